// The phone-width menu: a panel that slides in from the right, behaves as a modal dialog (focus moves
// in and stays in, Escape or the backdrop closes it, focus returns to the menu button).
import { useEffect, type RefObject } from 'react'
import { useTranslation } from '../../lib/i18n'
import { Link, useLocation } from '../../lib/router'
import { CourseSearch } from '../../features/courses/components/course-search'
import {
  BookmarkIcon,
  CloseIcon,
  LogoutIcon,
  ShieldIcon,
  UserIcon,
  PlusIcon,
} from '../../components/ui/icons'
import { buttonClasses } from '../../components/ui/button-styles'
import { ModalLayer, useModalDialog } from '../../components/ui/modal-dialog'
import { Avatar } from './account-menu'
import { NAV_LINKS } from './nav-links'
import { ThemeToggle } from './theme-toggle'
import { LanguageChoice } from './language-switch'
import { useSignInPath } from '../../lib/use-sign-in-path'

type Props = {
  id: string
  onClose: () => void
  /** Where focus goes back to when the menu closes (the menu button). */
  returnFocusRef: RefObject<HTMLElement | null>
  /** The signed-in user, or null for a visitor. */
  account: {
    name: string
    email: string
    isAdmin?: boolean
    onLogout: () => void
    loggingOut: boolean
  } | null
  accountPending: boolean
}

export function MobileMenu({ id, onClose, returnFocusRef, account, accountPending }: Props) {
  const { t } = useTranslation()
  const signInHref = useSignInPath()
  const { panelRef, closeRef, onKeyDown } = useModalDialog({ onClose, returnFocusRef })
  const { pathname } = useLocation()

  // The panel is hidden from 768px up; close it so the page does not stay inert.
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return
    const wide = window.matchMedia('(min-width: 768px)')
    const onChange = () => {
      if (wide.matches) onClose()
    }
    wide.addEventListener('change', onChange)
    return () => wide.removeEventListener('change', onChange)
  }, [onClose])

  return (
    <ModalLayer onClose={onClose} onKeyDown={onKeyDown} className="md:hidden">
      <div
        id={id}
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={t('nav.menu')}
        className="absolute inset-y-0 right-0 flex w-full max-w-xs animate-slide-in flex-col gap-6 overflow-y-auto bg-white p-6 shadow-2xl dark:bg-slate-900"
      >
        <div className="flex items-center justify-between">
          <span className="text-lg font-bold text-slate-900 dark:text-white">{t('nav.menu')}</span>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label={t('nav.closeMenu')}
            className={buttonClasses('ghost', 'icon', 'rounded-full')}
          >
            <CloseIcon className="h-6 w-6" />
          </button>
        </div>
        <CourseSearch onNavigate={onClose} />
        <nav aria-label={t('nav.main')}>
          <ul className="space-y-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  aria-current={link.isActive(pathname) ? 'page' : undefined}
                  onClick={onClose}
                  className={`block rounded-lg px-3 py-2.5 text-base font-medium ${
                    link.isActive(pathname)
                      ? 'bg-indigo-50 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-200'
                      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
                  }`}
                >
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-auto space-y-4 border-t border-slate-200 pt-6 dark:border-slate-800">
          {account ? (
            <div className="flex items-center gap-3">
              <Avatar name={account.name} className="h-10 w-10 text-base" />
              <div className="min-w-0">
                <p className="text-xs text-slate-500 dark:text-slate-400">{t('nav.signedInAs')}</p>
                <p className="truncate font-semibold text-slate-900 dark:text-white">
                  {account.name}
                </p>
              </div>
            </div>
          ) : null}
          {account ? (
            <Link
              to="/my-courses"
              onClick={onClose}
              className={buttonClasses('secondary', 'md', 'w-full')}
            >
              <BookmarkIcon className="h-4 w-4" />
              {t('nav.myCourses')}
            </Link>
          ) : null}
          {account ? (
            <Link
              to="/addcourse"
              onClick={onClose}
              className={buttonClasses('secondary', 'md', 'w-full')}
            >
              <PlusIcon className="h-4 w-4" />
              {t('nav.addCourse')}
            </Link>
          ) : null}
          {account ? (
            <Link
              to="/account"
              onClick={onClose}
              className={buttonClasses('secondary', 'md', 'w-full')}
            >
              <UserIcon className="h-4 w-4" />
              {t('nav.account')}
            </Link>
          ) : null}
          {account?.isAdmin ? (
            <Link
              to="/admin"
              onClick={onClose}
              className={buttonClasses('secondary', 'md', 'w-full')}
            >
              <ShieldIcon className="h-4 w-4" />
              {t('nav.adminLink')}
            </Link>
          ) : null}
          <LanguageChoice />
          <div className="flex items-center justify-between gap-3">
            <ThemeToggle />
            {account ? (
              <button
                type="button"
                onClick={account.onLogout}
                disabled={account.loggingOut}
                className={buttonClasses('primary', 'md', 'flex-1')}
              >
                <LogoutIcon className="h-4 w-4" />
                {t('nav.logout')}
              </button>
            ) : accountPending ? null : (
              <Link
                to={signInHref}
                onClick={onClose}
                className={buttonClasses('primary', 'md', 'flex-1')}
              >
                {t('nav.signIn')}
              </Link>
            )}
          </div>
        </div>
      </div>
    </ModalLayer>
  )
}
