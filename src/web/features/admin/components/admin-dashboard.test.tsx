import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { ReportedItem } from '../../../../domain/schemas/site'
import type { CourseSubmission } from '../../../../domain/schemas/course'
import { I18nProvider } from '../../../lib/i18n'
import { hi } from '../../../lib/i18n/messages/hi'
import { makeCourse, makeCourseInput } from '../../../test/course-fixtures'
import { installFakeSiteApi, type FakeSiteSeed } from '../../../test/fake-site-api'
import { renderWithApp } from '../../../test/render'
import { AdminDashboard } from './admin-dashboard'

const admin = { email: 'admin@example.in', password: 'Secret123', role: 'admin' as const }

const reported: ReportedItem[] = [
  {
    type: 'post',
    id: 'post-1',
    text: 'Buy cheap followers at spam.example',
    author: 'Spammer',
    reports: 3,
    reasons: { spam: 2, abuse: 0, 'off-topic': 0, other: 1 },
    details: ['Links to a scam site'],
    firstReportedAt: '2024-11-09T11:00:00.000Z',
    hidden: false,
    createdAt: '2024-11-09T10:00:00.000Z',
  },
  {
    type: 'review',
    id: 'review-1',
    text: 'Rude review',
    author: 'Ravi',
    reports: 1,
    reasons: { spam: 0, abuse: 1, 'off-topic': 0, other: 0 },
    details: [],
    firstReportedAt: '2024-11-08T11:00:00.000Z',
    hidden: true,
    createdAt: '2024-11-08T10:00:00.000Z',
  },
]

function renderAdmin(seed: FakeSiteSeed = {}, url = '/admin') {
  const api = installFakeSiteApi({ accounts: [admin], signedIn: true, ...seed })
  const user = userEvent.setup()
  const view = renderWithApp(<AdminDashboard />, { url })
  return { api, user, ...view }
}

