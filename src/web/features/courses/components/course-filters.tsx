// The 'Find Your Course' panel: a text search, labelled selects, a sort and 'Clear Filters'.
// It reads and writes the URL search params; the text search is debounced and replaces the history
// entry (typing should not fill the back button), the selects push a new entry. The selects offer
// what the current list response's facets hold, with counts, read from the results' own query.
// Below `sm` (phones) only the search is in the panel: the selects and the sort open in a sheet from
// a 'Filters (2)' button. CSS alone picks the layout, so the first render is the same everywhere.
import {
  lazy,
  Suspense,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type ChangeEvent,
} from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Link, useSearchParams } from '../../../lib/router'
import {
  CATEGORIES,
  COURSE_SORTS,
  COURSE_TRACKS,
  LANGUAGES,
  PLATFORMS,
  PRICE_BANDS,
  PRICE_DROP_WINDOWS,
} from '../../../../domain/constants'
import { SearchField } from '../../../components/ui/search-field'
import { buttonClasses, cardClasses, inputClasses } from '../../../components/ui/button-styles'
import { SlidersIcon } from '../../../components/ui/icons'
import { formatTotal } from '../../../../domain/format'
import { useDebouncedValue } from '../../../lib/use-debounced-value'
import { useCourses } from '../api/get-courses'
import {
  PAGE_PARAM,
  activeFilterCount,
  FILTER_PARAM_NAMES,
  readCatalogueParams,
  withCatalogueParam,
  type FilterParamName,
  type FixedFilters,
} from '../lib/catalogue-search-params'
import { filterOptions, type FilterOption } from '../lib/filter-options'
import { FACT_FILTER_NAMES, FACT_FILTERS } from '../lib/fact-filters'

// The phone's filters sheet loads when it is first opened, not with the page (issue 12's budget).
const loadSheet = () => import('../../../components/ui/sheet')
const Sheet = lazy(async () => ({ default: (await loadSheet()).Sheet }))

export const SEARCH_DEBOUNCE_MS = 300

type SelectProps = {
  name: FilterParamName
  label: string
  value: string
  onChange: (name: FilterParamName, value: string) => void
  options: readonly FilterOption[]
  anyLabel?: string
}

