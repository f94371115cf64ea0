// The /community page (docs/product.md#community-page): 'Filters/Tags' on the left, the 'Community
// Posts' feed in the centre and 'Create New Post' on the right. Below lg (phones, tablets) the feed
// comes first: 'New post' and 'Filters (n)' buttons open the form and the filters above it, in
// place. CSS alone hides them there, so the first render is the same on every screen. Live events
// keep the board current while it is open.
import { useId, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/community'
import { useSearchParams } from '../../../lib/router'
import { buttonClasses } from '../../../components/ui/button-styles'
import { PlusIcon, SlidersIcon } from '../../../components/ui/icons'
import { useLivePosts } from '../api/use-live-posts'
import { activePostFilterCount, readPostParams } from '../lib/post-search-params'
import { CreatePostForm } from './create-post-form'
import { PostFeed } from './post-feed'
import { PostFilters } from './post-filters'

export function CommunityBoard() {
  const { t } = useTranslation()
  useLivePosts()
  const [searchParams] = useSearchParams()
  const filterCount = activePostFilterCount(readPostParams(searchParams))
  const [formOpen, setFormOpen] = useState(false)
  const [filtersOpen, setFiltersOpen] = useState(false)
  const titleRef = useRef<HTMLInputElement>(null)
  const formId = useId()
  const filtersId = useId()

  const toggleForm = () => {
    if (formOpen) {
      setFormOpen(false)
      return
    }
    // Shown first, then the cursor goes to the title: a hidden box cannot take focus.
    flushSync(() => setFormOpen(true))
    titleRef.current?.focus()
  }

  return (
    <>
      <div className="mt-6 flex gap-3 lg:hidden">
        <button
          type="button"
          onClick={toggleForm}
          aria-expanded={formOpen}
          aria-controls={formId}
          className={buttonClasses('primary', 'md', 'flex-1')}
        >
          <PlusIcon className="h-5 w-5" />
          {t('community.newPost')}
        </button>
        <button
          type="button"
          onClick={() => setFiltersOpen((open) => !open)}
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          className={buttonClasses('secondary', 'md', 'flex-1')}
        >
          <SlidersIcon className="h-5 w-5 text-indigo-600 dark:text-indigo-400" />
          {filterCount > 0
            ? t('community.filtersCount', { count: filterCount })
            : t('community.filters')}
        </button>
      </div>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:mt-8 lg:grid-cols-[15rem_minmax(0,1fr)_19rem] xl:grid-cols-[16rem_minmax(0,1fr)_21rem]">
        <CreatePostForm
          id={formId}
          titleRef={titleRef}
          className={`min-w-0 lg:col-start-3 lg:row-start-1 lg:self-start ${formOpen ? '' : 'max-lg:hidden'}`}
        />
        <PostFilters
          id={filtersId}
          className={`min-w-0 lg:sticky lg:top-24 lg:col-start-1 lg:row-start-1 lg:self-start ${filtersOpen ? '' : 'max-lg:hidden'}`}
        />
        <PostFeed className="min-w-0 lg:col-start-2 lg:row-start-1" />
      </div>
    </>
  )
}
