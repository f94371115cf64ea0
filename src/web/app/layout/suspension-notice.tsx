// A suspended member sees on every page why and until when they cannot write
// (docs/product.md#roles); the server refuses their writes whatever the page shows.
import { useTranslation } from '../../lib/i18n'
import { useSession } from '../../lib/session'
import { formatWhen } from '../../lib/format-when'

export function SuspensionNotice() {
  const { t, language } = useTranslation()
  const { suspension } = useSession()
  if (!suspension) return null
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 sm:px-6 lg:px-8">
      <p
        role="status"
        className="rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200 dark:bg-amber-500/10 dark:text-amber-100 dark:ring-amber-500/30"
      >
        {suspension.until
          ? t('pages.suspendedUntil', {
              until: formatWhen(suspension.until, language),
              reason: suspension.reason,
            })
          : t('pages.suspendedIndefinitely', { reason: suspension.reason })}
      </p>
    </div>
  )
}
