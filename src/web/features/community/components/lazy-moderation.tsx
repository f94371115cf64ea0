// The moderation controls and the edit forms, loaded on first use: only moderators' pages render
// the first, and the second only while an author edits, so other visitors do not download them
// (the page's script budget, docs/decisions/032).
import { lazy } from 'react'

const load = () => import('./moderate-action')
export const ModeratePost = lazy(async () => ({ default: (await load()).ModeratePost }))
export const ModerateComment = lazy(async () => ({ default: (await load()).ModerateComment }))
export const HiddenBadge = lazy(async () => ({ default: (await load()).HiddenBadge }))

const loadEdit = () => import('./edit-forms')
export const EditPostForm = lazy(async () => ({ default: (await loadEdit()).EditPostForm }))
export const EditCommentForm = lazy(async () => ({ default: (await loadEdit()).EditCommentForm }))
