// The answer under 'Course Recommendations': plain text given structure (course names as small
// headings, '- ' lines as list items), rendered as React text so nothing in it can become HTML.
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/comparison'
import type { RecommendationResponse } from '../../../../domain/schemas/recommendation'
import { SparklesIcon } from '../../../components/ui/landing-icons'
import { answerBlocks } from '../lib/answer-blocks'
import { HelpfulQuestion } from './helpful-question'

export function RecommendationAnswer({
  answer,
  courseNames,
}: {
  answer: RecommendationResponse
  courseNames: readonly string[]
}) {
  const { t } = useTranslation()
  const blocks = answerBlocks(answer.text, courseNames)
  return (
    <div>
      <p className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-600 dark:bg-slate-800 dark:text-slate-300">
        <SparklesIcon className="h-3.5 w-3.5" />
        {t(`comparison.providers.${answer.provider}`)}
      </p>
      <div className="mt-4 space-y-3 text-sm leading-relaxed break-words text-slate-700 sm:text-base dark:text-slate-300">
        {blocks.map((block, index) => {
          if (block.kind === 'heading') {
            return (
              <h3
                key={index}
                className="pt-2 text-base font-semibold text-slate-900 first:pt-0 dark:text-white"
              >
                {block.text}
              </h3>
            )
          }
          if (block.kind === 'list') {
            return (
              <ul key={index} className="list-disc space-y-1 pl-5 marker:text-indigo-500">
                {block.items.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ul>
            )
          }
          if (block.kind === 'conclusion') {
            return (
              <p
                key={index}
                className="rounded-xl bg-indigo-50 p-4 text-slate-800 ring-1 ring-indigo-200 dark:bg-indigo-500/10 dark:text-slate-100 dark:ring-indigo-500/30"
              >
                <strong className="font-semibold text-indigo-800 dark:text-indigo-200">
                  {block.label}
                </strong>{' '}
                {block.text}
              </p>
            )
          }
          return <p key={index}>{block.text}</p>
        })}
      </div>
      {answer.answerId ? <HelpfulQuestion answerId={answer.answerId} /> : null}
    </div>
  )
}
