import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CONTACT_DELAY_MS } from '../../../../domain/constants'
import { en } from '../../../lib/i18n/messages/en'
import { CONTACT_MESSAGE_MAX, CONTACT_SENT } from '../../../../domain/site'
import { contactInputSchema } from '../../../../domain/schemas/site'
import { installFakeSiteApi } from '../../../test/fake-site-api'
import { renderWithApp } from '../../../test/render'
import {
  CONTACT_MESSAGE_MAX as COPIED_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  ContactForm,
} from './contact-form'

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } })

function fill() {
  type('Name', 'Asha')
  type('Email', 'asha@example.in')
  type('Message', 'Please list the NPTEL courses.')
}

describe('ContactForm', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('keeps the fixed wording and the server limits', () => {
    expect(en.contact.sent).toBe(CONTACT_SENT)
    expect(COPIED_MESSAGE_MAX).toBe(CONTACT_MESSAGE_MAX)
    const longName = contactInputSchema.safeParse({
      name: 'a'.repeat(CONTACT_NAME_MAX + 1),
      email: 'a@b.in',
      message: 'x',
    })
    expect(longName.success).toBe(false)
    expect(
      contactInputSchema.safeParse({
        name: 'a'.repeat(CONTACT_NAME_MAX),
        email: 'a@b.in',
        message: 'x',
      }).success,
    ).toBe(true)
  })

  it("reads 'Submitting...' for 2 seconds, then shows the success text and clears the fields", async () => {
    vi.useFakeTimers()
    const api = installFakeSiteApi()
    renderWithApp(<ContactForm />)
    fill()
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }))

    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
    await act(() => vi.advanceTimersByTimeAsync(CONTACT_DELAY_MS - 100))
    // The message has been sent, but the button keeps saying so until the 2 seconds are up.
    expect(api.siteRequests).toEqual([
      {
        method: 'POST',
        path: '/api/contact',
        search: '',
        body: { name: 'Asha', email: 'asha@example.in', message: 'Please list the NPTEL courses.' },
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ])
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeInTheDocument()
    expect(screen.queryByText(CONTACT_SENT)).not.toBeInTheDocument()

    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(screen.getByRole('status')).toHaveTextContent('Your message has been sent successfully!')
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled()
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('')
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('')
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('')
  })

  it('checks the fields in the browser and sends nothing until they are right', () => {
    const api = installFakeSiteApi()
    renderWithApp(<ContactForm />)
    type('Email', 'asha@')
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Name is required',
    )
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Email ID is not valid',
    )
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'Message is required',
    )
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus()
    expect(api.siteRequests).toEqual([])
  })

  it('a refused message shows what the server said and keeps the fields', async () => {
    vi.useFakeTimers()
    const api = installFakeSiteApi()
    api.reply(
      'POST /api/contact',
      {
        error: {
          code: 'rate_limited',
          message: 'Too many requests. Please wait a minute and try again.',
        },
      },
      429,
    )
    renderWithApp(<ContactForm />)
    fill()
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }))
    await act(() => vi.advanceTimersByTimeAsync(CONTACT_DELAY_MS))
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait a minute and try again.',
    )
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Asha')
  })
})
