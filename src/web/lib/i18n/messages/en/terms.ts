// The English texts of one page's section of the catalogue (./index.ts), in a module of
// its own so that the page's code carries it and other pages do not load it.

export const terms = {
  title: 'Terms & Conditions',
  lastUpdated: 'Last updated: 09-11-2024',
  intro:
    'These terms explain the rules for using CourseCompass. By using the site you agree to them, so please read them carefully.',
  sections: [
    {
      title: 'Acceptance of terms',
      body: 'By accessing or using CourseCompass you agree to be bound by these Terms & Conditions and by our privacy practices. If you do not agree, please do not use the site.',
    },
    {
      title: 'What CourseCompass is',
      body: 'CourseCompass is a discovery and comparison service. We list courses offered by third-party platforms; we do not sell, teach or certify those courses ourselves.',
    },
    {
      title: 'Accounts',
      body: 'Some features, such as bookmarks, favourites, reviews and community posts, need an account. You are responsible for keeping your password safe and for everything done with your account.',
    },
    {
      title: 'Course information and prices',
      body: 'We try to keep course details, prices in rupees and ratings accurate, but third-party platforms may change them at any time. Always check the official course page before you pay.',
    },
    {
      title: 'Reviews and community content',
      body: 'You keep ownership of what you post, and you give us permission to display it on CourseCompass. Content must be honest, lawful and respectful; we may remove content that is abusive, misleading or spam.',
    },
    {
      title: 'Recommendations',
      body: 'Course recommendations are generated automatically from the information you provide and from course details. They are suggestions, not professional or career advice.',
    },
    {
      title: 'Third-party links',
      body: 'Links to course platforms and other websites are provided for convenience. We are not responsible for their content, purchases made on them, or their privacy practices.',
    },
    {
      title: 'Limitation of liability',
      body: 'CourseCompass is provided "as is". To the extent permitted by law, we are not liable for any loss arising from your use of the site or of any course listed on it.',
    },
    {
      title: 'Changes and contact',
      body: 'We may update these terms from time to time; the date at the top shows the latest version. Questions about these terms are welcome through our Contact Us page.',
    },
  ],
} as const
