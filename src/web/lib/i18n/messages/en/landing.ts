// The English texts of one page's section of the catalogue (./index.ts), in a module of
// its own so that the page's code carries it and other pages do not load it.

export const landing = {
  pageTitle: 'Discover the right course',
  hero: {
    label: 'Highlights',
    // What a screen reader calls the carousel and each of its slides (aria-roledescription).
    carouselRole: 'carousel',
    slideRole: 'slide',
    slide: 'Slide {{n}} of {{total}}',
    goTo: 'Show slide {{n}}',
    pause: 'Pause slideshow',
    play: 'Play slideshow',
    slides: [
      {
        title: 'Find the course that fits your goals',
        text: 'Compare IT courses from Udemy, NamasteDev, 100xDevs and more in one place.',
        cta: 'Explore Courses',
      },
      {
        title: 'Learn from reviews by real learners',
        text: 'See ratings, durations and prices in rupees before you spend a single one.',
        cta: 'Browse Courses',
      },
      {
        title: 'Not sure where to start?',
        text: 'Tell us about yourself and get a personalised recommendation.',
        cta: 'Compare Courses',
      },
    ],
  },
  explore: {
    title: 'Explore Courses',
    subtitle: 'Pick a track to get started.',
    it: 'IT Courses',
    itText: 'Web development, DevOps, frontend, backend and machine learning.',
    govt: 'Govt Exam Courses',
    govtText: 'Preparation for SSC, UPSC, banking and railway exams.',
  },
  topics: {
    title: 'Featured Topics',
    list: [
      'React',
      'Node.js',
      'DevOps',
      'Machine Learning',
      'JavaScript',
      'Python',
      'System Design',
      'Data Structures',
      'SSC CGL',
      'UPSC',
      'IBPS PO',
      'Railway NTPC',
    ],
  },
  about: {
    title: 'About Us',
    paragraphs: [
      'CourseCompass helps learners across India find the right online course without opening twenty tabs. We gather courses from the platforms you already know and show them side by side: price in rupees, duration, language, certification and what other learners thought.',
      'Whether you are starting out in web development, moving into DevOps or machine learning, or preparing for a government exam, our goal is simple: honest information, so you can spend your time and money on learning that works for you.',
    ],
    stats: [
      { value: 'IT + Govt', label: 'Two learning tracks' },
      { value: 'Rs.', label: 'Prices in rupees' },
      { value: 'EN / HI', label: 'English and Hindi courses' },
    ],
  },
} as const
