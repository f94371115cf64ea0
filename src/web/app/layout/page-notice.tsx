// The notice a navigation brought (src/web/lib/page-notice.ts), above the page: "Your account was
// deleted." on the home page after deleting one. Dismissing it takes it out of the history entry, so
// going back or reloading does not show it again.
import { useTranslation } from '../../lib/i18n'
import { pageNoticeOf } from '../../lib/page-notice'
import { useLocation, useNavigate } from '../../lib/router'
import { CloseIcon } from '../../components/ui/icons'

export function PageNotice() {
  const { t } = useTranslation()
  const location = useLocation()
  const navigate = useNavigate()
  const notice = pageNoticeOf(location.state)
  if (!notice) return null
  const dismiss = () =>
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, preventScrollReset: true, state: null },
    )
  return (
    <div className="mx-auto max-w-7xl px-4 py-4 sm:px-6 lg:px-8">
      <div
        role="status"
        className="flex items-start gap-3 rounded-xl bg-emerald-50 py-3 pr-2 pl-4 text-sm font-medium text-emerald-900 ring-1 ring-emerald-200 dark:bg-emerald-500/10 dark:text-emerald-100 dark:ring-emerald-500/30"
      >
        <p className="flex-1 pt-1">{t(`pages.${notice}`)}</p>
        <button
          type="button"
          onClick={dismiss}
          aria-label={t('pages.dismissNotice')}
          className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-lg hover:bg-emerald-100 focus-visible:outline-2 focus-visible:outline-emerald-700 dark:hover:bg-emerald-500/20"
        >
          <CloseIcon className="h-4 w-4" />
        </button>
      </div>
    </div>
  )
}
