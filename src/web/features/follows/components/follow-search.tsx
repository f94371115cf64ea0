// "Follow this search" under the catalogue's results (docs/product.md#follows): the button is all
// the catalogue carries; its click loads the form (or, for a visitor, the way to sign in first).
import { useState, type ComponentType } from 'react'
import { normalFollowQuery, type FollowQuery } from '../../../../domain/follows'
import { buttonClasses } from '../../../components/ui/button-styles'
import { loadTranslations, useTranslation } from '../../../lib/i18n'

type Slot = ComponentType<{ query: FollowQuery }>

/** The button, for the catalogue's filters and search now; nothing when none is chosen. */
export function FollowSearch({ query }: { query: FollowQuery }) {
  const { t } = useTranslation()
  const [Form, setForm] = useState<Slot | null>(null)
  const normal = normalFollowQuery(query)
  if (Object.keys(normal).length === 0) return null
  if (Form) return <Form query={normal} />
  return (
    <button
      type="button"
      onClick={() =>
        void import('./follow-slot').then(async (m) => {
          // Its texts in the page's language (a section of their own) before it shows.
          await loadTranslations()
          setForm(() => m.FollowSlot)
        })
      }
      className={buttonClasses('secondary', 'sm', 'mb-6')}
    >
      {t('catalogue.followSearch')}
    </button>
  )
}
