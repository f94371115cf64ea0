// Following exams (docs/product.md#exam-reminders): the member's followed exams (GET /api/me/exams,
// under ['me'] so sign-out drops them), following one (PUT: sent twice it is one follow, so a
// resend is safe), stopping (DELETE), a reminder's stop link (POST /api/exam-reminders/stop, signed
// in or not), and the member's private calendar address (GET, PUT to make it, POST …/reset for a
// new one, DELETE).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  ExamCalendarFeed,
  FollowedExam,
  FollowedExamList,
} from '../../../../domain/schemas/exams'
import { apiGet, apiSend } from '../../../lib/api-client'

export const examFollowKeys = {
  all: ['me', 'exams'] as const,
  calendar: ['me', 'exam-calendar'] as const,
}

export const followedExamsQueryOptions = () =>
  queryOptions({
    queryKey: examFollowKeys.all,
    queryFn: ({ signal }) =>
      apiGet<FollowedExamList>('/me/exams', { signal }).then((list) => list.items),
  })

export function useFollowedExams(enabled = true) {
  return useQuery({ ...followedExamsQueryOptions(), enabled })
}

function useFollowChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: examFollowKeys.all }),
  })
}

const examPath = (slug: string) => `/me/exams/${encodeURIComponent(slug)}`

export const useFollowExam = () =>
  useFollowChange((slug: string) =>
    apiSend<FollowedExam>('PUT', examPath(slug), undefined, 'state'),
  )

export const useUnfollowExam = () =>
  useFollowChange((slug: string) => apiSend<void>('DELETE', examPath(slug)))

export const useStopExamsByLink = () =>
  useFollowChange((token: string) =>
    apiSend<{ message: string }>('POST', '/exam-reminders/stop', { token }, 'state'),
  )

export function useExamCalendar(enabled = true) {
  return useQuery({
    queryKey: examFollowKeys.calendar,
    queryFn: ({ signal }) =>
      apiGet<ExamCalendarFeed>('/me/exam-calendar', { signal }).then((answer) => answer.feed),
    enabled,
  })
}

/** Makes (PUT, 'state': asked twice, one address), replaces (POST …/reset) or removes the address. */
export function useChangeExamCalendar() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (change: 'make' | 'reset' | 'remove') => {
      if (change === 'remove') {
        await apiSend<void>('DELETE', '/me/exam-calendar')
        return null
      }
      const answer =
        change === 'make'
          ? await apiSend<ExamCalendarFeed>('PUT', '/me/exam-calendar', undefined, 'state')
          : await apiSend<ExamCalendarFeed>('POST', '/me/exam-calendar/reset')
      return answer.feed
    },
    onSuccess: (feed) => queryClient.setQueryData(examFollowKeys.calendar, feed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: examFollowKeys.calendar }),
  })
}
