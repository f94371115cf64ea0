import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { AccountSession, MeResponse } from '../../../../domain/schemas/account'
import { PASSWORD_RULE_MESSAGE } from '../../../../domain/credentials'
import { installFakeApi } from '../../../test/fake-api'
import { renderWithApp } from '../../../test/render'
import { meKey } from '../../../lib/session'
// The page around the settings: its heading and tab title are the page's.
import AccountPage from '../../../pages/account'

const asha = {
  email: 'asha@example.com',
  password: 'Secret123',
  displayName: 'Asha',
}
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()
const session = (overrides: Partial<AccountSession>): AccountSession => ({
  id: 'session-this',
  browser: 'Chrome',
  os: 'Windows',
  current: true,
  createdAt: minutesAgo(3 * 24 * 60),
  lastSeenAt: minutesAgo(0),
  ...overrides,
})
const threeSessions = () => [
  session({}),
  session({
    id: 'session-phone',
    browser: 'Chrome',
    os: 'Android',
    current: false,
    lastSeenAt: minutesAgo(120),
  }),
  session({
    id: 'session-laptop',
    browser: 'Firefox',
    os: 'Windows',
    current: false,
    lastSeenAt: minutesAgo(2),
  }),
]

const region = (name: string) => screen.getByRole('region', { name })

