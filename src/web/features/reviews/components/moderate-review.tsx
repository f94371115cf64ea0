// A moderator's Hide / Unhide on a review, and the 'Hidden' mark (the shared control bound to the
// reviews API). Loaded only for moderators (see review-item.tsx).
import { useTranslation } from '../../../lib/i18n'
import { ModerateAction } from '../../../components/moderation/moderate-action'
import type { Notice } from '../../../components/ui/notice'
import { useModerateReview } from '../api/moderate-review'

export function ModerateReview({
  courseId,
  reviewId,
  hidden,
  onNotice,
}: {
  courseId: string
  reviewId: string
  hidden: boolean
  onNotice: (notice: Notice) => void
}) {
  const { t } = useTranslation()
  const mutation = useModerateReview(courseId, reviewId)
  return (
    <ModerateAction
      hidden={hidden}
      pending={mutation.isPending}
      onChange={(next, reason) =>
        mutation.mutate(
          { hidden: next, reason },
          { onError: () => onNotice({ text: t('community.moderateFailed'), tone: 'error' }) },
        )
      }
      hoverClasses="hover:bg-slate-100 dark:hover:bg-slate-800"
    />
  )
}

export { HiddenBadge } from '../../../components/moderation/moderate-action'
