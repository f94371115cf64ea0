import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  SOURCE_FEED_ONE_ADDRESS,
  SOURCE_NAME_MESSAGE,
  SOURCE_PLATFORM_MESSAGE,
} from '../../../../domain/catalogue-sources'
import type { CatalogueSource } from '../../../../domain/schemas/catalogue-sources'
import { installFakeSiteApi } from '../../../test/fake-site-api'
import { renderWithApp } from '../../../test/render'
import { AdminDashboard } from './admin-dashboard'

const admin = { email: 'admin@example.in', password: 'Secret123', role: 'admin' as const }

const failingSource: CatalogueSource = {
  id: '00000000-0000-4000-a000-000000000101',
  name: 'Udemy IT feed',
  kind: 'feed',
  addresses: ['https://feeds.example.in/udemy.jsonl'],
  platform: 'udemy',
  category: '',
  intervalMinutes: 1440,
  enabled: true,
  failures: 3,
  failing: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  nextRunAt: '2026-11-28T04:00:00.000Z',
  runs: [
    {
      id: 3,
      status: 'failed',
      startedAt: '2026-11-27T04:00:00.000Z',
      finishedAt: '2026-11-27T04:00:02.500Z',
      added: 0,
      updated: 0,
      unchanged: 0,
      bad: 0,
      badRows: [],
      requests: 2,
      notModified: 0,
      error: 'feeds.example.in answered 500',
    },
    {
      id: 1,
      status: 'ok',
      startedAt: '2026-11-26T04:00:00.000Z',
      finishedAt: '2026-11-26T04:00:09.000Z',
      added: 1200,
      updated: 3,
      unchanged: 40,
      bad: 1,
      badRows: [{ line: 7, reason: 'rating: Rating must be a number from 0 to 5' }],
      requests: 2,
      notModified: 0,
      error: null,
    },
  ],
}

function renderSources(sources: CatalogueSource[] = []) {
  const api = installFakeSiteApi({ accounts: [admin], signedIn: true, sources })
  const user = userEvent.setup()
  renderWithApp(<AdminDashboard />, { url: '/admin?tab=sources' })
  return { api, user }
}

describe('Admin: Sources', () => {
  it("shows each source's last run, its error, a flag when it keeps failing, and its earlier runs", async () => {
    renderSources([failingSource])
    const list = await screen.findByRole('list', { name: 'Sources' })
    const card = within(list).getAllByRole('listitem')[0]!
    expect(within(card).getByText('Failing: 3 runs in a row')).toBeInTheDocument()
    expect(within(card).getByText('feeds.example.in answered 500')).toBeInTheDocument()
    expect(card).toHaveTextContent('Failed · 27 Nov 2026, 9:30 am · 2.5 s')
    expect(within(card).getByText('1 earlier run')).toBeInTheDocument()
    expect(card).toHaveTextContent('1,200 added, 3 updated, 40 unchanged, 1 bad')
    expect(card).toHaveTextContent('7: rating: Rating must be a number from 0 to 5')
  })

  it('checks the form before sending, then adds the source once with a key and lists it', async () => {
    const { api, user } = renderSources()
    await user.click(await screen.findByRole('button', { name: 'Add a source' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(SOURCE_NAME_MESSAGE)
    expect(screen.getByLabelText('Name')).toHaveFocus()
    expect(screen.getByLabelText('Platform')).toHaveAccessibleDescription(SOURCE_PLATFORM_MESSAGE)

    await user.type(screen.getByLabelText('Name'), 'Coursera feed')
    await user.type(
      screen.getByLabelText('Feed address'),
      'https://feeds.example.in/a.jsonl\nhttps://feeds.example.in/b.jsonl',
    )
    await user.type(screen.getByLabelText('Platform'), 'coursera')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.getByLabelText('Feed address')).toHaveAccessibleDescription(
      expect.stringContaining(SOURCE_FEED_ONE_ADDRESS),
    )
    expect(api.siteRequests.filter((r) => r.method === 'POST')).toHaveLength(0)

    await user.clear(screen.getByLabelText('Feed address'))
    await user.type(screen.getByLabelText('Feed address'), '  https://feeds.example.in/a.jsonl  \n')
    await user.selectOptions(screen.getByLabelText('Refresh'), 'Hourly')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Saved “Coursera feed”.')).toBeInTheDocument()
    const [sent] = api.siteRequests.filter((r) => r.method === 'POST')
    expect(sent!.body).toEqual({
      name: 'Coursera feed',
      kind: 'feed',
      addresses: ['https://feeds.example.in/a.jsonl'],
      platform: 'coursera',
      category: '',
      intervalMinutes: 60,
    })
    expect(sent!.key).toBeTruthy()
    const card = within(await screen.findByRole('list', { name: 'Sources' })).getByRole('listitem')
    expect(card).toHaveTextContent('Coursera feed')
    expect(card).toHaveTextContent('Feed · coursera · Hourly')
    expect(card).toHaveTextContent('Not refreshed yet.')
  })

  it('refreshes now, says so once, and says a second ask is already waiting', async () => {
    const { user } = renderSources([{ ...failingSource, failing: false, failures: 0 }])
    const button = await screen.findByRole('button', { name: 'Refresh now' })
    await user.click(button)
    expect(await screen.findByText('“Udemy IT feed” will be refreshed in a moment.')).toBeVisible()
    await user.click(button)
    expect(
      await screen.findByText('“Udemy IT feed” is already waiting to be refreshed.'),
    ).toBeVisible()
  })

  it('pauses a source, and deletes one only after a second click', async () => {
    const { api, user } = renderSources([failingSource])
    await user.click(await screen.findByRole('button', { name: 'Pause' }))
    expect(await screen.findByText('Paused')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Refresh now' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    expect(api.site.sources).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Delete for good' }))
    expect(
      await screen.findByText(
        'Deleted “Udemy IT feed”. The courses it brought stay in the catalogue.',
      ),
    ).toBeInTheDocument()
    expect(api.site.sources).toHaveLength(0)
  })
})
