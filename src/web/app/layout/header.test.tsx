import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '../../test/render'
import { Header } from './header'

describe('Header', () => {
  it('has the logo, the three links, the search box, the theme toggle and Sign In', () => {
    renderWithApp(<Header />, { url: '/all-courses' })
    const header = screen.getByRole('banner')
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
    expect(within(header).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/sign-in',
    )
  })

  it('the phone menu opens as a dialog, takes focus and closes on Escape', async () => {
    const user = userEvent.setup()
    renderWithApp(<Header />)
    const menuButton = screen.getByRole('button', { name: 'Open menu' })
    expect(menuButton).toHaveAttribute('aria-expanded', 'false')

    await user.click(menuButton)
    const dialog = screen.getByRole('dialog', { name: 'Menu' })
    expect(menuButton).toHaveAttribute('aria-expanded', 'true')
    expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus()
    expect(within(dialog).getByRole('link', { name: 'Community' })).toBeInTheDocument()
    expect(within(dialog).getByRole('combobox', { name: 'Search courses' })).toBeInTheDocument()

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(menuButton).toHaveFocus()
  })

  it('keeps Tab inside the open menu', async () => {
    const user = userEvent.setup()
    renderWithApp(<Header />)
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    const dialog = screen.getByRole('dialog', { name: 'Menu' })
    await user.tab({ shift: true })
    expect(within(dialog).getByRole('link', { name: 'Sign In' })).toHaveFocus()
    await user.tab()
    expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus()
  })

  it('a link in the menu closes it', async () => {
    const user = userEvent.setup()
    const { location } = renderWithApp(<Header />)
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Courses' }))
    expect(location().pathname).toBe('/all-courses')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
