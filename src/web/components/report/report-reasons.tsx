// 'Why are you reporting this?': the reasons a member picks from when reporting a review, post or
// comment (docs/product.md#moderation), with their own words for 'other'. Loaded when someone first
// presses Report (./lazy-report-reasons.tsx), so pages do not carry it until then.
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from '../../lib/i18n'
import { REPORT_DETAIL_MAX, REPORT_REASONS, type ReportReason } from '../../../domain/reports'

export type ReportChoice = { reason: ReportReason; detail?: string }

export function ReportReasons({
  pending,
  onSend,
  onCancel,
}: {
  pending: boolean
  onSend: (choice: ReportChoice) => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [reason, setReason] = useState<ReportReason | null>(null)
  const [detail, setDetail] = useState('')
  const ready = reason !== null && (reason !== 'other' || detail.trim() !== '')

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!ready || pending) return
    onSend(reason === 'other' ? { reason, detail: detail.trim() } : { reason })
  }

  return (
    <form
      onSubmit={onSubmit}
      className="mt-2 w-full rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <fieldset>
        <legend className="font-semibold text-slate-900 dark:text-white">
          {t('report.question')}
        </legend>
        <div className="mt-2 grid gap-1 sm:grid-cols-2">
          {REPORT_REASONS.map((value) => (
            <label
              key={value}
              className="flex min-h-9 cursor-pointer items-center gap-2 rounded-md px-2 text-slate-700 hover:bg-slate-50 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              <input
                type="radio"
                name={`${id}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
                className="h-4 w-4 accent-indigo-600"
              />
              {t(`report.reasons.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {reason === 'other' ? (
        <div className="mt-2">
          <label htmlFor={`${id}-detail`} className="sr-only">
            {t('report.detailLabel')}
          </label>
          <input
            id={`${id}-detail`}
            value={detail}
            maxLength={REPORT_DETAIL_MAX}
            autoFocus
            placeholder={t('report.detailLabel')}
            onChange={(event) => setDetail(event.target.value)}
            className="h-9 w-full rounded-lg border border-slate-300 bg-white px-2 text-slate-900 placeholder:text-slate-400 dark:border-slate-600 dark:bg-slate-950 dark:text-white"
          />
        </div>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={!ready || pending}
          className="inline-flex h-9 items-center rounded-lg bg-slate-900 px-3 font-semibold text-white hover:bg-slate-700 disabled:cursor-not-allowed disabled:opacity-50 dark:bg-white dark:text-slate-900 dark:hover:bg-slate-200"
        >
          {pending ? t('report.sending') : t('report.send')}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="inline-flex h-9 items-center rounded-lg px-3 font-semibold text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          {t('report.cancel')}
        </button>
      </div>
    </form>
  )
}
