import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { I18nProvider } from '../../../lib/i18n'
import { hi } from '../../../lib/i18n/messages/hi'
import { installFakeApi } from '../../../test/fake-api'
import { renderWithApp } from '../../../test/render'
// The form as its page shows it: the page holds the mode and the heading that follows it.
import SignInPage from '../../../pages/sign-in'
import { loadPage } from '../../../lib/page-load'

vi.mock('../../../lib/page-load', () => ({ loadPage: vi.fn() }))
afterEach(() => vi.mocked(loadPage).mockReset())

const PASSWORD_RULE =
  'Password must contain at least 8 characters, including uppercase, lowercase, numbers and special characters'

function renderForm(url = '/sign-in') {
  const user = userEvent.setup()
  const view = renderWithApp(<SignInPage />, { url })
  const fill = async (fields: { name?: string; email?: string; password?: string }) => {
    if (fields.name !== undefined) await user.type(screen.getByLabelText('Full Name'), fields.name)
    if (fields.email !== undefined) await user.type(screen.getByLabelText('Email'), fields.email)
    if (fields.password !== undefined) {
      await user.type(screen.getByLabelText('Password'), fields.password)
    }
  }
  return { user, fill, ...view }
}

describe('AuthForm', () => {
  it("starts in sign-in mode: heading 'Sign In', Email and Password, no Full Name", () => {
    installFakeApi()
    renderForm()
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email')
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password')
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument()
    expect(document.title).toBe('Sign In | CourseCompass')
  })

  it('the toggle switches to sign-up mode, which adds the Full Name field', async () => {
    installFakeApi()
    const { user } = renderForm()
    expect(screen.getByText("Don't have an account?")).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Sign Up' }))
    expect(screen.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument()
    expect(screen.getByLabelText('Full Name')).toHaveAttribute('autocomplete', 'name')
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password')
    expect(screen.getByText('Already have an account?')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument()
  })

  it("checks the email first: a bad email shows only 'Email ID is not valid' and sends nothing", async () => {
    const api = installFakeApi()
    const { user, fill } = renderForm()
    await fill({ email: 'asha@example', password: 'short' })
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Email ID is not valid')
    expect(alert).not.toHaveTextContent('Password')
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0)
  })

  it('with a good email, a weak password shows the password rule', async () => {
    const api = installFakeApi()
    const { user, fill } = renderForm()
    await fill({ email: 'asha@example.com', password: 'alllowercase1' })
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(screen.getByRole('alert')).toHaveTextContent(PASSWORD_RULE)
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0)
  })

  it("reads 'Processing...' and is disabled while the request runs", async () => {
    const api = installFakeApi({ accounts: [{ email: 'asha@example.com', password: 'Secret123' }] })
    const held = api.hold('POST /api/auth/sign-in/email')
    const { user, fill } = renderForm()
    await fill({ email: 'asha@example.com', password: 'Secret123' })
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    const submit = await screen.findByRole('button', { name: 'Processing...' })
    expect(submit).toBeDisabled()
    held.release()
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled()
  })

  it("shows the server's 401 message in a red box that the x dismisses", async () => {
    installFakeApi({ accounts: [{ email: 'asha@example.com', password: 'Secret123' }] })
    const { user, fill, location } = renderForm()
    await fill({ email: 'asha@example.com', password: 'Wrong1234' })
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Invalid email or password')
    expect(location().pathname).toBe('/sign-in')
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows throttling and duplicate-account messages from the server', async () => {
    const api = installFakeApi({ accounts: [{ email: 'asha@example.com', password: 'Secret123' }] })
    api.fail(
      'POST /api/auth/sign-in/email',
      429,
      'rate_limited',
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    )
    const { user, fill } = renderForm()
    await fill({ email: 'asha@example.com', password: 'Secret123' })
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    )

    await user.click(screen.getByRole('button', { name: 'Sign Up' }))
    await user.click(screen.getByRole('button', { name: 'Sign Up' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists. Sign in instead.',
    )
  })

  it('toggling the mode clears the error', async () => {
    installFakeApi()
    const { user, fill } = renderForm()
    await fill({ email: 'not-an-email' })
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(screen.getByRole('alert')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Sign Up' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('a successful sign-in goes to /home', async () => {
    installFakeApi({ accounts: [{ email: 'asha@example.com', password: 'Secret123' }] })
    const { user, fill, location } = renderForm()
    await fill({ email: 'asha@example.com', password: 'Secret123' })
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    await vi.waitFor(() => expect(location().pathname).toBe('/home'))
  })

  it('returns to the page the visitor came from (?next=), with its query', async () => {
    installFakeApi({ accounts: [{ email: 'asha@example.com', password: 'Secret123' }] })
    const { user, fill, location } = renderForm('/sign-in?next=%2Fcommunity%3Ftag%3Dssc')
    await fill({ email: 'asha@example.com', password: 'Secret123' })
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    await vi.waitFor(() =>
      expect(location()).toEqual({ pathname: '/community', search: '?tag=ssc' }),
    )
  })

  it.each(['https%3A%2F%2Fevil.example%2F', '%2F%2Fevil.example', '%2F%5Cevil.example'])(
    'goes to /home instead of a return address off the site (next=%s)',
    async (next) => {
      installFakeApi()
      const { user, fill, location } = renderForm(`/sign-in?next=${next}`)
      await user.click(screen.getByRole('button', { name: 'Sign Up' }))
      await fill({ name: 'Asha', email: 'asha@example.com', password: 'Secret123' })
      await user.click(screen.getByRole('button', { name: 'Sign Up' }))
      await vi.waitFor(() => expect(location().pathname).toBe('/home'))
    },
  )

  it('shows and hides the password with a toggle', async () => {
    installFakeApi()
    const { user, fill } = renderForm()
    await fill({ password: 'Secret123' })
    const field = screen.getByLabelText('Password')
    expect(field).toHaveAttribute('type', 'password')
    await user.click(screen.getByRole('button', { name: 'Show password' }))
    expect(field).toHaveAttribute('type', 'text')
    expect(field).toHaveValue('Secret123')
    const hide = screen.getByRole('button', { name: 'Hide password' })
    expect(hide).toHaveAttribute('aria-pressed', 'true')
    await user.click(hide)
    expect(field).toHaveAttribute('type', 'password')
    // Still the field password managers know.
    expect(field).toHaveAttribute('autocomplete', 'current-password')
  })

  it('a successful sign-up sends the Full Name and goes to /home', async () => {
    const api = installFakeApi()
    const { user, fill, location } = renderForm()
    await user.click(screen.getByRole('button', { name: 'Sign Up' }))
    await fill({ name: 'Asha Verma', email: 'asha@example.com', password: 'Secret123' })
    await user.click(screen.getByRole('button', { name: 'Sign Up' }))
    await vi.waitFor(() => expect(location().pathname).toBe('/home'))
    expect(api.requests).toContainEqual({
      method: 'POST',
      path: '/api/auth/sign-up/email',
      // The page's language: the new account keeps it.
      body: {
        name: 'Asha Verma',
        email: 'asha@example.com',
        password: 'Secret123',
        language: 'en',
      },
    })
  })

  it('a sign-in to an account saved in another language loads /home from the server in it', async () => {
    installFakeApi({
      accounts: [{ email: 'asha@example.com', password: 'Secret123', language: 'hi' }],
    })
    const { user, fill, location } = renderForm()
    await fill({ email: 'asha@example.com', password: 'Secret123' })
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith('/home'))
    expect(location().pathname).toBe('/sign-in')
  })

  it("a sign-in to an account in this page's language stays in the app", async () => {
    installFakeApi({
      accounts: [{ email: 'asha@example.com', password: 'Secret123', language: 'en' }],
    })
    const { user, fill, location } = renderForm()
    await fill({ email: 'asha@example.com', password: 'Secret123' })
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    await vi.waitFor(() => expect(location().pathname).toBe('/home'))
    expect(loadPage).not.toHaveBeenCalled()
  })

  it('in a Hindi page, shows the credential rules in Hindi', async () => {
    installFakeApi()
    const user = userEvent.setup()
    renderWithApp(
      <I18nProvider language="hi" messages={hi}>
        <SignInPage />
      </I18nProvider>,
      { url: '/sign-in' },
    )
    await user.type(screen.getByLabelText('ईमेल'), 'asha@example')
    await user.type(screen.getByLabelText('पासवर्ड'), 'Secret123')
    await user.click(screen.getAllByRole('button', { name: 'लॉग इन' }).at(-1)!)
    expect(screen.getByRole('alert')).toHaveTextContent('ईमेल आईडी मान्य नहीं है')
  })
})
