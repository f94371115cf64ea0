import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ALERT_TARGET_NOT_BELOW } from '../../../../domain/price-alerts'
import { makeCourse } from '../../../test/course-fixtures'
import { installFakeApi } from '../../../test/fake-api'
import { renderWithApp } from '../../../test/render'
import { PriceHistory } from './price-history'

const member = { email: 'asha@example.in', password: 'Secret123' }
const course = makeCourse({ courseId: 'c-1', price: 3099 })

function renderHistory(signedIn: boolean) {
  const api = installFakeApi({ accounts: [member], signedIn, courses: [{ ...course }] })
  renderWithApp(<PriceHistory courseId="c-1" />, { url: '/home/c-1/x' })
  return { api, user: userEvent.setup() }
}

describe('a price alert on the course page', () => {
  it('offers a visitor to sign in first', async () => {
    const { user } = renderHistory(false)
    await user.click(await screen.findByRole('button', { name: 'Tell me when the price drops' }))
    const link = await screen.findByRole('link', {
      name: 'Sign in to be told when the price drops',
    })
    expect(link.getAttribute('href')).toBe('/sign-in?next=%2Fhome%2Fc-1%2Fx')
  })

  it('suggests a target, checks it before sending, then sets, changes and removes it', async () => {
    const { api, user } = renderHistory(true)
    await user.click(await screen.findByRole('button', { name: 'Tell me when the price drops' }))
    const input = await screen.findByLabelText('Tell me when it costs less than')
    // Never cheaper than today: 10% below, ending in 9.
    expect(input).toHaveValue('2789')
    await user.clear(input)
    await user.type(input, '3500')
    await user.click(screen.getByRole('button', { name: 'Set alert' }))
    expect(input).toHaveAccessibleDescription(expect.stringContaining(ALERT_TARGET_NOT_BELOW))
    expect(api.state.alerts).toHaveLength(0)

    await user.clear(input)
    await user.type(input, '1,499')
    expect(input).toHaveValue('1499')
    // Typing again takes the old message away.
    expect(input).toHaveAccessibleDescription(expect.not.stringContaining(ALERT_TARGET_NOT_BELOW))
    expect(
      screen.getByText(/Lower than any price seen so far \(the lowest was Rs. 3,099\)/),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Set alert' }))
    expect(
      await screen.findByText(
        /We will email you when it costs Rs. 1,499 or less, at most once a week/,
      ),
    ).toBeInTheDocument()
    expect(api.state.alerts).toMatchObject([{ courseId: 'c-1', target: 1499 }])
    expect(await screen.findByRole('button', { name: 'Change alert' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Remove alert' }))
    expect(await screen.findByText('Alert removed.')).toBeInTheDocument()
    expect(api.state.alerts).toHaveLength(0)
  })
})
