// The moderation controls, loaded on first use: only moderators' pages render them, so members and
// visitors do not download them (the page's script budget, docs/decisions/032).
import { lazy } from 'react'

const load = () => import('./moderate-action')
export const ModeratePost = lazy(async () => ({ default: (await load()).ModeratePost }))
export const ModerateComment = lazy(async () => ({ default: (await load()).ModerateComment }))
export const HiddenBadge = lazy(async () => ({ default: (await load()).HiddenBadge }))
