// The 'Write a Review' box (docs/product.md#reviews). Submit stays disabled while the text is
// blank; a visitor is told before typing that writing needs an account, and one who presses it is
// asked to log in; what they typed is kept as a draft across signing in (src/web/lib/drafts.ts). A
// user who already reviewed the course sees their review in the box: submitting again edits it
// (one review per user per course) for EDIT_WINDOW_MINUTES after writing it; after that they may
// delete it and write a new one (docs/decisions/036-reviews-edit-window.md).
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from '../../../lib/i18n'
import type { Review } from '../../../../domain/schemas/review'
import { buttonClasses, cardClasses, inputClasses } from '../../../components/ui/button-styles'
import { ApiError } from '../../../lib/api-client'
import { useSession } from '../../../lib/session'
import { useDeleteReview } from '../api/delete-review'
import { useSubmitReview } from '../api/submit-review'
import { NoticeRegion, type Notice } from '../../../components/ui/notice'
import { SignInPrompt } from '../../../components/ui/sign-in-prompt'
import { useDraft } from '../../../lib/drafts'
import { StarPicker } from './star-picker'
import {
  contextBody,
  contextOf,
  NO_CONTEXT,
  ReviewContextFields,
  type ContextFields,
} from './review-context-fields'
import { REVIEW_MAX_LENGTH } from '../../../../domain/review'
import { withinEditWindow } from '../../../../domain/age'
import { useNow } from '../../../lib/use-now'

type Props = {
  courseId: string
  /** True once the list has loaded, so `mine` is known. */
  ready: boolean
  /** The signed-in user's review of this course, if any. */
  mine: Review | undefined
  onChanged?: () => void
}

const isBlankContext = ({ aspects, ...typed }: ContextFields) =>
  Object.values(typed).every((value) => value === '') &&
  Object.values(aspects).every((stars) => stars === null)

/** A draft's context, as saved before (anything else is left out). */
function isContextFields(saved: unknown): saved is ContextFields {
  if (typeof saved !== 'object' || saved === null) return false
  const fields = saved as Record<string, unknown>
  return (
    ['completion', 'progress', 'takenIn', 'pricePaid'].every(
      (key) => typeof fields[key] === 'string',
    ) &&
    typeof fields.aspects === 'object' &&
    fields.aspects !== null
  )
}

