// The pieces the course form is made of: a titled group of fields, and a select of the usual
// values with 'Other…', which reveals a text input for any other value.
import type { ReactNode } from 'react'
import { useTranslation } from '../../lib/i18n'
import '../../lib/i18n/sections/addCourse'
import { valueName } from '../course-card/course-display'
import { inputClasses } from '../ui/button-styles'
import { FormField, invalidClasses, labelClasses } from '../ui/form-field'

/** The select value that reveals a text input: the form offers values and accepts others. */
export const OTHER = '__other__'

export const controlClasses = `${inputClasses} ${invalidClasses} h-11`

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="mb-4 text-base font-semibold text-slate-900 dark:text-white">
        {title}
      </legend>
      {children}
    </fieldset>
  )
}

type ChoiceProps = {
  field: 'platform' | 'category' | 'language'
  label: ReactNode
  otherLabel: string
  options: readonly string[]
  /** Shown for the empty value; without it the empty value is a prompt to choose. */
  emptyLabel?: string
  value: string
  other: string
  onChange: (event: { target: { value: string } }) => void
  onOtherChange: (event: { target: { value: string } }) => void
  error: string | undefined
}

/** Which of the catalogue's display names a field's values have (course-display.ts). */
const NAMES = { platform: 'platforms', category: 'categories', language: 'languages' } as const

/**
 * A native select of the usual values plus 'Other…', which reveals a text input for any value. The
 * values are sent as stored ('udemy', 'web dev'); each option shows the catalogue's name for it, in
 * the page's language ('Udemy', 'वेब डेवलपमेंट').
 */
export function ChoiceField(props: ChoiceProps) {
  const { t } = useTranslation()
  const { field, label, otherLabel, options, emptyLabel, value, other, error } = props
  const isOther = value === OTHER
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <div className="space-y-2">
          <select
            {...control}
            data-field={isOther ? undefined : field}
            name={field}
            value={value}
            onChange={props.onChange}
            className={`${controlClasses} pr-8`}
          >
            <option value="">{emptyLabel ?? t('addCourse.choose')}</option>
            {options.map((option) => (
              <option key={option} value={option}>
                {valueName(NAMES[field], option, t)}
              </option>
            ))}
            <option value={OTHER}>{t('addCourse.other')}</option>
          </select>
          {isOther ? (
            <div>
              <label htmlFor={`${control.id}-other`} className={`${labelClasses} sr-only`}>
                {otherLabel}
              </label>
              <input
                id={`${control.id}-other`}
                data-field={field}
                name={`${field}Other`}
                type="text"
                aria-invalid={control['aria-invalid']}
                aria-describedby={control['aria-describedby']}
                placeholder={otherLabel}
                value={other}
                onChange={props.onOtherChange}
                className={controlClasses}
              />
            </div>
          ) : null}
        </div>
      )}
    </FormField>
  )
}
