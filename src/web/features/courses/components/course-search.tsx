// The header's course search: an ARIA 1.2 combobox with a listbox of suggestions from
// /api/courses/suggest. Arrow keys move through the options, Enter opens the chosen course (or the
// catalogue searched for the typed text), Escape closes the list, then clears the box.
import { useId, useState, type KeyboardEvent } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { useNavigate } from '../../../lib/router'
import type { Suggestion } from '../../../../domain/schemas/course'
import { coursePath } from '../../../../domain/format'
import { SearchIcon } from '../../../components/ui/icons'
import { useDebouncedValue } from '../../../lib/use-debounced-value'
import { useSuggestions } from '../api/get-suggestions'
import { displayCourseName } from '../../../components/course-card/course-display'

export const SUGGEST_DEBOUNCE_MS = 250

type Props = {
  debounceMs?: number
  /** Called after the search navigates somewhere (the mobile menu closes itself). */
  onNavigate?: () => void
  className?: string
  /** Position and width of the suggestion list (default: as wide as the box). */
  listClassName?: string
}

export function CourseSearch({
  debounceMs = SUGGEST_DEBOUNCE_MS,
  onNavigate,
  className = '',
  listClassName = 'right-0 left-0',
}: Props) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const id = useId()
  const listboxId = `${id}-listbox`
  const [text, setText] = useState('')
  const [open, setOpen] = useState(false)
  const [activeIndex, setActiveIndex] = useState(-1)

  const query = useDebouncedValue(text.trim(), debounceMs)
  const suggestions = useSuggestions(query)
  const items: Suggestion[] = query ? (suggestions.data ?? []) : []
  const expanded = open && query.length > 0 && (items.length > 0 || suggestions.isSuccess)
  const active = expanded && activeIndex >= 0 && activeIndex < items.length ? activeIndex : -1
  const optionId = (index: number) => `${id}-option-${index}`

  const reset = () => {
    setText('')
    setOpen(false)
    setActiveIndex(-1)
  }

  const choose = (suggestion: Suggestion) => {
    reset()
    void navigate(coursePath(suggestion))
    onNavigate?.()
  }

  const searchCatalogue = () => {
    const q = text.trim()
    if (!q) return
    reset()
    void navigate(`/all-courses?${new URLSearchParams({ q }).toString()}`)
    onNavigate?.()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown': {
        event.preventDefault()
        if (!open) {
          setOpen(true)
          setActiveIndex(0)
        } else if (items.length > 0) {
          setActiveIndex((active + 1) % items.length)
        }
        break
      }
      case 'ArrowUp': {
        event.preventDefault()
        if (!open) {
          setOpen(true)
          setActiveIndex(items.length - 1)
        } else if (items.length > 0) {
          setActiveIndex(active <= 0 ? items.length - 1 : active - 1)
        }
        break
      }
      case 'Enter': {
        event.preventDefault()
        const chosen = active >= 0 ? items[active] : undefined
        if (chosen) choose(chosen)
        else searchCatalogue()
        break
      }
      case 'Escape': {
        if (expanded) {
          event.preventDefault()
          setOpen(false)
          setActiveIndex(-1)
        } else if (text) {
          event.preventDefault()
          reset()
        }
        break
      }
      default:
        break
    }
  }

  return (
    // Without JavaScript the box is a plain search form for the catalogue.
    <form
      role="search"
      aria-label={t('search.label')}
      action="/all-courses"
      method="get"
      onSubmit={(event) => event.preventDefault()}
      className={`relative ${className}`}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        {t('search.label')}
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400" />
      <input
        id={`${id}-input`}
        type="text"
        name="q"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={200}
        value={text}
        placeholder={t('search.placeholder')}
        onChange={(e) => {
          setText(e.target.value)
          setOpen(true)
          setActiveIndex(-1)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false)
          setActiveIndex(-1)
        }}
        className="h-10 w-full rounded-full border border-slate-200 bg-slate-100 pr-4 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus:border-indigo-500 focus:bg-white focus:outline-2 focus:outline-offset-0 focus:outline-indigo-500/40 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100 dark:placeholder:text-slate-400 dark:focus:bg-slate-900"
      />
      <ul
        id={listboxId}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!expanded}
        className={`absolute top-full ${listClassName} z-50 mt-2 max-h-80 overflow-auto rounded-xl border border-slate-200 bg-white py-1 shadow-xl dark:border-slate-700 dark:bg-slate-900`}
      >
        {items.map((item, index) => (
          <li
            key={item.courseId}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Keep focus in the input so the click is not lost to its blur.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(item)}
            onMouseMove={() => {
              if (index !== active) setActiveIndex(index)
            }}
            className={`cursor-pointer truncate px-4 py-2.5 text-sm ${
              index === active
                ? 'bg-indigo-50 text-indigo-900 dark:bg-indigo-500/20 dark:text-white'
                : 'text-slate-700 dark:text-slate-200'
            }`}
          >
            {displayCourseName(item.courseName, t)}
          </li>
        ))}
        {expanded && items.length === 0 ? (
          <li
            role="presentation"
            className="px-4 py-2.5 text-sm text-slate-500 dark:text-slate-400"
          >
            {t('search.noSuggestions')}
          </li>
        ) : null}
      </ul>
      <div role="status" className="sr-only">
        {expanded && items.length > 0 ? t('search.suggestionCount', { count: items.length }) : ''}
      </div>
    </form>
  )
}
