// 'Report' on a post or a comment, and 'Reported' once the reader has reported it.
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/community'
import { FlagIcon } from '../../../components/ui/icons'
import { smallActionClasses } from './confirm-delete'

export function ReportAction({
  reported,
  pending,
  onReport,
  hoverClasses,
}: {
  reported: boolean
  pending: boolean
  onReport: () => void
  /** Hover colours that suit the surface the action sits on. */
  hoverClasses: string
}) {
  const { t } = useTranslation()
  if (reported) {
    return (
      <span className={`${smallActionClasses} text-slate-500 dark:text-slate-400`}>
        <FlagIcon className="h-4 w-4" />
        {t('community.reported')}
      </span>
    )
  }
  return (
    <button
      type="button"
      disabled={pending}
      onClick={onReport}
      className={`${smallActionClasses} text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-slate-100 ${hoverClasses}`}
    >
      <FlagIcon className="h-4 w-4" />
      {t('community.report')}
    </button>
  )
}
