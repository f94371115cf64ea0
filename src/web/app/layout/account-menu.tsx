// The signed-in user's corner of the header on wide screens (docs/product.md#header-and-footer: the
// display name with a Logout control): a button with the name that discloses 'My Courses',
// 'Account' and 'Logout'. A disclosure rather than inline links: the header has no room for three more controls
// below 1280px.
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import { useTranslation } from '../../lib/i18n'
import { Link } from '../../lib/router'
import {
  BookmarkIcon,
  ChevronDownIcon,
  LogoutIcon,
  ShieldIcon,
  UserIcon,
  PlusIcon,
} from '../../components/ui/icons'

export function Avatar({ name, className = '' }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-600 font-bold text-white uppercase ${className}`}
    >
      {name.trim().charAt(0) || '?'}
    </span>
  )
}

const itemClasses =
  'flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-60 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white'

type Props = {
  name: string
  email: string
  /** Administrators and moderators also get a link to /admin. */
  isAdmin?: boolean
  onLogout: () => void
  loggingOut: boolean
}

export function AccountMenu({ name, email, isAdmin = false, onLogout, loggingOut }: Props) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()

  // A click anywhere else closes the panel.
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation()
      setOpen(false)
      buttonRef.current?.focus()
    }
  }

  // Focus leaving the widget (Tab past the last item) closes it.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
  }

  return (
    <div ref={rootRef} className="relative" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        className="flex h-10 items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-semibold text-slate-800 transition-colors hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-slate-100 dark:hover:bg-slate-800"
      >
        <Avatar name={name} className="h-8 w-8 text-sm" />
        <span className="sr-only lg:not-sr-only lg:max-w-[9rem] lg:truncate">{name}</span>
        <ChevronDownIcon
          className={`h-4 w-4 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {open ? (
        <div
          id={panelId}
          className="absolute right-0 z-50 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-xl dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="border-b border-slate-100 px-3 pt-1 pb-3 dark:border-slate-800">
            <p className="text-xs text-slate-500 dark:text-slate-400">{t('nav.signedInAs')}</p>
            <p className="truncate font-semibold text-slate-900 dark:text-white">{name}</p>
            <p className="truncate text-xs text-slate-500 dark:text-slate-400">{email}</p>
          </div>
          <ul className="pt-2">
            <li>
              <Link to="/my-courses" onClick={() => setOpen(false)} className={itemClasses}>
                <BookmarkIcon className="h-4 w-4" />
                {t('nav.myCourses')}
              </Link>
            </li>
            <li>
              <Link to="/addcourse" onClick={() => setOpen(false)} className={itemClasses}>
                <PlusIcon className="h-4 w-4" />
                {t('nav.addCourse')}
              </Link>
            </li>
            <li>
              <Link to="/account" onClick={() => setOpen(false)} className={itemClasses}>
                <UserIcon className="h-4 w-4" />
                {t('nav.account')}
              </Link>
            </li>
            {isAdmin ? (
              <li>
                <Link to="/admin" onClick={() => setOpen(false)} className={itemClasses}>
                  <ShieldIcon className="h-4 w-4" />
                  {t('nav.adminLink')}
                </Link>
              </li>
            ) : null}
            <li>
              <button
                type="button"
                onClick={onLogout}
                disabled={loggingOut}
                className={itemClasses}
              >
                <LogoutIcon className="h-4 w-4" />
                {t('nav.logout')}
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  )
}
