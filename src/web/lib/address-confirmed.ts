// Whether the member's address is confirmed: mails they ask for (price alerts, follows' digests)
// reach only a confirmed one. A module of its own: only the forms loaded on a click need it.
import { useQuery } from '@tanstack/react-query'
import { getMeQueryOptions } from './session'

/** Undefined while it is not known. */
export function useAddressConfirmed(): boolean | undefined {
  return useQuery({ ...getMeQueryOptions(), select: (me) => me.user?.emailVerified }).data
}
