// The Open Graph tags of a page that exists (docs/product.md#languages): a link shared on WhatsApp
// or a social site previews the page's own title and description, in the page's language, and says
// which language that is (og:locale hi_IN or en_IN, the other as og:locale:alternate).
import { isLanguage, LANGUAGES, LOCALES, type Language } from '../../domain/languages'
import { escapeMarkup } from './escape-markup'

/** og:locale's spelling of a language's locale: 'hi_IN', 'en_IN'. */
export const openGraphLocale = (language: Language) => LOCALES[language].replace('-', '_')

export function openGraphTags(page: {
  title: string
  /** None: the tag is left out (the page's own description is the template's). */
  description?: string | undefined
  /** The page's canonical address. */
  url: string
  language: string
}): string[] {
  const language: Language = isLanguage(page.language) ? page.language : 'en'
  return [
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="CourseCompass">`,
    `<meta property="og:title" content="${escapeMarkup(page.title)}">`,
    ...(page.description
      ? [`<meta property="og:description" content="${escapeMarkup(page.description)}">`]
      : []),
    `<meta property="og:url" content="${escapeMarkup(page.url)}">`,
    `<meta property="og:locale" content="${openGraphLocale(language)}">`,
    ...LANGUAGES.filter((other) => other !== language).map(
      (other) => `<meta property="og:locale:alternate" content="${openGraphLocale(other)}">`,
    ),
  ]
}
