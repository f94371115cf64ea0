// The pages of getting back in and confirming the address (docs/product.md#accounts), as a person
// uses them, against the fake API.
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import {
  EMAIL_VERIFIED,
  PASSWORD_CHANGED,
  PASSWORD_RESET_REQUESTED,
  RESET_LINK_INVALID_MESSAGE,
  VERIFICATION_SENT,
  VERIFICATION_SENT_IF_ANY,
  VERIFY_LINK_INVALID_MESSAGE,
} from '../../../../domain/account'
import { en } from '../../../lib/i18n/messages/en'
import { installFakeApi } from '../../../test/fake-api'
import { renderWithApp } from '../../../test/render'
import ForgotPasswordPage from '../../../pages/forgot-password'
import ResetPasswordPage from '../../../pages/reset-password'
import VerifyEmailPage from '../../../pages/verify-email'
import SignInPage from '../../../pages/sign-in'
import { VerifyEmailSlot } from '../../../app/layout/verify-email-slot'

const GOOD = 'Monsoon2025Pune'
const posts = (api: ReturnType<typeof installFakeApi>, path: string) =>
  api.requests.filter((r) => r.method === 'POST' && r.path === path)

afterEach(() => localStorage.clear())

describe('the texts the server also sends', () => {
  it('are the same in the catalogue', () => {
    expect(en.recovery.forgot.sent).toBe(PASSWORD_RESET_REQUESTED)
    expect(en.recovery.reset.done).toBe(PASSWORD_CHANGED)
    expect(en.recovery.reset.invalid).toBe(RESET_LINK_INVALID_MESSAGE)
    expect(en.recovery.verify.done).toBe(EMAIL_VERIFIED)
    expect(en.recovery.verify.invalid).toBe(VERIFY_LINK_INVALID_MESSAGE)
  })
})

describe('Forgot password?', () => {
  it('is a link under the password on the sign-in form', () => {
    installFakeApi()
    renderWithApp(<SignInPage />, { url: '/sign-in' })
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    )
  })

  it('checks the address first, then says the same thing whatever the answer: check your inbox', async () => {
    const api = installFakeApi()
    api.reply('POST /api/auth/request-password-reset', { message: PASSWORD_RESET_REQUESTED })
    const user = userEvent.setup()
    renderWithApp(<ForgotPasswordPage />, { url: '/forgot-password' })
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible()
    expect(document.title).toBe('Forgot your password? | CourseCompass')

    await user.type(screen.getByLabelText('Email'), 'asha@example')
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(screen.getByText('Email ID is not valid')).toBeVisible()
    expect(posts(api, '/api/auth/request-password-reset')).toHaveLength(0)

    await user.type(screen.getByLabelText('Email'), '.in')
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent(PASSWORD_RESET_REQUESTED)
    expect(posts(api, '/api/auth/request-password-reset')[0]!.body).toEqual({
      email: 'asha@example.in',
    })
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/sign-in',
    )
    // Asking again brings the form back.
    await user.click(screen.getByRole('button', { name: 'Send the link again' }))
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.in')
  })

  it("shows the server's refusal (too many requests)", async () => {
    const api = installFakeApi()
    const message =
      'Too many password reset requests from this network. Please wait an hour and try again.'
    api.fail('POST /api/auth/request-password-reset', 429, 'rate_limited', message)
    const user = userEvent.setup()
    renderWithApp(<ForgotPasswordPage />, { url: '/forgot-password' })
    await user.type(screen.getByLabelText('Email'), 'asha@example.in')
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
  })
})

describe('choosing a new password (/reset-password?token=…)', () => {
  const open = (url = '/reset-password?token=abc123') => {
    const user = userEvent.setup()
    const view = renderWithApp(<ResetPasswordPage />, { url })
    const fill = async (password: string, again = password) => {
      await user.type(screen.getByLabelText('New password'), password)
      await user.type(screen.getByLabelText('Type the new password again'), again)
      await user.click(screen.getByRole('button', { name: 'Save new password' }))
    }
    return { user, fill, ...view }
  }

  it("checks sign-up's rule and that both are the same before sending", async () => {
    const api = installFakeApi()
    const { fill, user } = open()
    await fill('alllowercase1')
    expect(screen.getByText(/^Password must contain at least 8 characters/)).toBeVisible()
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true')
    await user.clear(screen.getByLabelText('New password'))
    await user.clear(screen.getByLabelText('Type the new password again'))
    await fill(GOOD, `${GOOD}x`)
    expect(screen.getByText('The two passwords are not the same.')).toBeVisible()
    expect(posts(api, '/api/auth/reset-password')).toHaveLength(0)
  })

  it("saves it with the link's token and says so", async () => {
    const api = installFakeApi()
    api.reply('POST /api/auth/reset-password', { message: PASSWORD_CHANGED })
    const { fill } = open()
    await fill(GOOD)
    expect(await screen.findByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent(PASSWORD_CHANGED)
    expect(posts(api, '/api/auth/reset-password')[0]!.body).toEqual({
      token: 'abc123',
      newPassword: GOOD,
    })
    expect(screen.getByRole('link', { name: 'Continue to courses' })).toHaveAttribute(
      'href',
      '/home',
    )
  })

  it('puts a refused password (a common one) beside the field', async () => {
    const api = installFakeApi()
    const common =
      'This password is one of the most common passwords and easy to guess. Please choose another.'
    api.reply(
      'POST /api/auth/reset-password',
      { error: { code: 'common_password', message: common, fields: { newPassword: common } } },
      400,
    )
    const { fill } = open()
    await fill('Password1')
    expect(await screen.findByText(common)).toBeVisible()
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true')
  })

  it('says when the link expired or was used, with the way to ask for another', async () => {
    const api = installFakeApi()
    api.fail('POST /api/auth/reset-password', 400, 'invalid_token', RESET_LINK_INVALID_MESSAGE)
    const { fill } = open()
    await fill(GOOD)
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeVisible()
    expect(screen.getByRole('alert')).toHaveTextContent(RESET_LINK_INVALID_MESSAGE)
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    )
  })

  it('says so at once when the address has no token', () => {
    installFakeApi()
    open('/reset-password')
    expect(screen.getByRole('heading', { name: 'This link no longer works' })).toBeVisible()
  })
})

