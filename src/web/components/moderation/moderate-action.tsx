// A moderator's 'Hide' on a review, post or comment (with an optional reason for the audit log,
// asked in place), or 'Unhide' on one already hidden, and the 'Hidden' mark moderators see on it
// (docs/product.md#roles). Loaded only for moderators: nobody else's page carries this code.
import { useId, useState } from 'react'
import { useTranslation } from '../../lib/i18n'
import '../../lib/i18n/sections/community'
import { EyeIcon, EyeOffIcon } from '../ui/form-icons'
import { smallActionClasses } from '../ui/button-styles'

export function ModerateAction({
  hidden,
  pending,
  onChange,
  hoverClasses,
}: {
  hidden: boolean
  pending: boolean
  onChange: (hidden: boolean, reason?: string) => void
  /** Hover colours that suit the surface the action sits on. */
  hoverClasses: string
}) {
  const { t } = useTranslation()
  const id = useId()
  const [asking, setAsking] = useState(false)
  const [reason, setReason] = useState('')
  const plain = `${smallActionClasses} text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-slate-100 ${hoverClasses}`
  if (hidden) {
    return (
      <button type="button" disabled={pending} onClick={() => onChange(false)} className={plain}>
        <EyeIcon className="h-4 w-4" />
        {t('community.unhide')}
      </button>
    )
  }
  if (!asking) {
    return (
      <button type="button" onClick={() => setAsking(true)} className={plain}>
        <EyeOffIcon className="h-4 w-4" />
        {t('community.hide')}
      </button>
    )
  }
  return (
    <span
      role="group"
      aria-label={t('community.hideQuestion')}
      className="inline-flex flex-wrap items-center gap-1.5"
    >
      <label htmlFor={`${id}-reason`} className="sr-only">
        {t('community.hideReason')}
      </label>
      <input
        id={`${id}-reason`}
        value={reason}
        maxLength={200}
        placeholder={t('community.hideReason')}
        onChange={(e) => setReason(e.target.value)}
        className="h-8 w-44 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 placeholder:text-slate-400 dark:border-slate-600 dark:bg-slate-900 dark:text-white"
      />
      <button
        type="button"
        disabled={pending}
        onClick={() => {
          onChange(true, reason.trim() || undefined)
          setAsking(false)
          setReason('')
        }}
        className={`${smallActionClasses} bg-slate-800 text-white hover:bg-slate-700 dark:bg-slate-200 dark:text-slate-900 dark:hover:bg-white`}
      >
        {t('community.confirmHide')}
      </button>
      <button
        type="button"
        onClick={() => setAsking(false)}
        className={`${smallActionClasses} text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800`}
      >
        {t('community.cancel')}
      </button>
    </span>
  )
}

/** The 'Hidden' mark a moderator sees on a hidden post or comment. */
export function HiddenBadge() {
  const { t } = useTranslation()
  return (
    <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700 dark:bg-slate-700 dark:text-slate-200">
      {t('community.hiddenBadge')}
    </span>
  )
}
