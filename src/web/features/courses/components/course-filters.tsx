// The 'Find Your Course' panel: a text search, four labelled selects, a sort and 'Clear Filters'.
// It reads and writes the URL search params; the text search is debounced and replaces the history
// entry (typing should not fill the back button), the selects push a new entry.
import { useEffect, useEffectEvent, useId, useState, type ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  CATEGORIES,
  COURSE_SORTS,
  LANGUAGES,
  PLATFORMS,
  PRICE_BANDS,
} from '../../../../domain/constants'
import { buttonClasses, cardClasses, inputClasses } from '../../../components/ui/button-styles'
import { SearchIcon, SlidersIcon } from '../../../components/ui/icons'
import { useDebouncedValue } from '../../../lib/use-debounced-value'
import { useSearchParamsUpdater } from '../../../lib/use-search-params-updater'
import {
  FILTER_PARAM_NAMES,
  readCatalogueParams,
  withCatalogueParam,
  type FilterParamName,
} from '../lib/catalogue-search-params'

export const SEARCH_DEBOUNCE_MS = 300

type SelectProps = {
  name: FilterParamName
  label: string
  value: string
  onChange: (name: FilterParamName, value: string) => void
  options: readonly { value: string; label: string }[]
  anyLabel?: string
  className?: string
}

function FilterSelect({ name, label, value, onChange, options, anyLabel, className }: SelectProps) {
  const id = useId()
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300"
      >
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(name, e.target.value)}
        className={`${inputClasses} h-11 pr-8`}
      >
        {anyLabel !== undefined ? <option value="">{anyLabel}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
}

export function CourseFilters({ debounceMs = SEARCH_DEBOUNCE_MS }: { debounceMs?: number }) {
  const { t } = useTranslation()
  const [searchParams, setSearchParams] = useSearchParamsUpdater()
  const params = readCatalogueParams(searchParams)
  const urlQ = searchParams.get('q') ?? ''
  const searchId = useId()

  // The box follows the URL when the URL changes from outside (back button, 'Clear Filters').
  const [text, setText] = useState(urlQ)
  const [syncedQ, setSyncedQ] = useState(urlQ)
  if (urlQ !== syncedQ) {
    setSyncedQ(urlQ)
    // Keep what is being typed (e.g. a trailing space) when the URL only caught up with it.
    if (urlQ.trim() !== text.trim()) setText(urlQ)
  }

  // Only a settled change of the text writes the URL.
  const debouncedText = useDebouncedValue(text, debounceMs)
  const commitSearch = useEffectEvent((value: string) => {
    if (value.trim() === urlQ.trim()) return
    setSearchParams((current) => withCatalogueParam(current, 'q', value), { replace: true })
  })
  useEffect(() => {
    commitSearch(debouncedText)
  }, [debouncedText])

  const setParam = (name: FilterParamName, value: string) =>
    setSearchParams((current) => withCatalogueParam(current, name, value))

  const clearFilters = () => {
    setText('')
    setSearchParams((current) => {
      const next = new URLSearchParams(current)
      for (const name of FILTER_PARAM_NAMES) next.delete(name)
      return next
    })
  }

  return (
    <section aria-labelledby={`${searchId}-title`} className={`${cardClasses} p-5 sm:p-6`}>
      <div className="mb-4 flex items-center gap-2">
        <SlidersIcon className="h-5 w-5 text-indigo-600 dark:text-indigo-400" />
        <h2
          id={`${searchId}-title`}
          className="text-lg font-semibold text-slate-900 dark:text-white"
        >
          {t('catalogue.findYourCourse')}
        </h2>
      </div>
      <form role="search" onSubmit={(e) => e.preventDefault()} className="space-y-4">
        <div>
          <label
            htmlFor={searchId}
            className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300"
          >
            {t('catalogue.searchLabel')}
          </label>
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-400" />
            <input
              id={searchId}
              type="search"
              name="q"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={t('catalogue.searchPlaceholder')}
              maxLength={200}
              autoComplete="off"
              className={`${inputClasses} h-11 pl-10`}
            />
          </div>
        </div>
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
          <FilterSelect
            name="category"
            label={t('catalogue.category')}
            anyLabel={t('catalogue.allCategories')}
            value={params.category ?? ''}
            onChange={setParam}
            options={CATEGORIES.map((c) => ({ value: c, label: t(`catalogue.categories.${c}`) }))}
          />
          <FilterSelect
            name="platform"
            label={t('catalogue.platformLabel')}
            anyLabel={t('catalogue.allPlatforms')}
            value={params.platform ?? ''}
            onChange={setParam}
            options={PLATFORMS.map((p) => ({ value: p, label: t(`catalogue.platforms.${p}`) }))}
          />
          <FilterSelect
            name="price"
            label={t('catalogue.priceRange')}
            anyLabel={t('catalogue.allPrices')}
            value={params.price ?? ''}
            onChange={setParam}
            options={PRICE_BANDS.map((b) => ({ value: b, label: t(`catalogue.priceBands.${b}`) }))}
          />
          <FilterSelect
            name="language"
            label={t('catalogue.languageLabel')}
            anyLabel={t('catalogue.allLanguages')}
            value={params.language ?? ''}
            onChange={setParam}
            options={LANGUAGES.map((l) => ({ value: l, label: t(`catalogue.languages.${l}`) }))}
          />
          <FilterSelect
            name="sort"
            className="col-span-2 lg:col-span-1"
            label={t('catalogue.sortBy')}
            value={params.sort}
            onChange={setParam}
            options={COURSE_SORTS.map((s) => ({ value: s, label: t(`catalogue.sorts.${s}`) }))}
          />
        </div>
        <div className="flex justify-end">
          <button type="button" onClick={clearFilters} className={buttonClasses('secondary', 'md')}>
            {t('catalogue.clearFilters')}
          </button>
        </div>
      </form>
    </section>
  )
}
