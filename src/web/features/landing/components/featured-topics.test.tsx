import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '../../../test/render'
import { FeaturedTopics } from './featured-topics'

const topicsSection = () => screen.getByRole('region', { name: 'Featured Topics' })

describe('FeaturedTopics', () => {
  it('links every topic, once for assistive technology, to its catalogue search', () => {
    renderWithApp(<FeaturedTopics />)
    const links = within(topicsSection()).getAllByRole('link')
    expect(links).toHaveLength(12)
    expect(within(topicsSection()).getByRole('link', { name: 'React' })).toHaveAttribute(
      'href',
      '/all-courses?q=React',
    )
    expect(within(topicsSection()).getByRole('link', { name: 'Machine Learning' })).toHaveAttribute(
      'href',
      '/all-courses?q=Machine+Learning',
    )
  })

  it('keeps the copy drawn for the scrolling loop out of the tab order', async () => {
    const user = userEvent.setup()
    renderWithApp(<FeaturedTopics />)
    const copies = within(topicsSection()).getAllByRole('link', { name: 'React', hidden: true })
    expect(copies).toHaveLength(2)
    expect(copies[1]!.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(copies[1]).toHaveAttribute('tabindex', '-1')

    await user.tab()
    expect(copies[0]).toHaveFocus()
    for (let i = 1; i < 12; i++) await user.tab()
    expect(within(topicsSection()).getByRole('link', { name: 'Railway NTPC' })).toHaveFocus()
    await user.tab()
    expect(document.body).toHaveFocus()
  })

  it('opens the search for the chosen topic', async () => {
    const user = userEvent.setup()
    const { location } = renderWithApp(<FeaturedTopics />, { url: '/home' })
    await user.click(within(topicsSection()).getByRole('link', { name: 'Node.js' }))
    expect(location()).toEqual({ pathname: '/all-courses', search: '?q=Node.js' })
  })
})
