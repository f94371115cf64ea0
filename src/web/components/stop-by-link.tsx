// A mail's one-click stop opened in the browser (/my-courses?<param>=<token>): asks before it stops
// (one thing, or all of them when the token starts 'all.'), works signed in or not, and says what
// the server answered. Used by the price alerts and the follows (docs/product.md#price-alerts,
// docs/product.md#follows).
import { useState } from 'react'
import type { UseMutationResult } from '@tanstack/react-query'
import { apiErrorMessage } from '../lib/api-error-text'
import { useTranslation, type MessageKey } from '../lib/i18n'
import { useSearchParams } from '../lib/router'
import { buttonClasses, cardClasses } from './ui/button-styles'
import { NoticeRegion, type Notice } from './ui/notice'

export interface StopByLinkTexts {
  question: MessageKey
  allQuestion: MessageKey
  stop: MessageKey
  stopAll: MessageKey
}

export function StopByLink({
  param,
  stop,
  texts,
}: {
  /** The query parameter holding the signed token. */
  param: string
  stop: UseMutationResult<{ message: string }, unknown, string>
  texts: StopByLinkTexts
}) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const token = params.get(param)
  const [notice, setNotice] = useState<Notice | null>(null)
  if (!token) return null
  const all = token.startsWith('all.')
  return (
    <section className={`${cardClasses} mt-8 max-w-2xl p-5`}>
      <p className="font-medium text-slate-900 dark:text-white">
        {t(all ? texts.allQuestion : texts.question)}
      </p>
      {stop.isSuccess ? null : (
        <button
          type="button"
          disabled={stop.isPending}
          onClick={() =>
            stop.mutate(token, {
              onSuccess: (answer) => setNotice({ text: answer.message, tone: 'success' }),
              onError: (error) => setNotice({ text: apiErrorMessage(error, t), tone: 'error' }),
            })
          }
          className={buttonClasses('primary', 'md', 'mt-4')}
        >
          {t(all ? texts.stopAll : texts.stop)}
        </button>
      )}
      <div className="mt-3">
        <NoticeRegion notice={notice} />
      </div>
    </section>
  )
}