describe('confirming the address (/verify-email?token=…)', () => {
  it('sends the token once the page runs, and says it worked', async () => {
    const api = installFakeApi()
    api.reply('POST /api/auth/verify-email', { message: EMAIL_VERIFIED })
    renderWithApp(<VerifyEmailPage />, { url: '/verify-email?token=jwt.token.here' })
    expect(screen.getByText('Checking your link...')).toBeVisible()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Email address confirmed' }),
    ).toBeVisible()
    expect(posts(api, '/api/auth/verify-email').map((r) => r.body)).toEqual([
      { token: 'jwt.token.here' },
    ])
  })

  it('offers a visitor a new link for the address they give, when the link expired', async () => {
    const api = installFakeApi()
    api.fail('POST /api/auth/verify-email', 400, 'invalid_token', VERIFY_LINK_INVALID_MESSAGE)
    api.reply('POST /api/auth/send-verification-email', { message: VERIFICATION_SENT_IF_ANY })
    const user = userEvent.setup()
    renderWithApp(<VerifyEmailPage />, { url: '/verify-email?token=old' })
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeVisible()
    await user.type(screen.getByLabelText('Email'), 'asha@example.in')
    await user.click(screen.getByRole('button', { name: 'Send a new link' }))
    expect(await screen.findByText(VERIFICATION_SENT_IF_ANY)).toBeVisible()
    expect(posts(api, '/api/auth/send-verification-email')[0]!.body).toEqual({
      email: 'asha@example.in',
    })
  })

  it("sends a signed-in member's new link to their own address with one button", async () => {
    const api = installFakeApi({
      accounts: [{ email: 'asha@example.in', password: GOOD, emailVerified: false }],
      signedIn: true,
    })
    api.fail('POST /api/auth/verify-email', 400, 'invalid_token', VERIFY_LINK_INVALID_MESSAGE)
    api.reply('POST /api/auth/send-verification-email', { message: VERIFICATION_SENT })
    const user = userEvent.setup()
    renderWithApp(<VerifyEmailPage />, { url: '/verify-email?token=old' })
    const button = await screen.findByRole('button', { name: 'Send a new link' })
    await waitFor(() => expect(button).toBeEnabled())
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument()
    await user.click(button)
    expect(await screen.findByText(VERIFICATION_SENT)).toBeVisible()
    expect(posts(api, '/api/auth/send-verification-email')[0]!.body).toEqual({})
  })
})

describe('the notice for an address not yet confirmed', () => {
  const member = (emailVerified: boolean) =>
    installFakeApi({
      accounts: [{ email: 'asha@example.in', password: GOOD, emailVerified }],
      signedIn: true,
    })

  it('asks a member to confirm, sends the link again, and hides for a week when dismissed', async () => {
    const api = member(false)
    api.reply('POST /api/auth/send-verification-email', { message: VERIFICATION_SENT })
    const user = userEvent.setup()
    const view = renderWithApp(<VerifyEmailSlot />)
    const notice = await screen.findByRole('complementary', {
      name: 'Please confirm your email address',
    })
    expect(notice).toHaveTextContent('We sent a link to asha@example.in.')
    await user.click(screen.getByRole('button', { name: 'Send the link again' }))
    expect(await screen.findByText(VERIFICATION_SENT)).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Hide this notice' }))
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument()
    view.unmount()
    renderWithApp(<VerifyEmailSlot />)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument()
  })

  it('is not shown to a member whose address is confirmed, nor to a visitor', async () => {
    const api = member(true)
    renderWithApp(<VerifyEmailSlot />)
    await waitFor(() => expect(api.requests.some((r) => r.path === '/api/me')).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument()
  })
})
