// Reporting a review, post or comment (docs/product.md#moderation): the reasons a member picks from,
// free of any library so that the pages can list them.

/** 'other' comes with the member's own words (REPORT_DETAIL_MAX characters at most). */
export const REPORT_REASONS = ['spam', 'abuse', 'off-topic', 'other'] as const
export type ReportReason = (typeof REPORT_REASONS)[number]
export const REPORT_DETAIL_MAX = 300

export const REPORT_REASON_MESSAGE = 'Choose a reason: spam, abuse, off-topic or other.'
export const REPORT_DETAIL_MESSAGE = 'Say in a few words what is wrong with it.'
export const REPORT_DETAIL_TOO_LONG = `A reason can be at most ${REPORT_DETAIL_MAX} characters.`
