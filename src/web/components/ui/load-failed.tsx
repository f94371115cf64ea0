// A list that could not load: what failed, the server's reason, and a retry button.
import { useTranslation } from '../../lib/i18n'
import { apiErrorText } from '../../lib/api-error-text'
import { buttonClasses } from './button-styles'

export function LoadFailed({
  title,
  error,
  retryLabel,
  onRetry,
}: {
  title: string
  error: unknown
  retryLabel: string
  onRetry: () => void
}) {
  const { t } = useTranslation()
  return (
    <div
      role="alert"
      className="rounded-2xl border border-red-200 bg-red-50 p-8 text-center dark:border-red-500/30 dark:bg-red-500/10"
    >
      <p className="font-medium text-red-800 dark:text-red-200">{title}</p>
      <p className="mt-1 text-sm text-red-700 dark:text-red-300">{apiErrorText(error, t)}</p>
      <button type="button" onClick={onRetry} className={buttonClasses('secondary', 'md', 'mt-4')}>
        {retryLabel}
      </button>
    </div>
  )
}