describe('AdminDashboard', () => {
  it('tells a signed-in user without the admin role that they need administrator access', async () => {
    const api = installFakeSiteApi({
      accounts: [{ email: 'asha@example.in', password: 'Secret123' }],
      signedIn: true,
    })
    renderWithApp(<AdminDashboard />, { url: '/admin' })
    expect(
      await screen.findByText('You need administrator access to see this page.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument()
    expect(api.siteRequests).toEqual([])
  })

  it('asks a visitor to sign in', async () => {
    installFakeSiteApi()
    renderWithApp(<AdminDashboard />, { url: '/admin' })
    expect(
      await screen.findByText('Sign in with an administrator account to see this page.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/sign-in?next=%2Fadmin',
    )
  })

  it('Dismiss keeps the item, resolves its reports and says so in the row', async () => {
    const { api, user } = renderAdmin({ reports: reported })
    const list = await screen.findByRole('list', { name: 'Reports waiting, most reported first' })
    const row = list.children[0] as HTMLElement
    // A hidden item is unhidden or left alone; only a visible one is dismissed.
    expect(
      within(list.children[1] as HTMLElement).queryByRole('button', { name: /Dismiss/ }),
    ).toBeNull()
    await user.click(
      within(row).getByRole('button', { name: 'Dismiss the reports of the post by Spammer' }),
    )
    await waitFor(() => expect(row).toHaveTextContent('Reports dismissed'))
    expect(within(row).queryByRole('button')).toBeNull()
    expect(api.siteRequests).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/api/admin/reports/post/post-1/dismiss' }),
    )
  })

  it('lists reported content; Hide calls the endpoint and the row shows Hidden', async () => {
    const { api, user } = renderAdmin({ reports: reported })
    const list = await screen.findByRole('list', { name: 'Reports waiting, most reported first' })
    const rows = Array.from(list.children) as HTMLElement[]
    expect(rows).toHaveLength(2)
    expect(rows[0]).toHaveTextContent('Post')
    expect(rows[0]).toHaveTextContent('Buy cheap followers at spam.example')
    expect(rows[0]).toHaveTextContent('Spammer')
    expect(rows[0]).toHaveTextContent('Reports: 3')
    expect(rows[0]).toHaveTextContent('Spam × 2')
    expect(rows[0]).toHaveTextContent('Other × 1')
    expect(rows[0]).not.toHaveTextContent('Abuse')
    expect(within(rows[0]!).getByRole('list', { name: 'What reporters wrote' })).toHaveTextContent(
      'Links to a scam site',
    )
    expect(rows[0]).toHaveTextContent('Visible')
    expect(rows[1]).toHaveTextContent('Hidden')

    await user.click(within(rows[0]!).getByRole('button', { name: 'Hide post by Spammer' }))
    expect(
      await within(rows[0]!).findByRole('button', { name: 'Unhide post by Spammer' }),
    ).toBeInTheDocument()
    expect(rows[0]).toHaveTextContent('Hidden')
    expect(api.siteRequests).toContainEqual({
      method: 'PUT',
      path: '/api/admin/posts/post-1/hidden',
      search: '',
      body: { hidden: true },
    })

    await user.click(within(rows[1]!).getByRole('button', { name: 'Unhide review by Ravi' }))
    await waitFor(() => expect(rows[1]).toHaveTextContent('Visible'))
    expect(api.siteRequests).toContainEqual({
      method: 'PUT',
      path: '/api/admin/reviews/review-1/hidden',
      search: '',
      body: { hidden: false },
    })
  })

  it('Added courses: a moderator approves one, edits and approves another, rejects a third with a reason', async () => {
    const course = makeCourseInput()
    const waiting = (n: number, courseName: string): CourseSubmission => ({
      submissionId: `00000000-0000-4000-8000-00000000000${n}`,
      status: 'pending',
      course: { ...course, courseName },
      reason: null,
      courseId: null,
      submittedBy: 'Kavya',
      createdAt: '2024-11-09T10:00:00.000Z',
      decidedAt: null,
    })
    const { api, user } = renderAdmin(
      {
        accounts: [{ ...admin, role: 'moderator' }],
        submissions: [waiting(1, 'Go as sent'), waiting(2, 'Go with typo'), waiting(3, 'Go spam')],
      },
      '/admin?tab=submissions',
    )
    // A moderator's tabs: the queues, not the catalogue tools.
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual([
      'Reported content',
      'Added courses',
      'Exams',
      'Review bursts',
      'Suspensions',
    ])
    const list = await screen.findByRole('list', {
      name: 'Added courses waiting for review, the longest waiting first',
    })
    const [asSent, typo, spam] = Array.from(list.children) as HTMLElement[]
    expect(asSent).toHaveTextContent('Added by Kavya')
    expect(
      within(asSent!).getByRole('link', { name: /^Official page.*example\.in/ }),
    ).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc')

    await user.click(within(asSent!).getByRole('button', { name: 'Approve' }))
    expect(
      await within(asSent!).findByText('Approved: it is in the catalogue.'),
    ).toBeInTheDocument()
    expect(within(asSent!).getByRole('link', { name: 'View the course' })).toBeInTheDocument()

    await user.click(within(typo!).getByRole('button', { name: 'Edit and approve' }))
    const name = within(typo!).getByRole('textbox', { name: 'Course name' })
    expect(name).toHaveValue('Go with typo')
    await user.clear(name)
    await user.type(name, 'Go with care')
    await user.click(within(typo!).getByRole('button', { name: 'Approve with these details' }))
    expect(await within(typo!).findByText('Approved: it is in the catalogue.')).toBeInTheDocument()
    expect(api.siteRequests).toContainEqual(
      expect.objectContaining({
        path: '/api/admin/submissions/00000000-0000-4000-8000-000000000002/approve',
        body: { course: expect.objectContaining({ courseName: 'Go with care' }) },
      }),
    )

    await user.click(within(spam!).getByRole('button', { name: 'Reject' }))
    const confirm = within(spam!).getByRole('button', { name: 'Reject' })
    expect(confirm).toBeDisabled()
    await user.type(
      within(spam!).getByRole('textbox', { name: 'Why it is not accepted (the member sees this)' }),
      'Not a course',
    )
    await user.click(confirm)
    expect(
      await within(spam!).findByText('Rejected: the member sees your reason on My Courses.'),
    ).toBeInTheDocument()
    expect(api.site.submissions[2]).toMatchObject({ status: 'rejected', reason: 'Not a course' })
  })

  it("Recommendations: how 'Was this helpful?' was answered, per recommender", async () => {
    renderAdmin(
      {
        feedback: [
          { provider: 'embedded', helpful: 3, notHelpful: 1 },
          { provider: 'gemini', helpful: 1, notHelpful: 1 },
        ],
      },
      '/admin?tab=feedback',
    )
    const table = await screen.findByRole('table', {
      name: "How learners answered 'Was this helpful?', per recommender",
    })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual(['Offline recommender3175%', 'Gemini1150%'])
  })

  it('Subscribers shows the count and a Download CSV link', async () => {
    const { user } = renderAdmin({
      subscribers: [
        {
          email: 'a@example.in',
          confirmedAt: '2024-11-09T10:00:00.000Z',
          unsubscribeUrl: 'http://localhost/newsletter?unsubscribe=a',
        },
        {
          email: 'b@example.in',
          confirmedAt: '2024-11-09T11:00:00.000Z',
          unsubscribeUrl: 'http://localhost/newsletter?unsubscribe=b',
        },
      ],
    })
    await user.click(await screen.findByRole('tab', { name: 'Subscribers' }))
    expect(await screen.findByText('2 subscribers')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/subscribers?format=csv',
    )
    expect(screen.getByRole('cell', { name: 'b@example.in' })).toBeInTheDocument()
  })

  it('Courses: toggles Bestseller and deletes after a confirm; the audit log shows both', async () => {
    const course = makeCourse({ courseName: 'Docker Basics', isBestseller: false })
    const { api, user } = renderAdmin({ courses: [course] }, '/admin?tab=courses')
    const bestseller = await screen.findByRole('checkbox', { name: 'Bestseller: Docker Basics' })
    await user.click(bestseller)
    await waitFor(() => expect(bestseller).toBeChecked())
    expect(api.siteRequests).toContainEqual(
      expect.objectContaining({
        method: 'PATCH',
        path: `/api/admin/courses/${course.courseId}`,
        body: { isBestseller: true },
      }),
    )

    await user.click(screen.getByRole('button', { name: 'Delete Docker Basics' }))
    const confirm = screen.getByRole('group', {
      name: 'Delete “Docker Basics”? This cannot be undone.',
    })
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete' }))
    expect(await screen.findByText('Deleted “Docker Basics”.')).toBeInTheDocument()
    expect(await screen.findByText('No courses match your search.')).toBeInTheDocument()

    await user.click(screen.getByRole('tab', { name: 'Audit log' }))
    const rows = await screen.findAllByRole('row')
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      expect.stringContaining(`admin@example.indelete course ${course.courseId}`),
      expect.stringContaining(`admin@example.inedit course ${course.courseId}`),
    ])
  })

  it('Courses: Edit opens the course form filled in; Save sends only the changed fields', async () => {
    // A seeded course: its image is a path on this site, which the form could not produce.
    const course = makeCourse({ courseName: 'Docker Basics', price: 499, platform: 'Coursera' })
    const { api, user } = renderAdmin({ courses: [course] }, '/admin?tab=courses')
    const edit = await screen.findByRole('button', { name: 'Edit Docker Basics' })
    await user.click(edit)
    expect(edit).toHaveAttribute('aria-expanded', 'true')
    const form = await screen.findByRole('form', { name: 'Edit “Docker Basics”' })
    expect(screen.getByRole('heading', { name: 'Edit “Docker Basics”' })).toHaveFocus()
    expect(within(form).getByRole('textbox', { name: 'Course name' })).toHaveValue('Docker Basics')
    expect(within(form).getByRole('spinbutton', { name: 'Price (Rs.)' })).toHaveValue(499)
    expect(within(form).getByRole('spinbutton', { name: 'Rating' })).toHaveValue(4.7)
    // A platform outside the usual list shows as Other… with its text.
    expect(within(form).getByRole('combobox', { name: 'Platform' })).toHaveDisplayValue('Other…')
    expect(within(form).getByRole('textbox', { name: 'Other platform' })).toHaveValue('Coursera')
    expect(within(form).getByRole('combobox', { name: /^Language/ })).toHaveDisplayValue('Hindi')

    await user.clear(within(form).getByRole('textbox', { name: 'Course name' }))
    await user.type(within(form).getByRole('textbox', { name: 'Course name' }), 'Docker in Depth')
    await user.click(within(form).getByRole('checkbox', { name: 'Free' }))
    await user.click(within(form).getByRole('button', { name: 'Save changes' }))

    expect(await screen.findByText('Saved changes to “Docker in Depth”.')).toBeInTheDocument()
    expect(api.siteRequests.filter((r) => r.method === 'PATCH')).toEqual([
      expect.objectContaining({
        path: `/api/admin/courses/${course.courseId}`,
        body: { courseName: 'Docker in Depth', price: null },
      }),
    ])
    expect(screen.queryByRole('form')).not.toBeInTheDocument()
    const editAgain = await screen.findByRole('button', { name: 'Edit Docker in Depth' })
    expect(editAgain).toHaveFocus()
    expect(screen.getByRole('link', { name: 'Docker in Depth' })).toBeInTheDocument()

    await user.click(screen.getByRole('tab', { name: 'Audit log' }))
    expect(
      await screen.findByText('Docker in Depth (changed: courseName, price)'),
    ).toBeInTheDocument()
  })

  it('Courses: saving unchanged sends nothing; a broken field is named beside it; Cancel closes', async () => {
    const course = makeCourse({ courseName: 'Docker Basics' })
    const { api, user } = renderAdmin({ courses: [course] }, '/admin?tab=courses')
    await user.click(await screen.findByRole('button', { name: 'Edit Docker Basics' }))
    const form = await screen.findByRole('form', { name: 'Edit “Docker Basics”' })
    await user.click(within(form).getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Nothing changed: edit a field, then save.')).toBeInTheDocument()

    const official = within(form).getByRole('textbox', { name: 'Official URL' })
    await user.clear(official)
    await user.type(official, 'javascript:alert(1)')
    await user.click(within(form).getByRole('button', { name: 'Save changes' }))
    expect(official).toHaveAccessibleDescription(
      'Enter a web address starting with http:// or https://',
    )
    expect(official).toHaveFocus()
    expect(api.siteRequests.filter((r) => r.method === 'PATCH')).toEqual([])

    await user.click(within(form).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('form')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Edit Docker Basics' })).toHaveFocus()
  })

  it("Courses: the server's message for a field shows beside it", async () => {
    const course = makeCourse({ courseName: 'Docker Basics' })
    const { api, user } = renderAdmin({ courses: [course] }, '/admin?tab=courses')
    api.reply(
      `PATCH /api/admin/courses/${course.courseId}`,
      {
        error: {
          code: 'validation_failed',
          message: 'Course name must be at most 200 characters',
          fields: { courseName: 'Course name must be at most 200 characters' },
        },
      },
      400,
    )
    await user.click(await screen.findByRole('button', { name: 'Edit Docker Basics' }))
    const name = await screen.findByRole('textbox', { name: 'Course name' })
    await user.type(name, '!')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('Course name must be at most 200 characters'),
    )
    expect(screen.getByRole('form')).toBeInTheDocument()
  })

  it('Courses: 50 at a time, Load more shows the rest', async () => {
    const courses = Array.from({ length: 57 }, (_, i) =>
      makeCourse({ courseId: `course-${i}`, courseName: `Course ${i + 1}` }),
    )
    const { user } = renderAdmin({ courses }, '/admin?tab=courses')
    expect(await screen.findByText('Showing 50 of 57')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByText('Showing 57 of 57')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Course 57' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
  })

  it('Contact messages lists what people sent', async () => {
    const { user } = renderAdmin({
      contactMessages: [
        {
          id: 'm1',
          name: 'Meera',
          email: 'meera@example.in',
          message: 'Please add NPTEL courses.',
          createdAt: '2024-11-09T10:00:00.000Z',
        },
      ],
    })
    await user.click(await screen.findByRole('tab', { name: 'Contact messages' }))
    expect(await screen.findByText('Please add NPTEL courses.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Reply' })).toHaveAttribute(
      'href',
      'mailto:meera@example.in',
    )
  })

  it("writes dates in the page's language: month names in Hindi on a Hindi page", async () => {
    installFakeSiteApi({
      accounts: [admin],
      signedIn: true,
      contactMessages: [
        {
          id: 'm1',
          name: 'Meera',
          email: 'meera@example.in',
          message: 'Please add NPTEL courses.',
          createdAt: '2024-11-09T10:00:00.000Z',
        },
      ],
    })
    const user = userEvent.setup()
    renderWithApp(
      <I18nProvider language="hi" messages={hi}>
        <AdminDashboard />
      </I18nProvider>,
      { url: '/admin' },
    )
    await user.click(await screen.findByRole('tab', { name: 'संपर्क मैसेज' }))
    await screen.findByText('Please add NPTEL courses.')
    const when = document.querySelector('time[datetime="2024-11-09T10:00:00.000Z"]')!
    expect(when.textContent).toMatch(/^9 नव॰ 2024/)
  })
})
