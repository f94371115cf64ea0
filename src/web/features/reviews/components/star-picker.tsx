// An optional 1-5 star choice: native radio buttons (arrow keys move between stars) drawn as stars,
// with a button to take the rating back.
import { useId, useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { StarIcon } from '../../../components/ui/icons'

const STARS = [1, 2, 3, 4, 5] as const

export function StarPicker({
  value,
  onChange,
  label,
  small = false,
}: {
  value: number | null
  onChange: (value: number | null) => void
  /** What is rated ('Your rating (optional)' unless said). */
  label?: string
  /** Smaller stars, for the aspects under the main rating. */
  small?: boolean
}) {
  const { t } = useTranslation()
  const labelId = useId()
  const name = useId()
  const [hovered, setHovered] = useState<number | null>(null)
  const lit = hovered ?? value ?? 0

  return (
    <div>
      <p id={labelId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {label ?? t('reviews.ratingLabel')}
      </p>
      <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1">
        <div
          role="radiogroup"
          aria-labelledby={labelId}
          className="flex items-center"
          onMouseLeave={() => setHovered(null)}
        >
          {STARS.map((stars) => (
            <label
              key={stars}
              onMouseEnter={() => setHovered(stars)}
              className="cursor-pointer rounded-md p-1 has-focus-visible:outline-2 has-focus-visible:outline-indigo-600 dark:has-focus-visible:outline-indigo-400"
            >
              <input
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                className="sr-only"
              />
              <StarIcon
                className={`${small ? 'h-6 w-6' : 'h-7 w-7'} transition-colors ${
                  stars <= lit ? 'text-amber-400' : 'text-slate-300 dark:text-slate-600'
                }`}
              />
              <span className="sr-only">{t('reviews.star', { count: stars })}</span>
            </label>
          ))}
        </div>
        {value !== null ? (
          <button
            type="button"
            onClick={() => onChange(null)}
            className="rounded text-sm font-medium text-slate-500 underline underline-offset-2 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-slate-400 dark:hover:text-slate-100"
          >
            {t('reviews.clearRating')}
          </button>
        ) : null}
      </div>
    </div>
  )
}
