// docs/product.md#course-detail: a course description is shown as bullet sentences.

/** Splits text into sentences at '.', '!', '?' or '।' followed by space or line end. */
export function descriptionToBullets(description: string): string[] {
  return description
    .split(/(?<=[.!?।])\s+|\n+/u)
    .map((s) => s.trim())
    .filter((s) => s.length > 0 && !/^[.!?।]+$/u.test(s))
}
