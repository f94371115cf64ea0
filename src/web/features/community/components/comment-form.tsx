// The comment box under a post (docs/product.md#comments): login required (said before typing),
// empty text ignored; an unsent comment is kept as a draft across signing in (src/web/lib/drafts.ts).
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/community'
import { COMMENT_MAX } from '../../../../domain/community-rules'
import { inputClasses } from '../../../components/ui/button-styles'
import { SendIcon } from '../../../components/ui/form-icons'
import { NoticeRegion, type Notice } from '../../../components/ui/notice'
import { ApiError } from '../../../lib/api-client'
import { SignInPrompt } from '../../../components/ui/sign-in-prompt'
import { useDraft } from '../../../lib/drafts'
import { useAddComment } from '../api/add-comment'

export function CommentForm({
  postId,
  signedIn,
  onCommented,
}: {
  postId: string
  signedIn: boolean
  onCommented: () => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const add = useAddComment(postId)
  const [text, setText] = useState('')
  const [notice, setNotice] = useState<Notice | null>(null)
  const clearDraft = useDraft(`comment:${postId}`, { text }, (saved) => {
    if (typeof saved.text === 'string') setText(saved.text)
  })

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (add.isPending) return
    if (!signedIn) {
      setNotice({ text: t('community.commentLoginRequired'), tone: 'login' })
      return
    }
    if (!text.trim()) return
    setNotice(null)
    const sent = text.trim()
    add.mutate(sent, {
      onSuccess: () => {
        // Only what was sent leaves the box: a next comment typed meanwhile stays.
        setText((current) => (current.trim() === sent ? '' : current))
        clearDraft()
        onCommented()
      },
      onError: (error) =>
        setNotice(
          error instanceof ApiError && error.status === 401
            ? { text: t('community.commentLoginRequired'), tone: 'login' }
            : error instanceof ApiError && error.code === 'suspended'
              ? { text: error.message, tone: 'error' } // the server's words, in the page's language
              : { text: t('community.commentFailed'), tone: 'error' },
        ),
    })
  }

  return (
    <div className="mt-4">
      {signedIn ? null : (
        <SignInPrompt text={t('community.commentSignInToWrite')} compact className="mb-2" />
      )}
      <form onSubmit={onSubmit} className="flex items-center gap-2">
        <label htmlFor={`${id}-comment`} className="sr-only">
          {t('community.commentLabel')}
        </label>
        <input
          id={`${id}-comment`}
          name="comment"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={COMMENT_MAX}
          placeholder={t('community.commentPlaceholder')}
          autoComplete="off"
          className={`${inputClasses} h-10 min-w-0 flex-1`}
        />
        <button
          type="submit"
          disabled={add.isPending}
          className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded-lg bg-indigo-600 px-3 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-60 dark:bg-indigo-500 dark:hover:bg-indigo-400 dark:focus-visible:outline-indigo-400"
        >
          <SendIcon className="h-4 w-4" />
          <span className="max-[360px]:sr-only">{t('community.sendComment')}</span>
        </button>
      </form>
      <NoticeRegion notice={notice} compact />
    </div>
  )
}
