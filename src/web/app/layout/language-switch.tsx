// The language switch (docs/product.md#languages): links to this page in the other language, each
// name written in its own script. A link works without JavaScript (`?lang=` asks the server for that
// language); with it, the choice is kept in a cookie and the page reloads in the new language
// (the whole page is rendered in one language: docs/decisions/023-pages-in-two-languages.md).
import type { MouseEvent } from 'react'
import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE,
  LANGUAGE_NAMES,
  LANGUAGE_PARAM,
  LANGUAGES,
  pathInLanguage,
  type Language,
} from '../../../domain/languages'
import { useTranslation } from '../../lib/i18n'
import { useLocation } from '../../lib/router'

function switchTo(event: MouseEvent<HTMLAnchorElement>, language: Language) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  event.preventDefault()
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE}; samesite=lax`
  const url = new URL(window.location.href)
  url.searchParams.delete(LANGUAGE_PARAM)
  window.location.assign(url.toString())
}

function useHrefIn() {
  const location = useLocation()
  return (language: Language) => pathInLanguage(location.pathname + location.search, language)
}

/** One link to the page in the other language (the desktop header). */
export function LanguageLink({ className = '' }: { className?: string }) {
  const { t, language } = useTranslation()
  const hrefIn = useHrefIn()
  const other = LANGUAGES.find((l) => l !== language) ?? 'en'
  return (
    <a
      href={hrefIn(other)}
      hrefLang={other}
      lang={other}
      onClick={(event) => switchTo(event, other)}
      title={t('nav.language')}
      className={`inline-flex h-10 items-center rounded-full px-3 text-sm font-semibold text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white ${className}`}
    >
      {LANGUAGE_NAMES[other]}
    </a>
  )
}

/** Every language, the page's marked (the mobile menu). */
export function LanguageChoice() {
  const { t, language } = useTranslation()
  const hrefIn = useHrefIn()
  return (
    <nav
      aria-label={t('nav.language')}
      className="flex gap-1 rounded-full bg-slate-100 p-1 dark:bg-slate-800"
    >
      {LANGUAGES.map((option) => (
        <a
          key={option}
          href={hrefIn(option)}
          hrefLang={option}
          lang={option}
          aria-current={option === language ? 'true' : undefined}
          onClick={(event) =>
            option === language ? event.preventDefault() : switchTo(event, option)
          }
          className="rounded-full px-3 py-1.5 text-sm font-semibold text-slate-600 aria-[current]:bg-white aria-[current]:text-indigo-700 aria-[current]:shadow-sm dark:text-slate-300 dark:aria-[current]:bg-slate-900 dark:aria-[current]:text-indigo-300"
        >
          {LANGUAGE_NAMES[option]}
        </a>
      ))}
    </nav>
  )
}
