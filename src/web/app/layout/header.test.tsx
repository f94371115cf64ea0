import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { installFakeApi } from '../../test/fake-api'
import { renderWithApp } from '../../test/render'
import { Header } from './header'

const asha = { email: 'asha.verma@example.com', password: 'Secret123', displayName: 'Asha Verma' }

/** The header with the fake API: signed in as `account`, or a visitor. */
async function renderHeader(account?: typeof asha & { role?: 'admin' }, url = '/') {
  const api = installFakeApi(account ? { accounts: [account], signedIn: true } : {})
  const view = renderWithApp(<Header />, { url })
  const header = screen.getByRole('banner')
  if (account) {
    const shown = account.displayName || account.email.split('@')[0]
    await within(header).findByRole('button', { name: shown })
  } else {
    await within(header).findByRole('link', { name: 'Sign In' })
  }
  return { api, header, ...view }
}

describe('Header', () => {
  it('has the logo, the three links, the search box, the theme toggle and Sign In', async () => {
    const { header } = await renderHeader(undefined, '/all-courses')
    expect(within(header).getByRole('link', { name: 'CourseCompass' })).toHaveAttribute('href', '/')
    const nav = within(header).getByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home')
    expect(within(nav).getByRole('link', { name: 'Courses' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(within(nav).getByRole('link', { name: 'Community' })).toHaveAttribute(
      'href',
      '/community',
    )
    expect(within(header).getByRole('combobox', { name: 'Search courses' })).toBeInTheDocument()
    expect(within(header).getByRole('button', { name: 'Dark mode' })).toBeInTheDocument()
    // It brings the visitor back to this page afterwards.
    expect(within(header).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/sign-in?next=%2Fall-courses',
    )
  })

  it('the phone menu opens as a dialog, takes focus and closes on Escape', async () => {
    const user = userEvent.setup()
    await renderHeader()
    const menuButton = screen.getByRole('button', { name: 'Open menu' })
    expect(menuButton).toHaveAttribute('aria-expanded', 'false')

    await user.click(menuButton)
    const dialog = await screen.findByRole('dialog', { name: 'Menu' })
    expect(menuButton).toHaveAttribute('aria-expanded', 'true')
    // Focus moves once the dialog has opened (an effect): on a loaded machine, a moment later.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus(),
    )
    expect(within(dialog).getByRole('link', { name: 'Community' })).toBeInTheDocument()
    expect(within(dialog).getByRole('combobox', { name: 'Search courses' })).toBeInTheDocument()

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(menuButton).toHaveFocus()
  })

  it('keeps Tab inside the open menu', async () => {
    const user = userEvent.setup()
    await renderHeader()
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    const dialog = await screen.findByRole('dialog', { name: 'Menu' })
    await user.tab({ shift: true })
    expect(within(dialog).getByRole('link', { name: 'Sign In' })).toHaveFocus()
    await user.tab()
    expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus()
  })

  it('a link in the menu closes it', async () => {
    const user = userEvent.setup()
    const { location } = await renderHeader()
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('link', { name: 'Courses' }),
    )
    expect(location().pathname).toBe('/all-courses')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('signed in: shows the display name with My Courses, Account and Logout instead of Sign In', async () => {
    const user = userEvent.setup()
    const { header } = await renderHeader(asha)
    expect(within(header).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument()
    const account = within(header).getByRole('button', { name: 'Asha Verma' })
    expect(account).toHaveAttribute('aria-expanded', 'false')
    await user.click(account)
    expect(within(header).getByRole('link', { name: 'My Courses' })).toHaveAttribute(
      'href',
      '/my-courses',
    )
    expect(within(header).getByRole('link', { name: 'Account' })).toHaveAttribute(
      'href',
      '/account',
    )
    expect(within(header).getByRole('button', { name: 'Logout' })).toBeInTheDocument()
    expect(header).toHaveTextContent('asha.verma@example.com')
    // Only administrators get the Admin link.
    expect(within(header).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument()
  })

  it('an administrator also gets an Admin link, on wide screens and in the phone menu', async () => {
    const user = userEvent.setup()
    const { header } = await renderHeader({ ...asha, role: 'admin' })
    await user.click(within(header).getByRole('button', { name: 'Asha Verma' }))
    expect(within(header).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin')
    await user.keyboard('{Escape}')
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    const dialog = await screen.findByRole('dialog', { name: 'Menu' })
    expect(within(dialog).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin')
  })

  it('without a display name, shows the part of the email before the @', async () => {
    const { header } = await renderHeader({ ...asha, displayName: '' })
    expect(within(header).getByRole('button', { name: 'asha.verma' })).toBeInTheDocument()
  })

  it('Logout signs out and goes to /sign-in, where Sign In shows again', async () => {
    const user = userEvent.setup()
    localStorage.setItem('cc-draft:review:c-1', JSON.stringify({ text: 'half a review' }))
    localStorage.setItem('theme', 'dark')
    const { api, header, location } = await renderHeader(asha, '/all-courses')
    await user.click(within(header).getByRole('button', { name: 'Asha Verma' }))
    await user.click(within(header).getByRole('button', { name: 'Logout' }))
    await vi.waitFor(() => expect(location().pathname).toBe('/sign-in'))
    expect(api.state.user).toBeNull()
    expect(await within(header).findByRole('link', { name: 'Sign In' })).toBeInTheDocument()
    // A shared device keeps no unsent words of the person who left (and keeps its theme).
    expect(localStorage.getItem('cc-draft:review:c-1')).toBeNull()
    expect(localStorage.getItem('theme')).toBe('dark')
  })

  it('a failed sign-out is only logged: the user stays signed in and on the page', async () => {
    const user = userEvent.setup()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { api, header, location } = await renderHeader(asha, '/all-courses')
    api.fail('POST /api/auth/sign-out', 500, 'internal_error', 'Internal server error')
    await user.click(within(header).getByRole('button', { name: 'Asha Verma' }))
    await user.click(within(header).getByRole('button', { name: 'Logout' }))
    await vi.waitFor(() => expect(warn).toHaveBeenCalled())
    expect(location().pathname).toBe('/all-courses')
    expect(within(header).getByRole('button', { name: 'Asha Verma' })).toBeInTheDocument()
  })

  it('the phone menu shows the signed-in name, My Courses, Account and Logout', async () => {
    const user = userEvent.setup()
    const { location } = await renderHeader(asha, '/all-courses')
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    const dialog = await screen.findByRole('dialog', { name: 'Menu' })
    expect(dialog).toHaveTextContent('Asha Verma')
    expect(within(dialog).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: 'My Courses' })).toHaveAttribute(
      'href',
      '/my-courses',
    )
    expect(within(dialog).getByRole('link', { name: 'Account' })).toHaveAttribute(
      'href',
      '/account',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }))
    await vi.waitFor(() => expect(location().pathname).toBe('/sign-in'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
