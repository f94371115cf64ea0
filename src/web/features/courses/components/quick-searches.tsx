// A row of chips that each search for one term (the government-exam page's SSC, UPSC, ...). They are
// toggle buttons: the one matching the current search is pressed, and pressing it again clears the
// search. Like the filter selects, a press pushes a history entry, so the back button undoes it.
import { useId } from 'react'
import { useSearchParams } from '../../../lib/router'
import { withCatalogueParam } from '../lib/catalogue-search-params'

export function QuickSearches({ label, terms }: { label: string; terms: readonly string[] }) {
  const id = useId()
  const [searchParams, setSearchParams] = useSearchParams()
  const q = (searchParams.get('q') ?? '').trim().toLowerCase()
  return (
    <div role="group" aria-labelledby={id} className="flex flex-wrap items-center gap-2">
      <span id={id} className="mr-1 text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </span>
      {terms.map((term) => {
        const pressed = q === term.toLowerCase()
        return (
          <button
            key={term}
            type="button"
            aria-pressed={pressed}
            onClick={() =>
              setSearchParams((current) => withCatalogueParam(current, 'q', pressed ? '' : term))
            }
            className={`inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium shadow-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-400 ${
              pressed
                ? 'border-indigo-600 bg-indigo-600 text-white hover:bg-indigo-700 dark:border-indigo-400 dark:bg-indigo-500 dark:hover:bg-indigo-400'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800'
            }`}
          >
            {term}
          </button>
        )
      })}
    </div>
  )
}
