import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installFakeApi } from '../../test/fake-api'
import { renderWithApp } from '../../test/render'
import { loadPage } from '../../lib/page-load'
import { meKey } from '../../lib/session'
import { LanguageChoice, LanguageLink } from './language-switch'

vi.mock('../../lib/page-load', () => ({ loadPage: vi.fn() }))

const asha = { email: 'asha@example.com', password: 'Secret123', displayName: 'Asha' }

beforeEach(() => {
  window.history.replaceState(null, '', '/all-courses?q=react&lang=en')
})
afterEach(() => {
  vi.mocked(loadPage).mockReset()
  document.cookie = 'cc_lang=; path=/; max-age=0'
})

/** The switch, once the visitor is known to be signed in or not. */
async function renderSwitch(signedIn: boolean) {
  const api = installFakeApi({ accounts: [asha], signedIn })
  const view = renderWithApp(<LanguageLink />, { url: '/all-courses?q=react' })
  await vi.waitFor(() => expect(view.queryClient.getQueryState(meKey)?.status).toBe('success'))
  return { api, user: userEvent.setup(), ...view }
}

const languageSaves = (api: ReturnType<typeof installFakeApi>) =>
  api.requests.filter((r) => r.path === '/api/me/language')

describe('the language switch', () => {
  it('links to the page in the other language, which works without JavaScript', async () => {
    await renderSwitch(false)
    const link = screen.getByRole('link', { name: 'हिन्दी' })
    expect(link).toHaveAttribute('href', '/all-courses?q=react&lang=hi')
    expect(link).toHaveAttribute('hreflang', 'hi')
  })

  it("keeps a visitor's choice in the cookie and reloads without ?lang=", async () => {
    const { api, user } = await renderSwitch(false)
    await user.click(screen.getByRole('link', { name: 'हिन्दी' }))
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledTimes(1))
    expect(loadPage).toHaveBeenCalledWith(`${window.location.origin}/all-courses?q=react`)
    expect(document.cookie).toContain('cc_lang=hi')
    expect(languageSaves(api)).toEqual([])
  })

  it("saves a signed-in user's choice on the account before reloading", async () => {
    const { api, user } = await renderSwitch(true)
    const held = api.hold('PUT /api/me/language')
    await user.click(screen.getByRole('link', { name: 'हिन्दी' }))
    await vi.waitFor(() => expect(languageSaves(api)).toHaveLength(1))
    expect(languageSaves(api)[0]).toMatchObject({ method: 'PUT', body: { language: 'hi' } })
    // The page is not left before the account has it: the next page is rendered from it.
    expect(loadPage).not.toHaveBeenCalled()
    held.release()
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledTimes(1))
    expect(loadPage).toHaveBeenCalledWith(`${window.location.origin}/all-courses?q=react`)
    expect(api.state.user?.language).toBe('hi')
    expect(document.cookie).toContain('cc_lang=hi')
  })

  it('asks for the language in the address when the account could not be saved', async () => {
    const { api, user } = await renderSwitch(true)
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    api.fail('PUT /api/me/language', 500, 'internal_error', 'Something went wrong.')
    await user.click(screen.getByRole('link', { name: 'हिन्दी' }))
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledTimes(1))
    expect(loadPage).toHaveBeenCalledWith(`${window.location.origin}/all-courses?q=react&lang=hi`)
  })

  it('saves from the menu of every language too', async () => {
    const api = installFakeApi({ accounts: [asha], signedIn: true })
    const view = renderWithApp(<LanguageChoice />, { url: '/community' })
    await vi.waitFor(() => expect(view.queryClient.getQueryState(meKey)?.status).toBe('success'))
    const menu = screen.getByRole('navigation', { name: /language/i })
    await userEvent.setup().click(within(menu).getByRole('link', { name: 'हिन्दी' }))
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledTimes(1))
    expect(languageSaves(api)).toHaveLength(1)
    expect(api.state.user?.language).toBe('hi')
  })
})
