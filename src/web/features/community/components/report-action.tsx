// 'Report' on a post or a comment: asks why (spam, abuse, off-topic, other with words) in place,
// then sends it; 'Reported' once the reader has reported it.
import { Suspense, useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/community'
import { FlagIcon } from '../../../components/ui/page-icons'
import { ReportReasons, type ReportChoice } from '../../../components/report/lazy-report-reasons'
import { smallActionClasses } from '../../../components/ui/button-styles'

export function ReportAction({
  reported,
  pending,
  onReport,
  hoverClasses,
}: {
  reported: boolean
  pending: boolean
  /** Sends the report; `done` closes the question once it is recorded. */
  onReport: (choice: ReportChoice, done: () => void) => void
  /** Hover colours that suit the surface the action sits on. */
  hoverClasses: string
}) {
  const { t } = useTranslation()
  const [asking, setAsking] = useState(false)
  if (reported) {
    return (
      <span className={`${smallActionClasses} text-slate-500 dark:text-slate-400`}>
        <FlagIcon className="h-4 w-4" />
        {t('community.reported')}
      </span>
    )
  }
  return (
    <>
      <button
        type="button"
        aria-expanded={asking}
        onClick={() => setAsking((open) => !open)}
        className={`${smallActionClasses} text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-slate-100 ${hoverClasses}`}
      >
        <FlagIcon className="h-4 w-4" />
        {t('community.report')}
      </button>
      {asking ? (
        <div className="basis-full">
          <Suspense fallback={null}>
            <ReportReasons
              pending={pending}
              onSend={(choice) => onReport(choice, () => setAsking(false))}
              onCancel={() => setAsking(false)}
            />
          </Suspense>
        </div>
      ) : null}
    </>
  )
}
