// 'Was this helpful?' under a recommendation: Yes or No, counted per recommender for the
// administrators (docs/product.md#comparison-and-recommendation). Answering again changes it.
import { useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/comparison'
import { ThumbsUpIcon } from '../../../components/ui/page-icons'
import { useSendFeedback } from '../api/send-feedback'

export function HelpfulQuestion({ answerId }: { answerId: string }) {
  const { t } = useTranslation()
  const send = useSendFeedback(answerId)
  const [chosen, setChosen] = useState<boolean | null>(null)
  const choose = (helpful: boolean) => send.mutate(helpful, { onSuccess: () => setChosen(helpful) })
  const button = (helpful: boolean) => (
    <button
      type="button"
      aria-pressed={chosen === helpful}
      disabled={send.isPending}
      onClick={() => choose(helpful)}
      className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-700 transition-colors hover:bg-slate-50 aria-pressed:border-indigo-300 aria-pressed:bg-indigo-50 aria-pressed:text-indigo-700 disabled:opacity-60 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-pressed:border-indigo-500/50 dark:aria-pressed:bg-indigo-500/15 dark:aria-pressed:text-indigo-200"
    >
      <ThumbsUpIcon className={`h-4 w-4 ${helpful ? '' : 'rotate-180'}`} />
      {t(helpful ? 'comparison.helpful.yes' : 'comparison.helpful.no')}
    </button>
  )
  return (
    <div className="mt-6 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
      <p className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {t('comparison.helpful.question')}
      </p>
      {button(true)}
      {button(false)}
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
        {chosen !== null
          ? t('comparison.helpful.thanks')
          : send.isError
            ? t('comparison.helpful.failed')
            : ''}
      </p>
    </div>
  )
}
