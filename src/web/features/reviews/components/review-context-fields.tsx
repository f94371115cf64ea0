// The 'How did you take it?' part of the review box (docs/product.md#reviews): completed, still
// taking or dropped (and how far), the month, the price paid, and the three aspects' stars. Every
// field is optional; the server checks them with the shared rules (reviewInputSchema).
import { useEffect, useId, useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/review-details'
import { inputClasses } from '../../../components/ui/button-styles'
import {
  indiaMonth,
  REVIEW_ASPECTS,
  REVIEW_COMPLETIONS,
  REVIEW_FIRST_YEAR,
  REVIEW_PRICE_PAID_MAX,
  type ReviewAspect,
  type ReviewCompletion,
} from '../../../../domain/review'
import { StarPicker } from './star-picker'

/** The fields as the box holds them (numbers typed are text until sent). */
export interface ContextFields {
  completion: ReviewCompletion | ''
  progress: string
  takenIn: string
  pricePaid: string
  aspects: Record<ReviewAspect, number | null>
}

export const NO_CONTEXT: ContextFields = {
  completion: '',
  progress: '',
  takenIn: '',
  pricePaid: '',
  aspects: { depth: null, readiness: null, value: null },
}

/** A whole number typed, or null when the field is empty (the server refuses what is not one). */
const wholeOrNull = (text: string) => (text.trim() === '' ? null : Number(text))

/** The fields as the API takes them. */
export function contextBody(fields: ContextFields) {
  const dropped = fields.completion === 'dropped'
  return {
    completion: fields.completion === '' ? null : fields.completion,
    progress: dropped ? wholeOrNull(fields.progress) : null,
    takenIn: fields.takenIn === '' ? null : fields.takenIn,
    pricePaid: wholeOrNull(fields.pricePaid),
    aspects: fields.aspects,
  }
}

/** A review's context as the box shows it (editing one's own review). */
export function contextOf(review: {
  completion: ReviewCompletion | null
  progress: number | null
  takenIn: string | null
  pricePaid: number | null
  aspects: Record<ReviewAspect, number | null>
}): ContextFields {
  return {
    completion: review.completion ?? '',
    progress: review.progress === null ? '' : String(review.progress),
    takenIn: review.takenIn ?? '',
    pricePaid: review.pricePaid === null ? '' : String(review.pricePaid),
    aspects: { ...review.aspects },
  }
}

const labelClasses = 'text-sm font-medium text-slate-700 dark:text-slate-200'
const hintClasses = 'mt-1 text-xs text-slate-500 dark:text-slate-400'

export function ReviewContextFields({
  value,
  onChange,
}: {
  value: ContextFields
  onChange: (value: ContextFields) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const set = (change: Partial<ContextFields>) => onChange({ ...value, ...change })
  // Set after hydration (the server's month and the browser's could differ at midnight).
  const [thisMonth, setThisMonth] = useState<string | undefined>(undefined)
  useEffect(() => setThisMonth(indiaMonth(new Date())), [])
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-white">
        {t('reviewDetails.form.legend')}
      </legend>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('reviewDetails.form.hint')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-completion`} className={labelClasses}>
            {t('reviewDetails.form.completion')}
          </label>
          <select
            id={`${id}-completion`}
            value={value.completion}
            onChange={(event) =>
              set({ completion: event.target.value as ContextFields['completion'] })
            }
            className={`${inputClasses} mt-1.5`}
          >
            <option value="">{t('reviewDetails.form.clearCompletion')}</option>
            {REVIEW_COMPLETIONS.map((completion) => (
              <option key={completion} value={completion}>
                {t(`reviewDetails.form.completions.${completion}`)}
              </option>
            ))}
          </select>
        </div>
        {value.completion === 'dropped' ? (
          <div>
            <label htmlFor={`${id}-progress`} className={labelClasses}>
              {t('reviewDetails.form.progress')}
            </label>
            <input
              id={`${id}-progress`}
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              step={1}
              value={value.progress}
              onChange={(event) => set({ progress: event.target.value })}
              className={`${inputClasses} mt-1.5`}
            />
          </div>
        ) : null}
        <div>
          <label htmlFor={`${id}-taken`} className={labelClasses}>
            {t('reviewDetails.form.takenIn')}
          </label>
          <input
            id={`${id}-taken`}
            type="month"
            min={`${REVIEW_FIRST_YEAR}-01`}
            // The month the page was loaded in; the server checks the month again.
            max={thisMonth}
            placeholder="2025-03"
            value={value.takenIn}
            onChange={(event) => set({ takenIn: event.target.value })}
            aria-describedby={`${id}-taken-hint`}
            className={`${inputClasses} mt-1.5`}
          />
          <p id={`${id}-taken-hint`} className={hintClasses}>
            {t('reviewDetails.form.takenInHint')}
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-paid`} className={labelClasses}>
            {t('reviewDetails.form.pricePaid')}
          </label>
          <input
            id={`${id}-paid`}
            type="number"
            inputMode="numeric"
            min={0}
            max={REVIEW_PRICE_PAID_MAX}
            step={1}
            value={value.pricePaid}
            onChange={(event) => set({ pricePaid: event.target.value })}
            aria-describedby={`${id}-paid-hint`}
            className={`${inputClasses} mt-1.5`}
          />
          <p id={`${id}-paid-hint`} className={hintClasses}>
            {t('reviewDetails.form.pricePaidHint')}
          </p>
        </div>
      </div>
      <div>
        <p className="text-sm font-semibold text-slate-900 dark:text-white">
          {t('reviewDetails.form.aspectsLegend')}
        </p>
        <div className="mt-2 grid gap-3 sm:grid-cols-3">
          {REVIEW_ASPECTS.map((aspect) => (
            <StarPicker
              key={aspect}
              small
              label={t(`reviewDetails.aspects.${aspect}`)}
              value={value.aspects[aspect]}
              onChange={(stars) => set({ aspects: { ...value.aspects, [aspect]: stars } })}
            />
          ))}
        </div>
      </div>
    </fieldset>
  )
}
