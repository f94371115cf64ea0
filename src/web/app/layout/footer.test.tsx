import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '../../test/render'
import { Footer } from './footer'

describe('Footer', () => {
  it('has the quick links, support links, tagline and copyright of the spec', () => {
    renderWithApp(<Footer />)
    const footer = screen.getByRole('contentinfo')
    const links = (name: string) =>
      within(within(footer).getByRole('navigation', { name }))
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')])
    expect(links('Quick Links')).toEqual([
      ['Explore Courses', '/all-courses'],
      ['Compare Courses', '/course-comparison'],
      ['Community', '/community'],
    ])
    expect(links('Support')).toEqual([
      ['Contact Us', '/contact-us'],
      ['Terms & Conditions', '/termsAndConditions'],
    ])
    expect(footer).toHaveTextContent('Your Compass to Quality Learning.')
    expect(footer).toHaveTextContent('© 2024 CourseCompass. All rights reserved.')
    expect(
      within(footer).getByRole('link', { name: 'CourseCompass on LinkedIn' }),
    ).toBeInTheDocument()
  })

  it('Subscribe sends nothing yet and says it is coming soon', async () => {
    const user = userEvent.setup()
    renderWithApp(<Footer />)
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'asha@example.in')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(screen.getByRole('status')).toHaveTextContent('Coming soon')
  })
})
