import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { priceHistory } from '../../../../domain/prices'
import type { PriceHistoryResponse } from '../../../../domain/schemas/prices'
import { I18nProvider } from '../../../lib/i18n'
import { hi } from '../../../lib/i18n/messages/hi'
import { renderWithApp } from '../../../test/render'
import { suggestedAlert } from '../../../../domain/price-alerts'
import { PriceHistoryView, stepPath } from './price-history'

const NOW = '2026-11-27T06:30:00.000Z'
const daysAgo = (days: number) => new Date(Date.parse(NOW) - days * 86_400_000).toISOString()
const response = (...changes: [number, number | null][]): PriceHistoryResponse => {
  const history = priceHistory(
    changes.map(([days, price]) => ({ price, at: daysAgo(days) })),
    NOW,
  )!
  return { courseId: 'c-1', ...history, suggestedAlert: suggestedAlert(history) }
}

describe('the price history of a course page', () => {
  it('states the lowest with its day, the highest and now, each badge with its rule, and the figures as a table', () => {
    // Udemy's list price, a sale that ends, then the lowest price for a week.
    renderWithApp(
      <PriceHistoryView history={response([200, 3099], [150, 499], [120, 3099], [5, 449])} />,
    )
    const section = screen.getByRole('region', { name: 'Price history' })
    expect(section).toHaveTextContent(
      'Lowest Rs. 449 on 22 Nov 2026, highest Rs. 3,099, now Rs. 449.',
    )
    expect(within(section).getByText('Lowest price in 90 days')).toBeInTheDocument()
    expect(
      within(section).getByText(
        'No lower price in the last 90 days, and a higher one within them.',
      ),
    ).toBeInTheDocument()
    expect(within(section).getByText('Good deal')).toBeInTheDocument()
    expect(within(section).queryByText('Usually cheaper')).toBeNull()
    const table = within(section).getByRole('table', {
      name: 'The price of this course from each date on',
    })
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent)
    expect(rows).toEqual([
      '11 May 2026Rs. 3,099',
      '30 Jun 2026Rs. 499',
      '30 Jul 2026Rs. 3,099',
      '22 Nov 2026Rs. 449',
    ])
    expect(section).toHaveTextContent('Tracked since 11 May 2026.')
  })

  it('says when a course is usually cheaper, with its usual price', () => {
    renderWithApp(<PriceHistoryView history={response([80, 449], [10, 3099])} />)
    expect(screen.getByText('Usually cheaper')).toBeInTheDocument()
    expect(
      screen.getByText('At least 20% above its usual price of the last 90 days (Rs. 449).'),
    ).toBeInTheDocument()
  })

  it('a free course: free since it was first seen, no badge', () => {
    renderWithApp(<PriceHistoryView history={response([40, null])} />)
    expect(screen.getByText('Free since 18 Oct 2026.')).toBeInTheDocument()
    expect(screen.queryByRole('listitem')).toBeNull()
  })

  it('in Hindi', () => {
    renderWithApp(
      <I18nProvider language="hi" messages={hi}>
        <PriceHistoryView history={response([100, 3099], [5, 449])} />
      </I18nProvider>,
    )
    const section = screen.getByRole('region', { name: 'कीमत का इतिहास' })
    expect(section).toHaveTextContent('सबसे कम ₹449')
    expect(within(section).getByText('अच्छा सौदा')).toBeInTheDocument()
  })

  it('draws each price held until the next change, to the chart’s right edge', () => {
    const history = response([365, 1000], [183, 500])
    // 600 wide, 160 high, the highest price (1000) at the top: 182 of the 365 days at 1000, then 500.
    expect(stepPath(history, 1000)).toBe('M0.0 0.0 H299.2 V80.0 H600')
  })
})
