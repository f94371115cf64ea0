// A labelled search box with the magnifier inside it: the catalogue's, the comparison page's course
// picker and the admin's course list use the same one.
import { useId } from 'react'
import { inputClasses } from './button-styles'
import { SearchIcon } from './icons'

export function SearchField({
  label,
  value,
  onChange,
  placeholder,
  name,
  maxLength,
  id,
  className = '',
}: {
  label: string
  value: string
  onChange: (value: string) => void
  placeholder: string
  /** The form field's name, where the box is part of a form sent without JavaScript. */
  name?: string
  maxLength?: number
  id?: string
  className?: string
}) {
  const ownId = useId()
  const inputId = id ?? ownId
  return (
    <div className={className}>
      <label
        htmlFor={inputId}
        className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300"
      >
        {label}
      </label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-400" />
        <input
          id={inputId}
          type="search"
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          maxLength={maxLength}
          autoComplete="off"
          className={`${inputClasses} h-11 pl-10`}
        />
      </div>
    </div>
  )
}
