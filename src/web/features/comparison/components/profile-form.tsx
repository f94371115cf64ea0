// 'Tell us more about yourself' (expertise, learning style, goals: the learner profile of
// docs/product.md#comparison-and-recommendation) and the 'Get Course Recommendations' button with
// its outcome notice.
import { lazy, Suspense, useId, type FormEvent } from 'react'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/comparison'
import type { LearnerProfile } from '../../../../domain/schemas/recommendation'
import { buttonClasses, cardClasses, inputClasses } from '../../../components/ui/button-styles'
import { NoticeRegion, type Notice } from '../../../components/ui/notice'
import { PROFILE_FIELD_MAX } from '../../../../domain/recommendation'

// 'What we understood' and the reading behind it (src/domain/learner-needs.ts) load when the
// learner first types: most of the page's visitors compare without writing about themselves.
const UnderstoodNeeds = lazy(async () => ({
  default: (await import('./understood-needs')).UnderstoodNeeds,
}))

type Field = keyof LearnerProfile

const FIELDS = [
  { name: 'expertise', label: 'comparison.expertise', hint: 'comparison.expertisePlaceholder' },
  {
    name: 'learningStyle',
    label: 'comparison.learningStyle',
    hint: 'comparison.learningStylePlaceholder',
  },
  { name: 'goals', label: 'comparison.goals', hint: 'comparison.goalsPlaceholder' },
] as const satisfies readonly { name: Field; label: string; hint: string }[]

type Props = {
  profile: LearnerProfile
  onChange: (profile: LearnerProfile) => void
  onSubmit: () => void
  pending: boolean
  notice: Notice | null
}

export function ProfileForm({ profile, onChange, onSubmit, pending, notice }: Props) {
  const { t } = useTranslation()
  const titleId = useId()
  const fieldId = useId()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!pending) onSubmit()
  }

  return (
    <form aria-labelledby={titleId} onSubmit={submit} className={`${cardClasses} p-4 sm:p-6`}>
      <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('comparison.profileTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {t('comparison.profileIntro')}
      </p>
      <div className="mt-5 space-y-4">
        {FIELDS.map((field) => {
          const id = `${fieldId}-${field.name}`
          const count = profile[field.name].length
          return (
            <div key={field.name}>
              <div className="mb-1.5 flex items-baseline justify-between gap-2">
                <label
                  htmlFor={id}
                  className="text-sm font-medium text-slate-700 dark:text-slate-300"
                >
                  {t(field.label)}
                </label>
                <span id={`${id}-count`} className="text-xs text-slate-500 dark:text-slate-400">
                  <span aria-hidden="true">
                    {t('comparison.characterCount', { count, max: PROFILE_FIELD_MAX })}
                  </span>
                  <span className="sr-only">
                    {t('comparison.characterCountLong', { count, max: PROFILE_FIELD_MAX })}
                  </span>
                </span>
              </div>
              <textarea
                id={id}
                name={field.name}
                rows={3}
                maxLength={PROFILE_FIELD_MAX}
                value={profile[field.name]}
                onChange={(e) => onChange({ ...profile, [field.name]: e.target.value })}
                placeholder={t(field.hint)}
                aria-describedby={`${id}-count`}
                className={`${inputClasses} resize-y py-2`}
              />
            </div>
          )
        })}
      </div>
      {Object.values(profile).some((text) => text.trim()) ? (
        <Suspense fallback={null}>
          <UnderstoodNeeds profile={profile} />
        </Suspense>
      ) : null}
      <button
        type="submit"
        disabled={pending}
        className={buttonClasses('primary', 'lg', 'mt-6 w-full')}
      >
        {pending ? (
          <span
            aria-hidden="true"
            className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
          />
        ) : null}
        {t(pending ? 'comparison.submitting' : 'comparison.submit')}
      </button>
      <NoticeRegion notice={notice} />
    </form>
  )
}
