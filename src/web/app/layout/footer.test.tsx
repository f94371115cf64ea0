import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { SUBSCRIBED } from '../../../domain/site'
import { en } from '../../lib/i18n/messages/en'
import { I18nProvider } from '../../lib/i18n'
import { hi } from '../../lib/i18n/messages/hi'
import { installFakeSiteApi } from '../../test/fake-site-api'
import { renderWithApp } from '../../test/render'
import { Footer } from './footer'

describe('Footer', () => {
  it('has the quick links, support links, tagline and copyright', () => {
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

  it('Subscribe sends the email and shows the confirmation', async () => {
    const api = installFakeSiteApi()
    const user = userEvent.setup()
    renderWithApp(<Footer />)
    const email = screen.getByRole('textbox', { name: 'Email address' })
    await user.type(email, ' Asha@Example.in ')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Subscribed! Watch your inbox for new courses and study tips.',
    )
    expect(api.siteRequests).toEqual([
      { method: 'POST', path: '/api/subscribe', search: '', body: { email: 'Asha@Example.in' } },
    ])
    expect(email).toHaveValue('')
    expect(email).not.toHaveAttribute('aria-invalid')
  })

  it("Subscribe refuses an email that is not valid with 'Email ID is not valid'", async () => {
    const api = installFakeSiteApi()
    const user = userEvent.setup()
    renderWithApp(<Footer />)
    const email = screen.getByRole('textbox', { name: 'Email address' })
    await user.type(email, 'asha@example')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(screen.getByRole('status')).toHaveTextContent('Email ID is not valid')
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription('Email ID is not valid')
    expect(api.siteRequests).toEqual([])
  })

  it('on a Hindi page, words the email rule in Hindi (its table loads once the box is used)', async () => {
    installFakeSiteApi()
    const user = userEvent.setup()
    renderWithApp(
      <I18nProvider language="hi" messages={hi}>
        <Footer />
      </I18nProvider>,
    )
    const footer = screen.getByRole('contentinfo')
    await user.type(within(footer).getByRole('textbox'), 'asha@example')
    await user.click(within(footer).getByRole('button', { name: hi.footer.subscribe }))
    await vi.waitFor(() =>
      expect(within(footer).getByRole('status')).toHaveTextContent('ईमेल आईडी मान्य नहीं है'),
    )
  })

  it("Subscribe shows the server's refusal", async () => {
    const api = installFakeSiteApi()
    api.reply(
      'POST /api/subscribe',
      {
        error: {
          code: 'rate_limited',
          message: 'Too many requests. Please wait a minute and try again.',
        },
      },
      429,
    )
    const user = userEvent.setup()
    renderWithApp(<Footer />)
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'asha@example.in')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Too many requests. Please wait a minute and try again.',
    )
  })

  it('the confirmation is the server wording', () => {
    expect(en.newsletter.subscribed).toBe(SUBSCRIBED)
  })
})
