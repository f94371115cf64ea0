// A course's reviews kept live (docs/product.md#live-updates): on the course's stream, a changed
// review reloads every list of the course's reviews, and `onChanged` hears of it (the learners'
// rating moved). The course page listens from the moment it hydrates, before its reviews' own
// script has come (docs/decisions/061-reviews-hydrated-when-near.md).
import { useQueryClient } from '@tanstack/react-query'
import { useCourseEvents } from '../../../lib/event-stream'
import { reviewKeys } from './review-keys'

/** `courseId` '' listens to nothing. */
export function useLiveReviews(courseId: string, onChanged?: () => void) {
  const queryClient = useQueryClient()
  useCourseEvents(courseId, (event) => {
    if (event.type !== 'review.changed') return
    void queryClient.invalidateQueries({ queryKey: reviewKeys.course(courseId) })
    onChanged?.()
  })
}