export function ReviewForm({ courseId, ready, mine, onChanged }: Props) {
  const { t } = useTranslation()
  const session = useSession()
  const textId = useId()
  const countId = useId()
  const [text, setText] = useState('')
  const [rating, setRating] = useState<number | null>(null)
  const [context, setContext] = useState<ContextFields>(NO_CONTEXT)
  const [notice, setNotice] = useState<Notice | null>(null)
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const [prefilled, setPrefilled] = useState(false)
  // The context goes into the draft only once something in it is chosen: an empty box keeps none.
  const draft = { text, rating, ...(isBlankContext(context) ? {} : { context }) }
  const clearDraft = useDraft(`review:${courseId}`, draft, (saved) => {
    if (typeof saved.text === 'string') setText(saved.text)
    if (typeof saved.rating === 'number') setRating(saved.rating)
    if (isContextFields(saved.context)) setContext(saved.context)
  })
  const submit = useSubmitReview(courseId, onChanged)
  const remove = useDeleteReview(courseId, onChanged)

  // Once the list is known, an existing review fills the box (unless the user already typed).
  if (ready && !prefilled) {
    setPrefilled(true)
    if (mine && text === '') {
      setText(mine.text)
      setRating(mine.rating)
      setContext(contextOf(mine))
    }
  }

  const now = useNow(60_000)
  // Past the window the box only offers to delete; the server refuses a late edit all the same.
  const editable = !mine || !session.isLoggedIn || withinEditWindow(mine.createdAt, now)
  const blank = text.trim() === ''
  const loginNotice: Notice = { text: t('reviews.loginRequired'), tone: 'login' }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (blank || submit.isPending) return
    // docs/product.md#roles: signed-in status is the isLoggedIn flag.
    if (!session.isLoggedIn) {
      setNotice(loginNotice)
      return
    }
    setNotice(null)
    submit.mutate(
      { text: text.trim(), rating, ...contextBody(context) },
      {
        onSuccess: () => {
          clearDraft()
          setText('')
          setRating(null)
          setContext(NO_CONTEXT)
          setNotice({ text: t('reviews.submitted'), tone: 'success' })
        },
        onError: (error) => setNotice(failureNotice(error, t('reviews.submitFailed'))),
      },
    )
  }

  const onDelete = () => {
    if (!mine) return
    remove.mutate(mine.reviewId, {
      onSuccess: () => {
        setConfirmingDelete(false)
        setText('')
        setRating(null)
        setContext(NO_CONTEXT)
        setNotice({ text: t('reviews.deleted'), tone: 'success' })
      },
      onError: (error) => {
        setConfirmingDelete(false)
        setNotice(failureNotice(error, t('reviews.deleteFailed')))
      },
    })
  }

  /** A 4xx carries a message written for people (too long, too many writes); else the fixed one. */
  function failureNotice(error: unknown, fallback: string): Notice {
    if (error instanceof ApiError && error.status === 401) return loginNotice
    if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) {
      return { text: error.message, tone: 'error' }
    }
    return { text: fallback, tone: 'error' }
  }

  const headingId = `${textId}-heading`
  return (
    <section aria-labelledby={headingId} className={`${cardClasses} p-5 sm:p-6`}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900 dark:text-white">
        {t('reviews.writeTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('reviews.writeIntro')}</p>

      {mine && session.isLoggedIn ? (
        <div className="mt-4 rounded-lg bg-indigo-50 px-4 py-3 text-sm text-indigo-900 ring-1 ring-indigo-200 dark:bg-indigo-500/10 dark:text-indigo-100 dark:ring-indigo-500/30">
          <p>{editable ? t('reviews.alreadyReviewed') : t('reviews.editClosed')}</p>
          {confirmingDelete ? (
            <div className="mt-3 flex flex-wrap items-center gap-2">
              <p className="mr-2 font-medium">{t('reviews.deleteConfirm')}</p>
              <button
                type="button"
                onClick={onDelete}
                disabled={remove.isPending}
                className={buttonClasses(
                  'primary',
                  'sm',
                  'bg-red-600 hover:bg-red-700 dark:bg-red-500 dark:hover:bg-red-400',
                )}
              >
                {remove.isPending ? t('reviews.deleting') : t('reviews.confirmDelete')}
              </button>
              <button
                type="button"
                onClick={() => setConfirmingDelete(false)}
                disabled={remove.isPending}
                className={buttonClasses('secondary', 'sm')}
              >
                {t('reviews.cancel')}
              </button>
            </div>
          ) : (
            <button
              type="button"
              onClick={() => {
                setNotice(null)
                setConfirmingDelete(true)
              }}
              className="mt-2 rounded font-semibold text-red-700 underline underline-offset-2 hover:text-red-800 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-red-300 dark:hover:text-red-200"
            >
              {t('reviews.deleteMine')}
            </button>
          )}
        </div>
      ) : null}

      <SignInPrompt text={t('reviews.signInToWrite')} className="mt-4" />

      {editable ? (
        <form onSubmit={onSubmit} className="mt-5 space-y-4" noValidate>
          <div>
            <label
              htmlFor={textId}
              className="text-sm font-medium text-slate-700 dark:text-slate-200"
            >
              {t('reviews.textLabel')}
            </label>
            <textarea
              id={textId}
              value={text}
              onChange={(event) => setText(event.target.value)}
              maxLength={REVIEW_MAX_LENGTH}
              rows={5}
              placeholder={t('reviews.textPlaceholder')}
              aria-describedby={countId}
              className={`${inputClasses} mt-1.5 min-h-32 resize-y py-2.5 leading-relaxed`}
            />
            <p
              id={countId}
              className="mt-1 text-right text-xs text-slate-500 tabular-nums dark:text-slate-400"
            >
              <span aria-hidden="true">
                {t('reviews.characterCount', { count: text.length, max: REVIEW_MAX_LENGTH })}
              </span>
              <span className="sr-only">
                {t('reviews.characterCountLabel', { count: text.length, max: REVIEW_MAX_LENGTH })}
              </span>
            </p>
          </div>

          <StarPicker value={rating} onChange={setRating} />
          <ReviewContextFields value={context} onChange={setContext} />

          <div className="flex flex-wrap items-center gap-3">
            <button
              type="submit"
              // Until the auth state has loaded we cannot tell a visitor from a signed-in user.
              disabled={blank || submit.isPending || session.isPending}
              className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}
            >
              {submit.isPending ? t('reviews.submitting') : t('reviews.submit')}
            </button>
          </div>
        </form>
      ) : null}
      <NoticeRegion notice={notice} />
    </section>
  )
}
