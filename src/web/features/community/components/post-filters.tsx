// 'Filters/Tags': the feed's sort and comma-separated tag filter. Both live in the URL; the sort
// pushes a history entry, the tag text is debounced and replaces it (typing should not fill the
// back button).
import { useEffect, useEffectEvent, useId, useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/community'
import { buttonClasses, cardClasses, inputClasses } from '../../../components/ui/button-styles'
import { SlidersIcon } from '../../../components/ui/icons'
import { useDebouncedValue } from '../../../lib/use-debounced-value'
import { useSearchParams } from '../../../lib/router'
import { type PostSort } from '../api/post-keys'
import { readPostParams, withPostParam } from '../lib/post-search-params'
import { POST_SORTS } from '../../../../domain/community-rules'

export const TAG_FILTER_DEBOUNCE_MS = 300

const labelClasses = 'mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300'

export function PostFilters({
  debounceMs = TAG_FILTER_DEBOUNCE_MS,
  id: sectionId,
  className = '',
}: {
  debounceMs?: number
  id?: string
  className?: string
}) {
  const { t } = useTranslation()
  const id = useId()
  const [searchParams, setSearchParams] = useSearchParams()
  const { sort } = readPostParams(searchParams)
  const urlTags = searchParams.get('tags') ?? ''

  // The box follows the URL when the URL changes from outside (back button, 'Clear filters').
  const [text, setText] = useState(urlTags)
  const [syncedTags, setSyncedTags] = useState(urlTags)
  if (urlTags !== syncedTags) {
    setSyncedTags(urlTags)
    if (urlTags.trim() !== text.trim()) setText(urlTags)
  }

  const debouncedText = useDebouncedValue(text, debounceMs)
  const commitTags = useEffectEvent((value: string) => {
    if (value.trim() === urlTags.trim()) return
    setSearchParams((current) => withPostParam(current, 'tags', value), { replace: true })
  })
  useEffect(() => {
    commitTags(debouncedText)
  }, [debouncedText])

  const filtered = sort !== 'newest' || urlTags.trim() !== ''
  const clear = () => {
    setText('')
    setSearchParams((current) => {
      const next = new URLSearchParams(current)
      next.delete('sort')
      next.delete('tags')
      return next
    })
  }

  return (
    <section
      id={sectionId}
      aria-labelledby={`${id}-title`}
      className={`${cardClasses} p-5 ${className}`}
    >
      <div className="mb-4 flex items-center gap-2">
        <SlidersIcon className="h-5 w-5 text-indigo-600 dark:text-indigo-400" />
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('community.filtersTitle')}
        </h2>
      </div>
      <form role="search" onSubmit={(e) => e.preventDefault()} className="space-y-4">
        <div>
          <label htmlFor={`${id}-sort`} className={labelClasses}>
            {t('community.sortLabel')}
          </label>
          <select
            id={`${id}-sort`}
            name="sort"
            value={sort}
            onChange={(e) =>
              setSearchParams((current) => withPostParam(current, 'sort', e.target.value))
            }
            className={`${inputClasses} h-11 pr-8`}
          >
            {POST_SORTS.map((value: PostSort) => (
              <option key={value} value={value}>
                {t(`community.sorts.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-tags`} className={labelClasses}>
            {t('community.tagFilterLabel')}
          </label>
          <input
            id={`${id}-tags`}
            type="search"
            name="tags"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('community.tagFilterPlaceholder')}
            maxLength={500}
            autoComplete="off"
            aria-describedby={`${id}-tags-hint`}
            className={`${inputClasses} h-11`}
          />
          <p id={`${id}-tags-hint`} className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
            {t('community.tagFilterHint')}
          </p>
        </div>
        {filtered ? (
          <button type="button" onClick={clear} className={buttonClasses('ghost', 'sm', '-ml-3')}>
            {t('community.clearFilters')}
          </button>
        ) : null}
      </form>
    </section>
  )
}
