// The language switch (docs/product.md#languages): links to this page in the other language, each
// name written in its own script. A link works without JavaScript (`?lang=` asks the server for that
// language); with it, the choice is kept in a cookie and, for a signed-in user, on the account (which
// pages rendered for them follow over the cookie), and the page reloads in the new language (the
// whole page is rendered in one language: docs/decisions/023-pages-in-two-languages.md).
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
import { ApiError } from '../../lib/api-client'
import { useTranslation } from '../../lib/i18n'
import { loadPage } from '../../lib/page-load'
import { useLocation } from '../../lib/router'
import { saveLanguage, useSession } from '../../lib/session'

async function switchTo(
  event: MouseEvent<HTMLAnchorElement>,
  language: Language,
  /** Signed in, or not known yet: the account's language would otherwise win over the cookie. */
  account: boolean,
) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  event.preventDefault()
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE}; samesite=lax`
  const url = new URL(window.location.href)
  url.searchParams.delete(LANGUAGE_PARAM)
  if (account) {
    try {
      await saveLanguage(language)
    } catch (error) {
      // Not saved (signed out meanwhile is fine: the cookie decides then). The account may still
      // name the old language, so this page at least asks for the new one in its address.
      if (!(error instanceof ApiError && error.status === 401)) {
        console.warn('Saving the language on the account failed', error)
        url.searchParams.set(LANGUAGE_PARAM, language)
      }
    }
  }
  loadPage(url.toString())
}

/** Whether a switch should save the choice on the account too. */
function useAccountSwitch(): boolean {
  const session = useSession()
  return session.isLoggedIn || session.isPending
}

function useHrefIn() {
  const location = useLocation()
  return (language: Language) => pathInLanguage(location.pathname + location.search, language)
}

/** One link to the page in the other language (the desktop header). */
export function LanguageLink({ className = '' }: { className?: string }) {
  const { t, language } = useTranslation()
  const hrefIn = useHrefIn()
  const account = useAccountSwitch()
  const other = LANGUAGES.find((l) => l !== language) ?? 'en'
  return (
    <a
      href={hrefIn(other)}
      hrefLang={other}
      lang={other}
      onClick={(event) => void switchTo(event, other, account)}
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
  const account = useAccountSwitch()
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
            option === language ? event.preventDefault() : void switchTo(event, option, account)
          }
          className="rounded-full px-3 py-1.5 text-sm font-semibold text-slate-600 aria-[current]:bg-white aria-[current]:text-indigo-700 aria-[current]:shadow-sm dark:text-slate-300 dark:aria-[current]:bg-slate-900 dark:aria-[current]:text-indigo-300"
        >
          {LANGUAGE_NAMES[option]}
        </a>
      ))}
    </nav>
  )
}
