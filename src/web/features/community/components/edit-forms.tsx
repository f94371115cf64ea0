// The author's edit of a post or a comment, in place, within 15 minutes of writing it
// (docs/product.md#posts): the fields as they are, Save and Cancel. The server's own words are
// shown when it refuses (the 15 minutes are over, a field is empty or too long).
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/community'
import { COMMENT_MAX, POST_BODY_MAX, POST_TITLE_MAX } from '../../../../domain/community-rules'
import type { Comment, Post } from '../../../../domain/schemas/community'
import { buttonClasses, inputClasses } from '../../../components/ui/button-styles'
import { NoticeRegion, type Notice } from '../../../components/ui/notice'
import { ApiError } from '../../../lib/api-client'
import { useEditComment, useEditPost } from '../api/edit'

const labelClasses = 'mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300'

function useFailure() {
  const { t } = useTranslation()
  return (error: unknown): Notice =>
    error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message
      ? { text: error.message, tone: 'error' }
      : { text: t('community.editFailed'), tone: 'error' }
}

function Buttons({ pending, onCancel }: { pending: boolean; onCancel: () => void }) {
  const { t } = useTranslation()
  return (
    <div className="flex gap-2">
      <button type="submit" disabled={pending} className={buttonClasses('primary', 'sm')}>
        {pending ? t('community.saving') : t('community.save')}
      </button>
      <button type="button" onClick={onCancel} className={buttonClasses('secondary', 'sm')}>
        {t('community.cancel')}
      </button>
    </div>
  )
}

export function EditPostForm({ post, onDone }: { post: Post; onDone: () => void }) {
  const { t } = useTranslation()
  const id = useId()
  const save = useEditPost(post.postId)
  const failure = useFailure()
  const [title, setTitle] = useState(post.title)
  const [body, setBody] = useState(post.body)
  const [tags, setTags] = useState(post.tags.join(', '))
  const [notice, setNotice] = useState<Notice | null>(null)
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setNotice(null)
    save.mutate(
      { title, body, tags },
      { onSuccess: onDone, onError: (error) => setNotice(failure(error)) },
    )
  }
  return (
    <form onSubmit={onSubmit} className="mt-3 space-y-3">
      <div>
        <label htmlFor={`${id}-title`} className={labelClasses}>
          {t('community.titleLabel')}
        </label>
        <input
          id={`${id}-title`}
          value={title}
          maxLength={POST_TITLE_MAX}
          onChange={(e) => setTitle(e.target.value)}
          className={`${inputClasses} h-10`}
        />
      </div>
      <div>
        <label htmlFor={`${id}-body`} className={labelClasses}>
          {t('community.bodyLabel')}
        </label>
        <textarea
          id={`${id}-body`}
          value={body}
          rows={4}
          maxLength={POST_BODY_MAX}
          onChange={(e) => setBody(e.target.value)}
          className={`${inputClasses} resize-y py-2`}
        />
      </div>
      <div>
        <label htmlFor={`${id}-tags`} className={labelClasses}>
          {t('community.tagsLabel')}
        </label>
        <input
          id={`${id}-tags`}
          value={tags}
          onChange={(e) => setTags(e.target.value)}
          className={`${inputClasses} h-10`}
        />
      </div>
      <Buttons pending={save.isPending} onCancel={onDone} />
      <NoticeRegion notice={notice} compact />
    </form>
  )
}

export function EditCommentForm({ comment, onDone }: { comment: Comment; onDone: () => void }) {
  const { t } = useTranslation()
  const id = useId()
  const save = useEditComment(comment.postId, comment.commentId)
  const failure = useFailure()
  const [text, setText] = useState(comment.text)
  const [notice, setNotice] = useState<Notice | null>(null)
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setNotice(null)
    save.mutate(text, { onSuccess: onDone, onError: (error) => setNotice(failure(error)) })
  }
  return (
    <form onSubmit={onSubmit} className="mt-2 space-y-2">
      <label htmlFor={`${id}-text`} className="sr-only">
        {t('community.editComment')}
      </label>
      <textarea
        id={`${id}-text`}
        value={text}
        rows={2}
        maxLength={COMMENT_MAX}
        onChange={(e) => setText(e.target.value)}
        className={`${inputClasses} resize-y py-2`}
      />
      <Buttons pending={save.isPending} onCancel={onDone} />
      <NoticeRegion notice={notice} compact />
    </form>
  )
}
