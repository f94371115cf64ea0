// A moderator's Hide / Unhide on a post or comment (the shared control,
// src/web/components/moderation/moderate-action.tsx, bound to the board's API). Loaded only for
// moderators (lazy-moderation.tsx): nobody else's page carries this code.
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/community'
import { ModerateAction } from '../../../components/moderation/moderate-action'
import { useModerateComment, useModeratePost } from '../api/moderate'
import type { Notice } from '../../../components/ui/notice'

type Moderated = {
  hidden: boolean
  onNotice: (notice: Notice) => void
  hoverClasses: string
}

function useMutate(
  mutation: ReturnType<typeof useModeratePost>,
  onNotice: (notice: Notice) => void,
) {
  const { t } = useTranslation()
  return (hidden: boolean, reason?: string) =>
    mutation.mutate(
      { hidden, reason },
      { onError: () => onNotice({ text: t('community.moderateFailed'), tone: 'error' }) },
    )
}

export function ModeratePost({
  postId,
  hidden,
  onNotice,
  hoverClasses,
}: Moderated & { postId: string }) {
  const mutation = useModeratePost(postId)
  const change = useMutate(mutation, onNotice)
  return (
    <ModerateAction
      hidden={hidden}
      pending={mutation.isPending}
      onChange={change}
      hoverClasses={hoverClasses}
    />
  )
}

export function ModerateComment({
  postId,
  commentId,
  hidden,
  onNotice,
  hoverClasses,
}: Moderated & { postId: string; commentId: string }) {
  const mutation = useModerateComment(postId, commentId)
  const change = useMutate(mutation, onNotice)
  return (
    <ModerateAction
      hidden={hidden}
      pending={mutation.isPending}
      onChange={change}
      hoverClasses={hoverClasses}
    />
  )
}

export { HiddenBadge } from '../../../components/moderation/moderate-action'
