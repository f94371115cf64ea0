// How search engines find a page in each language (docs/product.md#languages): every public page names
// its English and Hindi versions (`?lang=en`, `?lang=hi`) and the address without `?lang=` as the
// default, which is in the visitor's own language. The sitemap lists the same alternates.
import {
  LANGUAGES,
  languageOfPath,
  pathInLanguage,
  pathWithoutLanguage,
} from '../../domain/languages'
import { escapeMarkup } from './escape-markup'

export type LanguageAlternate = { hreflang: string; href: string }

/** The absolute addresses of `path` (a pathname with its query) in each language, and the default. */
export function languageAlternates(origin: string, path: string): LanguageAlternate[] {
  return [
    ...LANGUAGES.map((language) => ({
      hreflang: language,
      href: origin + pathInLanguage(path, language),
    })),
    { hreflang: 'x-default', href: origin + pathWithoutLanguage(path) },
  ]
}

/**
 * The page's canonical address: the page in the language it was asked in, with `?lang=` when the
 * address has it, otherwise without.
 */
export function canonicalAddress(origin: string, path: string): string {
  const asked = languageOfPath(path)
  return origin + (asked ? pathInLanguage(path, asked) : pathWithoutLanguage(path))
}

/** The page's canonical link and its alternates, for its head. */
export function languageLinks(origin: string, path: string): string {
  const canonical = canonicalAddress(origin, path)
  return [
    `<link rel="canonical" href="${escapeMarkup(canonical)}">`,
    ...languageAlternates(origin, path).map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(href)}">`,
    ),
  ].join('\n    ')
}
