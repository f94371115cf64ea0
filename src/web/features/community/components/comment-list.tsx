// The comments of one post, newest first, 20 at a time with 'Show more comments', or 'No comments
// yet.'.
import { Suspense, useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/community'
import { type Comment } from '../../../../domain/schemas/community'
import { ageText } from '../lib/age-text'
import { buttonClasses } from '../../../components/ui/button-styles'
import { NoticeRegion, type Notice } from '../../../components/ui/notice'
import { useDeleteComment } from '../api/delete-comment'
import { useComments } from '../api/get-comments'
import { useReportComment } from '../api/report-comment'
import { EditCommentForm, HiddenBadge, ModerateComment } from './lazy-moderation'
import { withinEditWindow } from '../../../../domain/age'
import { PencilIcon } from '../../../components/ui/form-icons'
import { ConfirmDelete } from './confirm-delete'
import { smallActionClasses } from '../../../components/ui/button-styles'
import { ReportAction } from './report-action'
import { PostText } from './post-text'

export function CommentList({
  postId,
  id,
  signedIn,
  now,
  moderator = false,
}: {
  postId: string
  id: string
  signedIn: boolean
  now: Date
  moderator?: boolean
}) {
  const { t } = useTranslation()
  const query = useComments(postId, true)
  // A comment added while older pages load may appear on two pages: show each once.
  const comments = [
    ...new Map(
      (query.data?.pages.flatMap((page) => page.items) ?? []).map((c) => [c.commentId, c]),
    ).values(),
  ]
  return (
    <div id={id} className="mt-3 rounded-xl bg-slate-50 px-4 py-3 dark:bg-slate-800/50">
      {query.isPending ? (
        <p role="status" className="py-2 text-sm text-slate-600 dark:text-slate-400">
          {t('community.loadingComments')}
        </p>
      ) : query.isError ? (
        <div className="py-2">
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {t('community.commentsLoadFailed')}
          </p>
          <button
            type="button"
            onClick={() => void query.refetch()}
            className={buttonClasses('secondary', 'sm', 'mt-2')}
          >
            {t('community.retry')}
          </button>
        </div>
      ) : comments.length === 0 ? (
        <p className="py-2 text-sm text-slate-600 dark:text-slate-400">
          {t('community.noComments')}
        </p>
      ) : (
        <>
          <ul
            aria-label={t('community.comments')}
            className="divide-y divide-slate-200 dark:divide-slate-700"
          >
            {comments.map((comment) => (
              <CommentItem
                key={comment.commentId}
                comment={comment}
                signedIn={signedIn}
                now={now}
                moderator={moderator}
              />
            ))}
          </ul>
          {query.isFetchNextPageError ? (
            <p role="alert" className="pt-2 text-sm font-medium text-red-700 dark:text-red-300">
              {t('community.commentsLoadFailed')}
            </p>
          ) : null}
          {query.hasNextPage ? (
            <button
              type="button"
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
              className={buttonClasses('secondary', 'sm', 'mt-2')}
            >
              {query.isFetchingNextPage
                ? t('community.loadingMoreComments')
                : t('community.moreComments')}
            </button>
          ) : null}
        </>
      )}
    </div>
  )
}

function CommentItem({
  comment,
  signedIn,
  now,
  moderator,
}: {
  comment: Comment
  signedIn: boolean
  now: Date
  moderator: boolean
}) {
  const { t } = useTranslation()
  const [notice, setNotice] = useState<Notice | null>(null)
  const remove = useDeleteComment(comment.postId, comment.commentId)
  const report = useReportComment(comment.postId, comment.commentId)
  const [editing, setEditing] = useState(false)
  return (
    <li className={`py-3 first:pt-1 last:pb-1 ${comment.hidden ? 'opacity-60' : ''}`}>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        <span className="font-semibold text-slate-800 dark:text-slate-100">
          {comment.authorDeleted ? t('community.deletedUser') : comment.author}
        </span>
        {' · '}
        <time dateTime={comment.createdAt}>{ageText(t, comment.createdAt, now)}</time>
        {comment.editedAt ? (
          <span title={comment.editedAt}>
            {' · '}
            {t('community.edited')}
          </span>
        ) : null}
        {comment.hidden ? (
          <Suspense fallback={null}>
            <HiddenBadge />
          </Suspense>
        ) : null}
      </p>
      {editing ? (
        <Suspense fallback={null}>
          <EditCommentForm comment={comment} onDone={() => setEditing(false)} />
        </Suspense>
      ) : (
        <PostText text={comment.text} className="mt-1 text-sm text-slate-700 dark:text-slate-300" />
      )}
      {signedIn && !editing ? (
        <div className="mt-1 -ml-2.5 flex flex-wrap items-center gap-1">
          {comment.mine && withinEditWindow(comment.createdAt, now) ? (
            <button
              type="button"
              onClick={() => setEditing(true)}
              className={`${smallActionClasses} text-slate-500 hover:bg-slate-200 hover:text-slate-800 dark:text-slate-400 dark:hover:bg-slate-700 dark:hover:text-slate-100`}
            >
              <PencilIcon className="h-4 w-4" />
              {t('community.edit')}
            </button>
          ) : null}
          {comment.mine ? (
            <ConfirmDelete
              question={t('community.deleteCommentConfirm')}
              pending={remove.isPending}
              onConfirm={() =>
                remove.mutate(undefined, {
                  onError: () => setNotice({ text: t('community.deleteFailed'), tone: 'error' }),
                })
              }
            />
          ) : (
            <ReportAction
              reported={comment.reportedByMe}
              pending={report.isPending}
              onReport={(choice, done) =>
                report.mutate(choice, {
                  onSuccess: done,
                  onError: () => setNotice({ text: t('community.reportFailed'), tone: 'error' }),
                })
              }
              hoverClasses="hover:bg-slate-200 dark:hover:bg-slate-700"
            />
          )}
          {moderator ? (
            <Suspense fallback={null}>
              <ModerateComment
                postId={comment.postId}
                commentId={comment.commentId}
                hidden={comment.hidden}
                onNotice={setNotice}
                hoverClasses="hover:bg-slate-200 dark:hover:bg-slate-700"
              />
            </Suspense>
          ) : null}
        </div>
      ) : null}
      <NoticeRegion notice={notice} compact />
    </li>
  )
}
