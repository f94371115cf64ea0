// Delete with a confirm step: the first press asks, the second removes.
import { useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/community'
import { TrashIcon } from '../../../components/ui/form-icons'

import { smallActionClasses } from '../../../components/ui/button-styles'

export function ConfirmDelete({
  question,
  pending,
  onConfirm,
}: {
  question: string
  pending: boolean
  onConfirm: () => void
}) {
  const { t } = useTranslation()
  const [asking, setAsking] = useState(false)
  if (!asking) {
    return (
      <button
        type="button"
        onClick={() => setAsking(true)}
        className={`${smallActionClasses} text-slate-500 hover:bg-red-50 hover:text-red-700 dark:text-slate-400 dark:hover:bg-red-500/10 dark:hover:text-red-300`}
      >
        <TrashIcon className="h-4 w-4" />
        {t('community.delete')}
      </button>
    )
  }
  return (
    <span role="group" aria-label={question} className="inline-flex flex-wrap items-center gap-1.5">
      <span className="text-sm text-slate-700 dark:text-slate-200">{question}</span>
      <button
        type="button"
        onClick={onConfirm}
        disabled={pending}
        className={`${smallActionClasses} bg-red-600 text-white hover:bg-red-700 dark:bg-red-500 dark:hover:bg-red-400`}
      >
        {pending ? t('community.deleting') : t('community.confirmDelete')}
      </button>
      <button
        type="button"
        onClick={() => setAsking(false)}
        disabled={pending}
        className={`${smallActionClasses} text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800`}
      >
        {t('community.cancel')}
      </button>
    </span>
  )
}
