import { lazy, Suspense, useId, useRef, useState } from 'react'
import { useTranslation } from '../../lib/i18n'
import { Link, useLocation, useNavigate } from '../../lib/router'
import { CourseSearch } from '../../features/courses/components/course-search'
import { buttonClasses } from '../../components/ui/button-styles'
import { CompassIcon, MenuIcon } from '../../components/ui/icons'
import { shownName, useSession, useSignOut } from '../../lib/session'
import { AccountMenu } from './account-menu'
import { NAV_LINKS } from './nav-links'
import { ThemeToggle } from './theme-toggle'
import { LanguageLink } from './language-switch'
import { useSignInPath } from '../../lib/use-sign-in-path'

// The phone menu's code loads when it is first wanted (the button is pressed), not with every page:
// it is never part of the server-rendered page (issue 12's JavaScript budget).
const loadMobileMenu = () => import('./mobile-menu')
const MobileMenu = lazy(async () => ({ default: (await loadMobileMenu()).MobileMenu }))

export function Header() {
  const { t } = useTranslation()
  const signInHref = useSignInPath()
  const [menuOpen, setMenuOpen] = useState(false)
  const { pathname } = useLocation()
  const menuButtonRef = useRef<HTMLButtonElement>(null)
  const menuId = useId()
  const session = useSession()
  const signOut = useSignOut()
  const navigate = useNavigate()

  const closeMenu = () => setMenuOpen(false)
  // docs/product.md#header-and-footer: Logout signs out and goes to /sign-in; a failure is only
  // logged (useSignOut).
  const logout = () => {
    setMenuOpen(false)
    signOut.mutate(undefined, { onSuccess: () => void navigate('/sign-in') })
  }
  const account = session.isLoggedIn
    ? {
        name: shownName(session),
        email: session.email,
        // The Admin link: moderators work the reports and suspensions there too.
        isAdmin: session.isModerator,
        onLogout: logout,
        loggingOut: signOut.isPending,
      }
    : null

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/85 backdrop-blur-md dark:border-slate-800 dark:bg-slate-950/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          to="/"
          className="flex shrink-0 items-center gap-2 rounded-lg text-lg font-extrabold tracking-tight text-slate-900 dark:text-white"
        >
          <CompassIcon className="h-8 w-8 text-indigo-600 dark:text-indigo-500" />
          {t('brand.name')}
        </Link>

        <nav aria-label={t('nav.main')} className="ml-4 hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  aria-current={link.isActive(pathname) ? 'page' : undefined}
                  className={`rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
                    link.isActive(pathname)
                      ? 'text-indigo-700 dark:text-indigo-300'
                      : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white'
                  }`}
                >
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2">
          <CourseSearch
            className="hidden w-56 md:block lg:w-72"
            listClassName="right-0 w-max min-w-full max-w-[min(30rem,calc(100vw-2rem))]"
          />
          <div className="hidden items-center md:flex">
            <LanguageLink />
            <ThemeToggle />
          </div>
          {session.isPending ? (
            <>
              {/* Holds the place of the Sign In link until we know whether someone is signed in;
                  a visitor without JavaScript, who will never know, gets the link. */}
              <span
                aria-hidden="true"
                className="h-9 w-20 animate-pulse rounded-lg bg-slate-100 no-js:hidden dark:bg-slate-800"
              />
              <Link to={signInHref} className={buttonClasses('primary', 'sm', 'js:hidden')}>
                {t('nav.signIn')}
              </Link>
            </>
          ) : account ? (
            <div className="hidden md:block">
              <AccountMenu {...account} />
            </div>
          ) : (
            <Link to={signInHref} className={buttonClasses('primary', 'sm')}>
              {t('nav.signIn')}
            </Link>
          )}
          <button
            ref={menuButtonRef}
            type="button"
            onClick={() => setMenuOpen(true)}
            // Start loading the menu as the finger or pointer goes down, before the click.
            onPointerDown={() => void loadMobileMenu()}
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            aria-haspopup="dialog"
            // The menu needs JavaScript; without it the footer holds the same links.
            className={buttonClasses('ghost', 'icon', 'rounded-full no-js:hidden md:hidden')}
          >
            <span className="sr-only">{t('nav.openMenu')}</span>
            <MenuIcon className="h-6 w-6" />
          </button>
        </div>
      </div>
      {menuOpen ? (
        <Suspense fallback={null}>
          <MobileMenu
            id={menuId}
            onClose={closeMenu}
            returnFocusRef={menuButtonRef}
            account={account}
            accountPending={session.isPending}
          />
        </Suspense>
      ) : null}
    </header>
  )
}