function FilterSelect({ name, label, value, onChange, options, anyLabel }: SelectProps) {
  const id = useId()
  return (
    <div>
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
        className={`${inputClasses} h-11 truncate pr-8`}
      >
        {anyLabel !== undefined ? <option value="">{anyLabel}</option> : null}
        {options.map((o) => (
          <option
            key={o.value}
            value={o.value}
            // An option that would show nothing stays in sight (the catalogue has it) but muted,
            // and cannot be chosen unless it already is the filter.
            disabled={o.empty && o.value !== value}
            className={o.empty ? 'text-slate-400 dark:text-slate-500' : undefined}
          >
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
}

export function CourseFilters({
  debounceMs = SEARCH_DEBOUNCE_MS,
  fixed = {},
}: {
  debounceMs?: number
  /** Filters the page sets itself: not offered as a control, and kept by 'Clear Filters'. */
  fixed?: FixedFilters
}) {
  const { t } = useTranslation()
  const [searchParams, setSearchParams] = useSearchParams()
  const params = readCatalogueParams(searchParams, fixed)
  // The same query as the results (same key): no second request. The first page's facets count
  // the whole match, not just that page.
  const query = useCourses(params)
  const facets = query.data?.pages[0]?.facets
  const choice = (
    name: 'category' | 'platform' | 'price' | 'language' | (typeof FACT_FILTER_NAMES)[number],
    fallback: readonly string[],
  ) => filterOptions(name, { facet: facets?.[name], fallback, current: params[name] ?? '' }, t)
  const category = choice('category', CATEGORIES)
  const platform = choice('platform', PLATFORMS)
  const price = choice('price', PRICE_BANDS)
  const language = choice('language', LANGUAGES)
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

  // A filter the page fixes is not read from the URL, so removing every name keeps it.
  const withoutFilters = (current: URLSearchParams) => {
    const next = new URLSearchParams(current)
    for (const name of [...FILTER_PARAM_NAMES, PAGE_PARAM]) next.delete(name)
    return next
  }
  const clearFilters = () => {
    setText('')
    setSearchParams(withoutFilters)
  }

  const filterCount = activeFilterCount(params, fixed)
  const [sheetOpen, setSheetOpen] = useState(false)
  const filtersButtonRef = useRef<HTMLButtonElement>(null)
  const sheetId = useId()
  // The newest page knows the most (as the results say it); unknown while the new list loads.
  const last = query.isPlaceholderData ? undefined : query.data?.pages.at(-1)

  const selects = (
    // One select per row on a phone, four at most side by side: an option with its count
    // ('Machine Learning (1,204)') must fit the closed select without being cut.
    <>
      <FilterSelect
        name="category"
        label={t('catalogue.category')}
        anyLabel={t('catalogue.allCategories')}
        value={category.selected}
        onChange={setParam}
        options={category.options}
      />
      <FilterSelect
        name="platform"
        label={t('catalogue.platformLabel')}
        anyLabel={t('catalogue.allPlatforms')}
        value={platform.selected}
        onChange={setParam}
        options={platform.options}
      />
      <FilterSelect
        name="price"
        label={t('catalogue.priceRange')}
        anyLabel={t('catalogue.allPrices')}
        value={price.selected}
        onChange={setParam}
        options={price.options}
      />
      <FilterSelect
        name="language"
        label={t('catalogue.languageLabel')}
        anyLabel={t('catalogue.allLanguages')}
        value={language.selected}
        onChange={setParam}
        options={language.options}
      />
      {FACT_FILTER_NAMES.map((name) => {
        const fact = choice(name, FACT_FILTERS[name])
        return (
          <FilterSelect
            key={name}
            name={name}
            label={t(`courseFacts.${name}`)}
            anyLabel={t(`courseFacts.any.${name}`)}
            value={fact.selected}
            onChange={setParam}
            options={fact.options}
          />
        )
      })}
      {fixed.track ? null : (
        <FilterSelect
          name="track"
          label={t('catalogue.trackLabel')}
          anyLabel={t('catalogue.allTracks')}
          value={params.track ?? ''}
          onChange={setParam}
          options={COURSE_TRACKS.map((track) => ({
            value: track,
            label: t(`catalogue.tracks.${track}`),
            empty: false,
          }))}
        />
      )}
      <FilterSelect
        name="drop"
        label={t('catalogue.dropLabel')}
        anyLabel={t('catalogue.anyDrop')}
        value={params.drop ?? ''}
        onChange={setParam}
        options={PRICE_DROP_WINDOWS.map((window) => ({
          value: window,
          label: t(`catalogue.drops.${window}`),
          empty: false,
        }))}
      />
      <FilterSelect
        name="sort"
        label={t('catalogue.sortBy')}
        value={params.sort}
        onChange={setParam}
        options={COURSE_SORTS.map((sort) => ({
          value: sort,
          label: t(`catalogue.sorts.${sort}`),
          empty: false,
        }))}
      />
    </>
  )

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
      <form
        role="search"
        aria-labelledby={`${searchId}-title`}
        onSubmit={(e) => e.preventDefault()}
        className="space-y-4"
      >
        {/* Phones: the search and, beside it, a button with the number of active filters that
            opens them in a sheet. */}
        <div className="flex items-end gap-3 sm:block">
          <SearchField
            id={searchId}
            className="min-w-0 flex-1"
            label={t('catalogue.searchLabel')}
            name="q"
            value={text}
            onChange={setText}
            placeholder={t('catalogue.searchPlaceholder')}
            maxLength={200}
          />
          <div className="shrink-0 no-js:hidden sm:hidden">
            <button
              ref={filtersButtonRef}
              type="button"
              onClick={() => setSheetOpen(true)}
              onPointerDown={() => void loadSheet()}
              aria-haspopup="dialog"
              aria-expanded={sheetOpen}
              aria-controls={sheetOpen ? sheetId : undefined}
              className={buttonClasses('secondary', 'md')}
            >
              <SlidersIcon className="h-5 w-5 text-indigo-600 dark:text-indigo-400" />
              {filterCount > 0
                ? t('catalogue.filtersCount', { count: filterCount })
                : t('catalogue.filters')}
            </button>
          </div>
        </div>
        {/* Without JavaScript the sheet cannot open: the selects show on phones too, and the form
            is sent as a plain GET (Apply filters), which the server renders. */}
        <div className="hidden grid-cols-1 gap-4 no-js:grid sm:grid sm:grid-cols-2 lg:grid-cols-4">
          {selects}
        </div>
        <div className="hidden justify-end gap-3 no-js:flex sm:flex">
          <button
            type="button"
            onClick={clearFilters}
            className={buttonClasses('secondary', 'md', 'no-js:hidden')}
          >
            {t('catalogue.clearFilters')}
          </button>
          <Link
            to={{ search: withoutFilters(searchParams).toString() }}
            className={buttonClasses('secondary', 'md', 'js:hidden')}
          >
            {t('catalogue.clearFilters')}
          </Link>
          <button type="submit" className={buttonClasses('primary', 'md', 'js:hidden')}>
            {t('catalogue.applyFilters')}
          </button>
        </div>
      </form>
      {sheetOpen ? (
        <Suspense fallback={null}>
          <Sheet
            id={sheetId}
            title={t('catalogue.filters')}
            closeLabel={t('catalogue.closeFilters')}
            onClose={() => setSheetOpen(false)}
            returnFocusRef={filtersButtonRef}
            footer={
              <>
                <button
                  type="button"
                  onClick={clearFilters}
                  className={buttonClasses('secondary', 'md', 'shrink-0')}
                >
                  {t('catalogue.clearFilters')}
                </button>
                <button
                  type="button"
                  onClick={() => setSheetOpen(false)}
                  className={buttonClasses('primary', 'md', 'flex-1')}
                >
                  {last
                    ? t('catalogue.showCourses', { count: last.total, total: formatTotal(last) })
                    : t('catalogue.showCoursesPending')}
                </button>
              </>
            }
          >
            <div className="grid grid-cols-1 gap-4">{selects}</div>
          </Sheet>
        </Suspense>
      ) : null}
    </section>
  )
}
