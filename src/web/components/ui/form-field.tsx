// One labelled form control with an optional hint and its error message beside it. The control gets
// the ids it needs (aria-invalid, aria-describedby) through a render function, so inputs, selects and
// textareas all wire up the same way.
import { useId, type ReactNode } from 'react'

export type ControlProps = {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

type Props = {
  label: ReactNode
  error?: string | undefined
  hint?: ReactNode
  className?: string
  children: (control: ControlProps) => ReactNode
}

export const labelClasses = 'block text-sm font-medium text-slate-800 dark:text-slate-200'

/** Red border on a control whose value was refused. */
export const invalidClasses =
  'aria-invalid:border-red-500 aria-invalid:focus:outline-red-500/40 dark:aria-invalid:border-red-400'

export function FormField({ label, error, hint, className = '', children }: Props) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ')
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <div className="mt-1.5">
        {children({
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy || undefined,
        })}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  )
}