describe('the account page', () => {
  it('asks a visitor to sign in, and asks for nothing else', async () => {
    const api = installFakeApi()
    renderWithApp(<AccountPage />, { url: '/account' })
    expect(screen.getByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument()
    expect(
      await screen.findByRole('heading', { name: 'Sign in to manage your account' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/sign-in?next=%2Faccount',
    )
    expect(api.requests.map((r) => r.path)).toEqual(['/api/me'])
    await waitFor(() => expect(document.title).toBe('Account | CourseCompass'))
  })

  it('changes the display name, which the header shows at once', async () => {
    const api = installFakeApi({ accounts: [asha], signedIn: true })
    const { queryClient } = renderWithApp(<AccountPage />, { url: '/account' })
    const profile = await screen.findByRole('region', { name: 'Profile' })
    expect(profile).toHaveTextContent('asha@example.com')
    expect(profile).toHaveTextContent('Member since 9 November 2024')
    const name = within(profile).getByLabelText('Full Name')
    expect(name).toHaveValue('Asha')
    await userEvent.clear(name)
    await userEvent.type(name, '  Asha Verma ')
    await userEvent.click(within(profile).getByRole('button', { name: 'Save name' }))
    expect(await within(profile).findByText('Your name was saved.')).toBeInTheDocument()
    expect(api.requests).toContainEqual(
      expect.objectContaining({
        method: 'PUT',
        path: '/api/me/name',
        body: { name: 'Asha Verma' },
      }),
    )
    expect(name).toHaveValue('Asha Verma')
    expect(queryClient.getQueryData<MeResponse>(meKey)?.user?.displayName).toBe('Asha Verma')
  })

  it('changes the password: the new one is checked first, a wrong current one is shown by its field', async () => {
    const api = installFakeApi({ accounts: [asha], signedIn: true, sessions: threeSessions() })
    renderWithApp(<AccountPage />, { url: '/account' })
    const password = await screen.findByRole('region', { name: 'Password' })
    const current = within(password).getByLabelText('Current password')
    const next = within(password).getByLabelText('New password')
    const submit = within(password).getByRole('button', { name: 'Change password' })

    await userEvent.type(current, 'Secret123')
    await userEvent.type(next, 'weakpassword')
    await userEvent.click(submit)
    expect(within(password).getByText(PASSWORD_RULE_MESSAGE)).toBeInTheDocument()
    expect(next).toHaveFocus()
    expect(api.requests.some((r) => r.path === '/api/me/password')).toBe(false)

    await userEvent.clear(current)
    await userEvent.type(current, 'NotMine123')
    await userEvent.clear(next)
    await userEvent.type(next, 'Guwahati2025Tea')
    await userEvent.click(submit)
    expect(await within(password).findByText('That is not your current password.')).toBeVisible()
    expect(current).toHaveAttribute('aria-invalid', 'true')
    // The server's answer takes the reader to the field it names, as the browser's own check does.
    expect(current).toHaveFocus()

    // The show/hide toggle of the sign-in page.
    await userEvent.click(within(password).getAllByRole('button', { name: 'Show password' })[0]!)
    expect(current).toHaveAttribute('type', 'text')

    await userEvent.clear(current)
    await userEvent.type(current, 'Secret123')
    await userEvent.click(submit)
    expect(
      await within(password).findByText(
        'Password changed. You are still signed in here; every other session was signed out.',
      ),
    ).toBeVisible()
    expect(current).toHaveValue('')
    expect(next).toHaveValue('')
    // The other sessions are gone from the list.
    const sessions = region('Where you are signed in')
    await waitFor(() => expect(within(sessions).getAllByRole('listitem')).toHaveLength(1))
  })

  it('lists where the user is signed in and signs one or all other sessions out', async () => {
    const api = installFakeApi({ accounts: [asha], signedIn: true, sessions: threeSessions() })
    renderWithApp(<AccountPage />, { url: '/account' })
    const list = await screen.findByRole('list', { name: 'Signed-in devices' })
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Chrome on WindowsThis deviceActive now · Signed in 3 days ago',
      'Chrome on AndroidLast active 2 hours ago · Signed in 3 days agoSign out',
      'Firefox on WindowsActive now · Signed in 3 days agoSign out',
    ])
    // This device has no Sign out of its own (Logout is for that).
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Sign out Chrome on Android' }))
    expect(await screen.findByText('That session was signed out.')).toBeVisible()
    expect(api.requests).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: '/api/me/sessions/session-phone' }),
    )
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2))

    await userEvent.click(screen.getByRole('button', { name: 'Sign out all other sessions' }))
    expect(await screen.findByText('1 session was signed out.')).toBeVisible()
    expect(await screen.findByText('You are signed in on this device only.')).toBeVisible()
    expect(within(list).getAllByRole('listitem')).toHaveLength(1)
  })

  it('names devices it cannot read plainly', async () => {
    installFakeApi({
      accounts: [asha],
      signedIn: true,
      sessions: [
        session({}),
        session({ id: 'a', browser: null, os: null, current: false }),
        session({ id: 'b', browser: null, os: 'Linux', current: false }),
      ],
    })
    renderWithApp(<AccountPage />, { url: '/account' })
    expect(await screen.findByRole('button', { name: 'Sign out Unknown device' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Sign out A browser on Linux' })).toBeVisible()
  })

  it('offers the data as a file to download', async () => {
    installFakeApi({ accounts: [asha], signedIn: true })
    renderWithApp(<AccountPage />, { url: '/account' })
    const link = await screen.findByRole('link', { name: 'Download my data' })
    expect(link).toHaveAttribute('href', '/api/me/export')
    expect(link).toHaveAttribute('download')
  })

  it('deletes the account with the password, then is signed out on the home page', async () => {
    const api = installFakeApi({ accounts: [asha], signedIn: true })
    const { location, router, queryClient } = renderWithApp(<AccountPage />, {
      url: '/account',
    })
    const danger = await screen.findByRole('region', { name: 'Delete account' })
    expect(danger).toHaveTextContent('shown as by “Deleted user”')
    await userEvent.click(within(danger).getByRole('button', { name: 'Delete my account' }))
    const form = within(danger).getByRole('form', { name: 'Delete your account?' })
    const password = within(form).getByLabelText('Password')
    await waitFor(() => expect(password).toHaveFocus())

    await userEvent.type(password, 'Wrong123')
    await userEvent.click(within(form).getByRole('button', { name: 'Delete my account for good' }))
    expect(await within(form).findByText('That is not your current password.')).toBeVisible()
    expect(location().pathname).toBe('/account')

    // Cancel puts the button back; the checkbox is sent when ticked.
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }))
    await userEvent.click(within(danger).getByRole('button', { name: 'Delete my account' }))
    await userEvent.type(within(danger).getByLabelText('Password'), 'Secret123')
    await userEvent.click(
      within(danger).getByRole('checkbox', { name: 'Also remove my reviews, posts and comments' }),
    )
    await userEvent.click(
      within(danger).getByRole('button', { name: 'Delete my account for good' }),
    )
    await waitFor(() => expect(location().pathname).toBe('/'))
    expect(router.state().location.state).toEqual({ notice: 'accountDeleted' })
    expect(api.requests).toContainEqual(
      expect.objectContaining({
        method: 'DELETE',
        path: '/api/me',
        body: { password: 'Secret123', removeContributions: true },
      }),
    )
    await waitFor(() => expect(queryClient.getQueryData<MeResponse>(meKey)?.user).toBeNull())
  })
})
