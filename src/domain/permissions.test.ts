import { describe, expect, it } from 'vitest'
import type { Role } from './account'
import { can, type Actor } from './permissions'

const person = (role: Role, suspended = false, id = `${role}-1`): Actor => ({
  id,
  role,
  suspension: suspended ? { reason: 'Spam', until: null } : null,
})
const member = person('user')
const moderator = person('moderator')
const admin = person('admin')

describe('who may do what', () => {
  it('nobody signed out may do anything', () => {
    expect(can(null, 'contribute')).toBe(false)
    expect(can(undefined, 'moderate')).toBe(false)
  })

  it('moderators and administrators moderate; members do not', () => {
    expect([member, moderator, admin].map((who) => can(who, 'moderate'))).toEqual([
      false,
      true,
      true,
    ])
    expect([member, moderator, admin].map((who) => can(who, 'administer'))).toEqual([
      false,
      false,
      true,
    ])
  })

  it('a suspended member cannot contribute; a suspended moderator cannot moderate', () => {
    expect(can(person('user', true), 'contribute')).toBe(false)
    expect(can(person('moderator', true), 'moderate')).toBe(false)
    expect(can(person('moderator', true), 'suspend', { role: 'user' })).toBe(false)
    expect(can(member, 'contribute')).toBe(true)
  })

  it('nobody suspends an administrator; only an administrator suspends a moderator', () => {
    expect(can(moderator, 'suspend', { role: 'user' })).toBe(true)
    expect(can(moderator, 'suspend', { role: 'moderator' })).toBe(false)
    expect(can(admin, 'suspend', { role: 'moderator' })).toBe(true)
    expect(can(admin, 'suspend', { role: 'admin' })).toBe(false)
    expect(can(member, 'suspend', { role: 'user' })).toBe(false)
  })

  it('nobody lifts their own suspension; only an administrator lifts a moderator’s', () => {
    const suspendedModerator = person('moderator', true, 'mod-2')
    expect(can(suspendedModerator, 'lift-suspension', { userId: 'mod-2', role: 'moderator' })).toBe(
      false,
    )
    expect(can(moderator, 'lift-suspension', { userId: moderator.id, role: 'moderator' })).toBe(
      false,
    )
    expect(can(moderator, 'lift-suspension', { userId: 'mod-2', role: 'moderator' })).toBe(false)
    expect(can(moderator, 'lift-suspension', { userId: 'member-9', role: 'user' })).toBe(true)
    expect(can(admin, 'lift-suspension', { userId: 'mod-2', role: 'moderator' })).toBe(true)
    expect(can(admin, 'lift-suspension', { userId: admin.id, role: 'admin' })).toBe(false)
  })

  it('the author deletes what they wrote, suspended or not; an administrator deletes anything', () => {
    expect(can(person('user', true, 'a'), 'delete', { authorId: 'a' })).toBe(true)
    expect(can(member, 'delete', { authorId: 'someone-else' })).toBe(false)
    expect(can(moderator, 'delete', { authorId: 'someone-else' })).toBe(false)
    expect(can(admin, 'delete', { authorId: 'someone-else' })).toBe(true)
  })
})
