// Following a catalogue search and the list on My Courses (docs/product.md#follows), against the
// fake API's follows.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import AllCoursesPage from '../../../pages/all-courses'
import { makeCourse } from '../../../test/course-fixtures'
import { installFakeApi } from '../../../test/fake-api'
import { renderWithApp } from '../../../test/render'
import { MyFollows, StopFollow } from './my-follows'

const member = { email: 'asha@example.in', password: 'Secret123' }

describe('following a catalogue search', () => {
  it('follows the search shown, at the frequency chosen, and stops it', async () => {
    const api = installFakeApi({
      accounts: [member],
      signedIn: true,
      courses: [makeCourse({ courseName: 'Python Basics', language: 'Hindi' })],
    })
    const user = userEvent.setup()
    renderWithApp(<AllCoursesPage />, { url: '/all-courses?q=python&language=Hindi' })
    await user.click(await screen.findByRole('button', { name: 'Follow this search' }))
    expect(
      await screen.findByText(/new courses and price drops that match: Search: “python” · Hindi/),
    ).toBeInTheDocument()
    await user.selectOptions(screen.getByRole('combobox', { name: 'How often' }), 'Weekly')
    await user.click(screen.getByRole('button', { name: 'Follow' }))
    expect(await screen.findByText(/We will email you what is new here/)).toBeInTheDocument()
    expect(api.state.follows).toEqual([
      expect.objectContaining({
        kind: 'search',
        query: { q: 'python', language: 'Hindi' },
        frequency: 'weekly',
      }),
    ])
    await user.click(await screen.findByRole('button', { name: 'Stop following' }))
    expect(await screen.findByText('You no longer follow this search.')).toBeInTheDocument()
    expect(api.state.follows).toEqual([])
  })

  it('follows a searched name as an instructor, when asked to', async () => {
    const api = installFakeApi({
      accounts: [member],
      signedIn: true,
      courses: [makeCourse({ courseName: 'Kotlin Coroutines', instructor: 'Meera Iyer' })],
    })
    const user = userEvent.setup()
    renderWithApp(<AllCoursesPage />, { url: '/all-courses?q=Meera+Iyer' })
    await user.click(await screen.findByRole('button', { name: 'Follow this search' }))
    await user.click(
      await screen.findByRole('checkbox', {
        name: 'Only courses by the instructor named “Meera Iyer”',
      }),
    )
    expect(screen.getByText(/match: Instructor: Meera Iyer/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Follow' }))
    await expect
      .poll(() => api.state.follows)
      .toMatchObject([{ kind: 'instructor', query: { instructor: 'Meera Iyer' } }])
  })

  it('asks a visitor to sign in first, and offers nothing for the whole catalogue', async () => {
    installFakeApi({ courses: [makeCourse({ courseName: 'Python Basics' })] })
    const user = userEvent.setup()
    const { unmount } = renderWithApp(<AllCoursesPage />, { url: '/all-courses?category=web+dev' })
    await user.click(await screen.findByRole('button', { name: 'Follow this search' }))
    expect(
      await screen.findByRole('link', { name: 'Sign in to follow this search' }),
    ).toBeInTheDocument()
    unmount()
    renderWithApp(<AllCoursesPage />, { url: '/all-courses' })
    await screen.findByRole('heading', { name: 'Python Basics' })
    expect(screen.queryByRole('button', { name: 'Follow this search' })).toBeNull()
  })
})

describe('My Courses: follows', () => {
  function renderFollows(url = '/my-courses', signedIn = true) {
    const api = installFakeApi({ accounts: [member], signedIn })
    const userId = api.state.user?.id ?? 'nobody'
    api.state.follows.push({
      userId,
      id: 'follow-1',
      kind: 'instructor',
      query: { instructor: 'Meera Iyer' },
      frequency: 'daily',
      createdAt: '2026-11-20T10:00:00.000Z',
      mailedAt: '2026-11-26T01:35:00.000Z',
    })
    renderWithApp(
      <>
        <StopFollow />
        <MyFollows />
      </>,
      { url },
    )
    return { api, user: userEvent.setup() }
  }

  it('lists what the member follows, changes how often, and stops one', async () => {
    const { api, user } = renderFollows()
    const section = await screen.findByRole('region', { name: 'Following' })
    expect(within(section).getByRole('link', { name: 'Instructor: Meera Iyer' })).toHaveAttribute(
      'href',
      '/all-courses?q=Meera+Iyer',
    )
    expect(section).toHaveTextContent('Last emailed 26 Nov 2026')
    await user.selectOptions(
      screen.getByRole('combobox', {
        name: 'How often we email you about Instructor: Meera Iyer',
      }),
      'As it happens',
    )
    await expect.poll(() => api.state.follows[0]?.frequency).toBe('instant')
    await user.click(screen.getByRole('button', { name: 'Stop following Instructor: Meera Iyer' }))
    expect(await screen.findByText(/You follow nothing yet/)).toBeInTheDocument()
    expect(api.state.follows).toHaveLength(0)
  })

  it('stops everything from a digest’s link after asking, signed out too', async () => {
    const { api, user } = renderFollows('/my-courses?stop-follow=all.user-1', false)
    expect(await screen.findByText(/Stop following everything\?/)).toBeInTheDocument()
    api.state.follows[0]!.userId = 'user-1'
    await user.click(screen.getByRole('button', { name: 'Stop following everything' }))
    expect(await screen.findByText('Done: you no longer follow anything.')).toBeInTheDocument()
    expect(api.state.follows).toHaveLength(0)
  })
})
