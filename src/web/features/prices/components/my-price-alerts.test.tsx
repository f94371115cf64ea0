import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { makeCourse } from '../../../test/course-fixtures'
import { installFakeApi } from '../../../test/fake-api'
import { renderWithApp } from '../../../test/render'
import { MyPriceAlerts, StopPriceAlert } from './my-price-alerts'

const member = { email: 'asha@example.in', password: 'Secret123' }

function renderAlerts(url = '/my-courses', signedIn = true) {
  const api = installFakeApi({
    accounts: [member],
    signedIn,
    courses: [makeCourse({ courseId: 'c-1', courseName: 'Docker', price: 3099 })],
  })
  const userId = api.state.user?.id ?? 'nobody'
  api.state.alerts.push({
    userId,
    courseId: 'c-1',
    courseName: 'Docker',
    price: 3099,
    target: 999,
    createdAt: '2026-11-20T10:00:00.000Z',
    notifiedAt: null,
  })
  renderWithApp(
    <>
      <StopPriceAlert />
      <MyPriceAlerts />
    </>,
    { url },
  )
  return { api, user: userEvent.setup() }
}

describe('My Courses: price alerts', () => {
  it('lists the member’s alerts with the price now, and removes one', async () => {
    const { api, user } = renderAlerts()
    const section = await screen.findByRole('region', { name: 'Price alerts' })
    expect(section).toHaveTextContent('Tell me below Rs. 999 · now Rs. 3,099')
    expect(within(section).getByRole('link', { name: 'Docker' })).toHaveAttribute(
      'href',
      '/home/c-1/docker',
    )
    await user.click(screen.getByRole('button', { name: 'Remove the price alert on Docker' }))
    expect(await screen.findByText(/No price alerts yet/)).toBeInTheDocument()
    expect(api.state.alerts).toHaveLength(0)
  })

  it('stops an alert from a mail’s link after asking, signed out too', async () => {
    const { api, user } = renderAlerts('/my-courses?stop-alert=one.c-1', false)
    expect(await screen.findByText(/Stop this price alert\?/)).toBeInTheDocument()
    expect(api.state.alerts).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Stop this alert' }))
    expect(await screen.findByText('Done: that price alert is stopped.')).toBeInTheDocument()
    expect(api.state.alerts).toHaveLength(0)
    expect(screen.queryByRole('button', { name: 'Stop this alert' })).toBeNull()
  })
})
