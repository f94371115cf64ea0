// "Tell me when it is below ₹X" (docs/product.md#price-alerts), under the course page's price
// history. Loaded when a signed-in member opens it (its own chunk: the course page's first load
// stays within its budget). It suggests the target the history makes realistic, warns when a target
// is lower than any price seen, and shows, changes or removes the member's alert.
import { useId, useState, type FormEvent } from 'react'
import { alertTargetError, belowEverSeen } from '../../../../domain/price-alerts'
import type { PriceHistoryResponse } from '../../../../domain/schemas/prices'
import { buttonClasses, inputClasses } from '../../../components/ui/button-styles'
import { invalidClasses } from '../../../components/ui/form-field'
import { NoticeRegion, type Notice } from '../../../components/ui/notice'
import { coursePriceText } from '../../../components/course-card/course-price'
import { apiErrorMessage } from '../../../lib/api-error-text'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/price-alerts'
import { useRuleText } from '../../../lib/rule-text'
import { useAddressConfirmed } from '../../../lib/address-confirmed'
import { useMyPriceAlerts, useRemovePriceAlert, useSetPriceAlert } from '../api/price-alerts'

export function PriceAlertForm({
  courseId,
  history,
}: {
  courseId: string
  history: Pick<PriceHistoryResponse, 'now' | 'suggestedAlert'>
}) {
  const { t } = useTranslation()
  const ruleText = useRuleText()
  const confirmed = useAddressConfirmed()
  const ids = { input: useId(), hint: useId(), error: useId() }
  const alerts = useMyPriceAlerts()
  const mine = alerts.data?.find((alert) => alert.courseId === courseId)
  const set = useSetPriceAlert()
  const remove = useRemovePriceAlert()
  const suggestion = history.suggestedAlert
  const [text, setText] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<Notice | null>(null)
  const price = (value: number | null) => coursePriceText(value, t)
  if (!suggestion) return null
  const value = text ?? String(mine?.target ?? suggestion.target)
  const target = Number(value)
  const lowest = suggestion.lowestSeen
  const warn = Number.isFinite(target) && belowEverSeen(target, lowest)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setNotice(null)
    const problem = alertTargetError(value.trim() === '' ? undefined : target, history.now)
    setError(problem ?? null)
    if (problem) return
    set.mutate(
      { courseId, target },
      {
        onSuccess: () =>
          setNotice({
            text: t(confirmed ? 'priceAlerts.form.saved' : 'priceAlerts.form.savedUnconfirmed', {
              target: price(target),
            }),
            tone: 'success',
          }),
        onError: (failure) => setNotice({ text: apiErrorMessage(failure, t), tone: 'error' }),
      },
    )
  }

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-3" aria-busy={set.isPending}>
      {mine ? (
        <p className="text-sm text-slate-700 dark:text-slate-200">
          {t('priceAlerts.form.current', { target: price(mine.target) })}
        </p>
      ) : null}
      <div>
        <label
          htmlFor={ids.input}
          className="block text-sm font-medium text-slate-800 dark:text-slate-200"
        >
          {t('priceAlerts.form.label')}
        </label>
        <div className="mt-1.5 flex flex-wrap items-center gap-3">
          <div className="relative w-36">
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-500"
            >
              ₹
            </span>
            <input
              id={ids.input}
              name="target"
              inputMode="numeric"
              autoComplete="off"
              value={value}
              onChange={(e) => {
                setText(e.target.value.replace(/[^\d]/g, ''))
                setError(null)
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={[error ? ids.error : '', ids.hint].filter(Boolean).join(' ')}
              className={`${inputClasses} ${invalidClasses} h-11 pl-7 tabular-nums`}
            />
          </div>
          <button type="submit" disabled={set.isPending} className={buttonClasses('primary', 'md')}>
            {t(mine ? 'priceAlerts.form.change' : 'priceAlerts.form.set')}
          </button>
          {mine ? (
            <button
              type="button"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(courseId, {
                  onSuccess: () => {
                    setText(null)
                    setNotice({ text: t('priceAlerts.form.removed'), tone: 'success' })
                  },
                  onError: (failure) =>
                    setNotice({ text: apiErrorMessage(failure, t), tone: 'error' }),
                })
              }
              className={buttonClasses('secondary', 'md')}
            >
              {t('priceAlerts.form.remove')}
            </button>
          ) : null}
        </div>
        {error ? (
          <p id={ids.error} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
            {ruleText(error)}
          </p>
        ) : null}
        <p id={ids.hint} className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
          {warn
            ? t('priceAlerts.form.belowEver', { lowest: price(lowest) })
            : lowest !== null
              ? t('priceAlerts.form.hint', { lowest: price(lowest) })
              : t('priceAlerts.form.hintNew')}
        </p>
      </div>
      <NoticeRegion notice={notice} />
    </form>
  )
}
