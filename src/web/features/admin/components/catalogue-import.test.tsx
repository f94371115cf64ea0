import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { CatalogueImportResult } from '../../../../domain/schemas/catalogue-import'
import { installFakeSiteApi } from '../../../test/fake-site-api'
import { renderWithApp } from '../../../test/render'
import { AdminDashboard } from './admin-dashboard'

const admin = { email: 'admin@example.in', password: 'Secret123', role: 'admin' as const }
const ROUTE = 'POST /api/admin/courses/import'
const csv = 'courseName,rating\nDocker Basics,4.5\n'

function renderImport() {
  const api = installFakeSiteApi({ accounts: [admin], signedIn: true })
  const user = userEvent.setup()
  renderWithApp(<AdminDashboard />, { url: '/admin?tab=import' })
  return { api, user }
}

const answer = (over: Partial<CatalogueImportResult> = {}): CatalogueImportResult => ({
  added: 1200,
  updated: 3,
  unchanged: 40,
  bad: [
    { line: 7, reason: 'rating: Rating must be a number from 0 to 5' },
    { line: 12, reason: 'officialUrl: the same link as line 2 (each course once per file)' },
  ],
  badCount: 2,
  warnings: [],
  ...over,
})

describe('Admin: Import', () => {
  it('sends the chosen file, is busy meanwhile, then shows the counts and each bad row with its line and reason', async () => {
    const { api, user } = renderImport()
    const input = await screen.findByLabelText('Catalogue file (.csv or .jsonl)')
    await user.upload(input, new File([csv], 'catalogue.csv', { type: 'text/csv' }))
    const held = api.hold(ROUTE)
    api.reply(ROUTE, answer())
    await user.click(screen.getByRole('button', { name: 'Import' }))

    const busy = await screen.findByRole('button', { name: 'Importing...' })
    expect(busy).toBeDisabled()
    expect(input).toBeDisabled()
    held.release()

    expect(
      await screen.findByText('Imported “catalogue.csv”, except the bad rows listed below.'),
    ).toBeInTheDocument()
    const result = screen.getByLabelText('Result')
    const terms = within(result).getAllByRole('term')
    const values = within(result).getAllByRole('definition')
    expect(terms.map((term, i) => [term.textContent, values[i]!.textContent])).toEqual([
      ['Added', '1,200'],
      ['Updated', '3'],
      ['Unchanged', '40'],
      ['Bad rows', '2'],
    ])
    const table = screen.getByRole('table', { name: 'Bad rows' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['7', 'rating: Rating must be a number from 0 to 5'],
      ['12', 'officialUrl: the same link as line 2 (each course once per file)'],
    ])
    expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled()
    expect(api.siteRequests).toContainEqual({
      method: 'POST',
      path: '/api/admin/courses/import',
      search: '',
      body: { file: { name: 'catalogue.csv', type: 'text/csv', size: csv.length } },
    })
  })

  it('says when only the first bad rows are listed, and shows what was not used', async () => {
    const { api, user } = renderImport()
    await user.upload(
      await screen.findByLabelText('Catalogue file (.csv or .jsonl)'),
      new File(['{}'], 'catalogue.jsonl', { type: 'application/x-ndjson' }),
    )
    api.reply(
      ROUTE,
      answer({
        badCount: 250,
        warnings: ['Ignored columns that are not course input fields: isBestseller'],
      }),
    )
    await user.click(screen.getByRole('button', { name: 'Import' }))
    expect(await screen.findByText('The first 2 of 250 bad rows.')).toBeInTheDocument()
    expect(
      screen.getByText('Ignored columns that are not course input fields: isBestseller'),
    ).toBeInTheDocument()
  })

  it('asks for a file before sending anything, and shows the server’s reason when it refuses one', async () => {
    const { api, user } = renderImport()
    await user.click(await screen.findByRole('button', { name: 'Import' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a .csv or .jsonl file first.')
    expect(screen.getByLabelText('Catalogue file (.csv or .jsonl)')).toHaveFocus()
    expect(api.siteRequests.filter((r) => r.method === 'POST')).toEqual([])

    const message = 'The first line must name the columns. It has no column for rating.'
    api.reply(ROUTE, { error: { code: 'validation_failed', message } }, 400)
    await user.upload(
      screen.getByLabelText('Catalogue file (.csv or .jsonl)'),
      new File(['courseName\nX\n'], 'notes.csv', { type: 'text/csv' }),
    )
    await user.click(screen.getByRole('button', { name: 'Import' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })
})
