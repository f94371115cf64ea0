// Keeps an open exam page, the exams' list and My Courses' exams current
// (docs/product.md#keeping-exam-dates): a moderator's change ('exam.changed') refetches what shows
// exams, after a short random delay so that every open page does not ask at the same instant.
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { subscribeToLiveEvents } from '../../../lib/event-stream'
import { examFollowKeys } from './exam-follows'
import { examKeys } from './exams'

export function useLiveExamUpdates(): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const unsubscribe = subscribeToLiveEvents((event) => {
      if (event.type !== 'exam.changed' && event.type !== 'everything.changed') return
      timer ??= setTimeout(
        () => {
          timer = undefined
          void queryClient.invalidateQueries({ queryKey: examKeys.all })
          void queryClient.invalidateQueries({ queryKey: examFollowKeys.all })
        },
        300 + Math.random() * 1200,
      )
    })
    return () => {
      unsubscribe()
      clearTimeout(timer)
    }
  }, [queryClient])
}
