// How often a follow's news is mailed: as it happens, daily or weekly (docs/product.md#follows).
import { FOLLOW_FREQUENCIES, type FollowFrequency } from '../../../../domain/follows'
import { useTranslation } from '../../../lib/i18n'

export function FrequencySelect({
  id,
  label,
  value,
  disabled,
  onChange,
  hideLabel = false,
}: {
  id: string
  label: string
  value: FollowFrequency
  disabled?: boolean
  onChange: (frequency: FollowFrequency) => void
  hideLabel?: boolean
}) {
  const { t } = useTranslation()
  return (
    <div>
      <label
        htmlFor={id}
        className={
          hideLabel ? 'sr-only' : 'block text-sm font-medium text-slate-700 dark:text-slate-300'
        }
      >
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as FollowFrequency)}
        className="mt-1 h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-white"
      >
        {FOLLOW_FREQUENCIES.map((frequency) => (
          <option key={frequency} value={frequency}>
            {t(`follows.frequencies.${frequency}`)}
          </option>
        ))}
      </select>
    </div>
  )
}
