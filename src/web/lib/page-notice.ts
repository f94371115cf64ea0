// A notice that a navigation carries to the next page in its history state, shown above that page
// by the layout (src/web/app/layout/page-notice.tsx): the home page after an account was deleted
// (docs/product.md#account-page). Each notice's text is the core catalogue's `pages.<name>`.

export type PageNoticeName = 'accountDeleted'
const NAMES: readonly PageNoticeName[] = ['accountDeleted']

/** The `state` of a navigation that shows `notice` on the next page. */
export const pageNoticeState = (notice: PageNoticeName) => ({ notice })

/** The notice a location's state carries, if any. */
export function pageNoticeOf(state: unknown): PageNoticeName | null {
  const notice = (state as { notice?: unknown } | null)?.notice
  return NAMES.find((name) => name === notice) ?? null
}
