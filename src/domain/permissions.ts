// Who may do what (docs/product.md#roles, docs/security.md#roles): one plain function the server
// calls before it acts and the web reads to decide which controls to show, so the two never
// disagree. Roles: 'user', 'moderator' (appointed by an administrator), 'admin' (ADMIN_EMAILS, once
// the address is confirmed). A suspension in force takes away everything that others see: writing,
// and for a moderator, moderating.
import { canModerate, type Role } from './account'

/** Whoever asks: a signed-in user's profile (or anything with these fields). */
export interface Actor {
  id: string
  role: Role
  /** A suspension in force, or null. */
  suspension: unknown
}

/** The actions, and what each needs to know of its target. */
interface Targets {
  /** Post, comment, vote, review, report, add a course. */
  contribute: undefined
  /** Hide and show again, dismiss reports, approve or reject added courses, see the queues. */
  moderate: undefined
  /** Appoint moderators, edit and import courses, read the audit log and the lists. */
  administer: undefined
  /** Suspend a member: never an administrator; a moderator only by an administrator. */
  suspend: { role: Role }
  /** Lift a suspension: never one's own; a moderator's only by an administrator. */
  'lift-suspension': { userId: string; role: Role }
  /** Delete a post, comment or review: its author, or an administrator. */
  delete: { authorId: string }
}
export type Action = keyof Targets

type TargetArgument<A extends Action> = Targets[A] extends undefined ? [] : [target: Targets[A]]

export function can<A extends Action>(
  actor: Actor | null | undefined,
  action: A,
  ...[target]: TargetArgument<A>
): boolean {
  if (!actor) return false
  const suspended = actor.suspension != null
  const moderates = canModerate(actor.role) && !suspended
  const administers = actor.role === 'admin' && !suspended
  switch (action) {
    case 'contribute':
      return !suspended
    case 'moderate':
      return moderates
    case 'administer':
      return administers
    case 'suspend': {
      const { role } = target as Targets['suspend']
      return moderates && role !== 'admin' && (role !== 'moderator' || administers)
    }
    case 'lift-suspension': {
      const { userId, role } = target as Targets['lift-suspension']
      return moderates && userId !== actor.id && (role !== 'moderator' || administers)
    }
    case 'delete': {
      const { authorId } = target as Targets['delete']
      return authorId === actor.id || administers
    }
    default:
      return false
  }
}
