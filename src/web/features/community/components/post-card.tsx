// One post of the board (docs/product.md#community-page): vote arrows and score, title, image,
// body, 'By {author} | {relative time}', tags, the comment box and the 'N Comments' toggle, and
// Delete or Report; for a moderator also Hide / Unhide, and 'Hidden' on a hidden post.
import { Suspense, useId, useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/community'
import { type Post } from '../../../../domain/schemas/community'
import { type VoteChoice } from '../../../../domain/community-rules'
import { withinEditWindow } from '../../../../domain/age'
import { ageText } from '../lib/age-text'
import { ChevronDownIcon } from '../../../components/ui/icons'
import { MessageIcon, PencilIcon } from '../../../components/ui/form-icons'
import { NoticeRegion, type Notice } from '../../../components/ui/notice'
import { ApiError } from '../../../lib/api-client'
import { cardClasses } from '../../../components/ui/button-styles'
import { useDeletePost } from '../api/delete-post'
import { useReportPost } from '../api/report-post'
import { useVotePost } from '../api/vote-post'
import { EditPostForm, HiddenBadge, ModeratePost } from './lazy-moderation'
import { CommentForm } from './comment-form'
import { CommentList } from './comment-list'
import { ConfirmDelete } from './confirm-delete'
import { smallActionClasses } from '../../../components/ui/button-styles'
import { ReportAction } from './report-action'
import { PostText } from './post-text'
import { VoteButtons } from './vote-buttons'

export function PostCard({
  post,
  signedIn,
  now,
  moderator = false,
}: {
  post: Post
  signedIn: boolean
  now: Date
  /** The viewer moderates: Hide / Unhide here, and hidden posts shown greyed. */
  moderator?: boolean
}) {
  const { t } = useTranslation()
  const id = useId()
  const [open, setOpen] = useState(false)
  const [editing, setEditing] = useState(false)
  const [notice, setNotice] = useState<Notice | null>(null)
  const vote = useVotePost(post.postId)
  const remove = useDeletePost(post.postId)
  const report = useReportPost(post.postId)

  const onVote = (choice: VoteChoice) => {
    if (!signedIn) {
      setNotice({ text: t('community.voteLoginRequired'), tone: 'login' })
      return
    }
    setNotice(null)
    vote.mutate(choice, {
      onError: (error) =>
        setNotice(
          error instanceof ApiError && error.status === 401
            ? { text: t('community.voteLoginRequired'), tone: 'login' }
            : error instanceof ApiError && error.code === 'suspended'
              ? { text: error.message, tone: 'error' } // the server's words, in the page's language
              : { text: t('community.voteFailed'), tone: 'error' },
        ),
    })
  }

  return (
    <article
      aria-labelledby={`${id}-title`}
      className={`${cardClasses} flex gap-3 p-4 sm:gap-4 sm:p-5 ${post.hidden ? 'opacity-60' : ''}`}
    >
      <VoteButtons post={post} signedIn={signedIn} onVote={onVote} />
      <div className="min-w-0 flex-1">
        <h3
          id={`${id}-title`}
          className="text-lg leading-snug font-semibold break-words text-slate-900 dark:text-white"
        >
          {post.title}
        </h3>
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
          {t('community.byline', {
            // A deleted account's kept post (docs/decisions/029-deleting-an-account.md).
            author: post.authorDeleted ? t('community.deletedUser') : post.author,
            time: ageText(t, post.createdAt, now),
          })}
          {post.editedAt ? (
            <span title={post.editedAt}>
              {' · '}
              {t('community.edited')}
            </span>
          ) : null}
          {post.mine ? (
            <span className="ml-2 rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-semibold text-indigo-700 ring-1 ring-indigo-200 dark:bg-indigo-500/15 dark:text-indigo-200 dark:ring-indigo-500/30">
              {t('community.yours')}
            </span>
          ) : null}
          {post.hidden ? (
            <Suspense fallback={null}>
              <HiddenBadge />
            </Suspense>
          ) : null}
        </p>
        {post.image ? (
          <img
            src={post.image}
            alt={t('community.imageAlt', { title: post.title })}
            loading="lazy"
            decoding="async"
            className="mt-3 max-h-[28rem] w-full rounded-xl border border-slate-200 bg-slate-50 object-contain dark:border-slate-700 dark:bg-slate-800"
          />
        ) : null}
        {editing ? (
          <Suspense fallback={null}>
            <EditPostForm post={post} onDone={() => setEditing(false)} />
          </Suspense>
        ) : null}
        <PostText
          text={post.body}
          className={`mt-3 leading-relaxed text-slate-700 dark:text-slate-300 ${editing ? 'hidden' : ''}`}
        />
        {post.tags.length > 0 && !editing ? (
          <ul aria-label={t('community.tags')} className="mt-3 flex flex-wrap gap-1.5">
            {post.tags.map((tag) => (
              <li
                key={tag}
                className="max-w-full truncate rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-medium text-indigo-700 ring-1 ring-indigo-200/70 dark:bg-indigo-500/10 dark:text-indigo-200 dark:ring-indigo-500/30"
              >
                #{tag}
              </li>
            ))}
          </ul>
        ) : null}

        <div className="mt-3 -ml-2.5 flex flex-wrap items-center gap-1">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={open ? `${id}-comments` : undefined}
            onClick={() => setOpen((value) => !value)}
            className={`${smallActionClasses} text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white`}
          >
            <MessageIcon className="h-4 w-4" />
            {t('community.commentCount', { count: post.commentCount })}
            <ChevronDownIcon
              className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`}
            />
          </button>
          {signedIn && post.mine && !editing && withinEditWindow(post.createdAt, now) ? (
            <button
              type="button"
              onClick={() => setEditing(true)}
              className={`${smallActionClasses} text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100`}
            >
              <PencilIcon className="h-4 w-4" />
              {t('community.edit')}
            </button>
          ) : null}
          {signedIn && post.mine ? (
            <ConfirmDelete
              question={t('community.deletePostConfirm')}
              pending={remove.isPending}
              onConfirm={() =>
                remove.mutate(undefined, {
                  onError: () => setNotice({ text: t('community.deleteFailed'), tone: 'error' }),
                })
              }
            />
          ) : signedIn ? (
            <ReportAction
              reported={post.reportedByMe}
              pending={report.isPending}
              onReport={(choice, done) =>
                report.mutate(choice, {
                  onSuccess: done,
                  onError: () => setNotice({ text: t('community.reportFailed'), tone: 'error' }),
                })
              }
              hoverClasses="hover:bg-slate-100 dark:hover:bg-slate-800"
            />
          ) : null}
          {moderator ? (
            <Suspense fallback={null}>
              <ModeratePost
                postId={post.postId}
                hidden={post.hidden}
                onNotice={setNotice}
                hoverClasses="hover:bg-slate-100 dark:hover:bg-slate-800"
              />
            </Suspense>
          ) : null}
        </div>
        <NoticeRegion notice={notice} compact />

        {open ? (
          <CommentList
            postId={post.postId}
            id={`${id}-comments`}
            signedIn={signedIn}
            now={now}
            moderator={moderator}
          />
        ) : null}
        <CommentForm postId={post.postId} signedIn={signedIn} onCommented={() => setOpen(true)} />
      </div>
    </article>
  )
}
