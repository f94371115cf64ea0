import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { COURSE_ADDED } from '../../../../domain/course'
import { I18nProvider } from '../../../lib/i18n'
import { en } from '../../../lib/i18n/messages/en'
import { hi } from '../../../lib/i18n/messages/hi'
import { installFakeSiteApi } from '../../../test/fake-site-api'
import { renderWithApp } from '../../../test/render'
import { AddCourseForm } from './add-course-form'

const account = { email: 'asha@example.in', password: 'Secret123', displayName: 'Asha' }

async function renderSignedIn(role: 'user' | 'moderator' = 'moderator') {
  const api = installFakeSiteApi({ accounts: [{ ...account, role }], signedIn: true })
  const user = userEvent.setup()
  renderWithApp(<AddCourseForm />, { url: '/addcourse' })
  // The form unlocks once GET /api/me says who is signed in.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Add Course' })).toBeEnabled(), {
    timeout: 5000,
  })
  return { api, user }
}

/** Types a whole value at once (user.type per key is slow with thirteen fields). */
function enter(role: 'textbox' | 'spinbutton' | 'combobox', name: string, value: string) {
  fireEvent.change(screen.getByRole(role, { name }), { target: { value } })
}

async function fillValidCourse(_user: UserEvent) {
  enter('textbox', 'Course name', 'React from Zero')
  enter('textbox', 'Instructor', 'Asha Rao')
  enter('spinbutton', 'Rating', '4.5')
  enter('combobox', 'Platform', 'udemy')
  enter('combobox', 'Category', 'frontend')
  enter('textbox', 'Description', 'Hooks and routing.')
  enter('textbox', 'Duration (hours)', '12')
  enter('textbox', 'Validity (months)', '24')
  enter('spinbutton', 'Price (Rs.)', '499')
  enter('textbox', 'Certification', 'Yes')
  enter('textbox', 'Official URL', 'https://udemy.com/r')
  enter('textbox', 'Image URL', 'https://img.in/r.png')
  return Promise.resolve()
}

/** The message shown beside a field: the text its aria-describedby points at. */
function messageOf(field: HTMLElement) {
  expect(field).toHaveAttribute('aria-invalid', 'true')
  return field.getAttribute('aria-describedby')
}

// A form of thirteen labelled fields: role queries are slow in jsdom when the whole suite runs.
describe('AddCourseForm', { timeout: 20_000 }, () => {
  it('the success message is the fixed wording, typo included', () => {
    expect(en.addCourse.success).toBe(COURSE_ADDED)
  })

  it('shows each broken rule beside its field and sends nothing', async () => {
    const { api, user } = await renderSignedIn()
    await fillValidCourse(user)
    const rating = screen.getByRole('spinbutton', { name: 'Rating' })
    fireEvent.change(rating, { target: { value: '5.1' } })
    enter('textbox', 'Instructor', '')
    const image = screen.getByRole('textbox', { name: 'Image URL' })
    fireEvent.change(image, { target: { value: 'javascript:alert(1)' } })
    await user.click(screen.getByRole('button', { name: 'Add Course' }))

    expect(messageOf(rating)).toBeTruthy()
    expect(rating).toHaveAccessibleDescription(
      'Rating must be a number from 0 to 5 As shown on the course’s platform: from 0 to 5, in steps of 0.1',
    )
    expect(screen.getByRole('textbox', { name: 'Instructor' })).toHaveAccessibleDescription(
      'Instructor is required',
    )
    expect(image).toHaveAccessibleDescription(
      'Enter a web address starting with http:// or https://',
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Please fix the 3 highlighted fields.')
    // The first wrong field in the form's order gets focus.
    expect(screen.getByRole('textbox', { name: 'Instructor' })).toHaveFocus()
    expect(api.siteRequests).toEqual([])

    fireEvent.change(rating, { target: { value: '4.25' } })
    await user.click(screen.getByRole('button', { name: 'Add Course' }))
    expect(rating).toHaveAccessibleDescription(
      'Rating goes in steps of 0.1 As shown on the course’s platform: from 0 to 5, in steps of 0.1',
    )
  })

  it('tells a member their course waits for a moderator and where to follow it', async () => {
    const { user } = await renderSignedIn('user')
    await fillValidCourse(user)
    await user.click(screen.getByRole('button', { name: 'Add Course' }))
    expect(await screen.findByText('Course added successfuly')).toBeInTheDocument()
    expect(
      screen.getByText(
        'A moderator will check it before it appears in the catalogue. You can follow it on My Courses.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See it on My Courses' })).toHaveAttribute(
      'href',
      '/my-courses',
    )
    expect(screen.queryByRole('link', { name: 'View the course' })).toBeNull()
  })

  it('Free sends a null price, then says Course added successfuly and resets the form', async () => {
    const { api, user } = await renderSignedIn()
    await fillValidCourse(user)
    await user.click(screen.getByRole('checkbox', { name: 'Free' }))
    expect(screen.getByRole('spinbutton', { name: 'Price (Rs.)' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Add Course' }))

    expect(await screen.findByText('Course added successfuly')).toBeInTheDocument()
    expect(api.siteRequests).toHaveLength(1)
    expect(api.siteRequests[0]).toMatchObject({
      method: 'POST',
      path: '/api/courses',
      body: {
        courseName: 'React from Zero',
        rating: 4.5,
        price: null,
        platform: 'udemy',
        category: 'frontend',
        duration: '12',
        validity: '24',
        language: '',
      },
    })
    expect(screen.getByRole('textbox', { name: 'Course name' })).toHaveValue('')
    expect(screen.getByRole('spinbutton', { name: 'Rating' })).toHaveValue(null)
    expect(screen.getByRole('checkbox', { name: 'Free' })).not.toBeChecked()
    expect(screen.getByRole('link', { name: 'View the course' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/home\/.+\/react-from-zero$/),
    )
  })

  it('sends the facts a member states: level, format, hours, month, start date, certificate and cost, and the syllabus as modules', async () => {
    const { api, user } = await renderSignedIn()
    await fillValidCourse(user)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Beginner')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Format' }), 'Live classes')
    enter('spinbutton', 'Hours a week', '6.5')
    fireEvent.change(screen.getByLabelText('Last updated (month)'), {
      target: { value: '2026-03' },
    })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Next start' }), 'On a date')
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2027-01-05' } })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Certificate' }), 'Graded')
    enter('spinbutton', 'Certificate cost (Rs.)', '999')
    enter('textbox', 'Syllabus', 'Python basics | 2 h 30 min\n\nA project | 90\nWrap-up')
    await user.click(screen.getByRole('button', { name: 'Add Course' }))

    expect(await screen.findByText('Course added successfuly')).toBeInTheDocument()
    expect(api.siteRequests[0]?.body).toMatchObject({
      level: 'beginner',
      format: 'live',
      hoursPerWeek: 6.5,
      lastUpdated: '2026-03',
      nextStart: '2027-01-05',
      certificate: 'graded',
      certificateCost: 999,
      syllabus: [
        { title: 'Python basics', minutes: 150 },
        { title: 'A project', minutes: 90 },
        { title: 'Wrap-up', minutes: null },
      ],
    })
  })

  it('says what is wrong with a fact beside it and sends nothing: a cost without a certificate, a length that is none, a start without its date', async () => {
    const { api, user } = await renderSignedIn()
    await fillValidCourse(user)
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Certificate' }),
      'No certificate',
    )
    enter('spinbutton', 'Certificate cost (Rs.)', '499')
    enter('textbox', 'Syllabus', 'Basics | forever')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Next start' }), 'On a date')
    await user.click(screen.getByRole('button', { name: 'Add Course' }))

    expect(
      screen.getByRole('spinbutton', { name: 'Certificate cost (Rs.)' }),
    ).toHaveAccessibleDescription(expect.stringContaining('A certificate cost needs a certificate'))
    expect(screen.getByRole('textbox', { name: 'Syllabus' })).toHaveAccessibleDescription(
      expect.stringContaining("A module's length is minutes or hours"),
    )
    expect(screen.getByLabelText('Start date')).toHaveAccessibleDescription(
      expect.stringContaining('Next start must be a date'),
    )
    expect(api.siteRequests).toHaveLength(0)
  })

  it('accepts a platform that is not in the list through Other…', async () => {
    const { api, user } = await renderSignedIn()
    await fillValidCourse(user)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Platform' }), 'Other…')
    await user.click(screen.getByRole('button', { name: 'Add Course' }))
    const other = screen.getByRole('textbox', { name: 'Other platform' })
    expect(other).toHaveAccessibleDescription('Platform is required')
    fireEvent.change(other, { target: { value: 'Coursera' } })
    await user.click(screen.getByRole('button', { name: 'Add Course' }))
    expect(await screen.findByText('Course added successfuly')).toBeInTheDocument()
    expect(api.siteRequests[0]?.body).toMatchObject({ platform: 'Coursera', price: 499 })
  })

  it("shows the server's field messages beside the fields", async () => {
    const { api, user } = await renderSignedIn()
    api.reply(
      'POST /api/courses',
      {
        error: {
          code: 'validation_failed',
          message: 'Course name must be at most 200 characters',
          fields: { courseName: 'Course name must be at most 200 characters' },
        },
      },
      400,
    )
    await fillValidCourse(user)
    await user.click(screen.getByRole('button', { name: 'Add Course' }))
    expect(
      await screen.findByRole('textbox', {
        name: 'Course name',
        description: 'Course name must be at most 200 characters',
      }),
    ).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('alert')).toHaveTextContent('Please fix the 1 highlighted field.')
  })

  it('a failure that is not about one field shows a message', async () => {
    const { api, user } = await renderSignedIn()
    api.reply(
      'POST /api/courses',
      { error: { code: 'internal_error', message: 'Internal Server Error' } },
      500,
    )
    await fillValidCourse(user)
    await user.click(screen.getByRole('button', { name: 'Add Course' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    )
    expect(screen.getByRole('textbox', { name: 'Course name' })).toHaveValue('React from Zero')
  })

  it('signed out, the form is disabled with a prompt to sign in', async () => {
    installFakeSiteApi()
    renderWithApp(<AddCourseForm />, { url: '/addcourse' })
    const prompt = await screen.findByRole('note')
    expect(prompt).toHaveTextContent('Sign in to add a course.')
    expect(within(prompt).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/sign-in?next=%2Faddcourse',
    )
    expect(screen.getByRole('textbox', { name: 'Course name' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Add Course' })).toBeDisabled()
  })

  it("in a Hindi page, shows the rules' messages in Hindi", async () => {
    const account = { email: 'asha@example.in', password: 'Secret123', displayName: 'Asha' }
    const api = installFakeSiteApi({ accounts: [account], signedIn: true })
    const user = userEvent.setup()
    renderWithApp(
      <I18nProvider language="hi" messages={hi}>
        <AddCourseForm />
      </I18nProvider>,
      { url: '/addcourse' },
    )
    const submit = await screen.findByRole('button', { name: 'कोर्स जोड़ें' })
    await waitFor(() => expect(submit).toBeEnabled(), { timeout: 5000 })
    const rating = screen.getByRole('spinbutton', { name: 'रेटिंग' })
    fireEvent.change(rating, { target: { value: '7' } })
    await user.click(submit)
    expect(screen.getByRole('textbox', { name: 'कोर्स का नाम' })).toHaveAccessibleDescription(
      'कोर्स का नाम ज़रूरी है',
    )
    expect(rating).toHaveAccessibleDescription(
      'रेटिंग 0 से 5 तक की कोई संख्या होनी चाहिए जैसी कोर्स के प्लेटफ़ॉर्म पर दिखती है: 0 से 5 तक, 0.1 के अंतर से',
    )
    expect(api.siteRequests).toEqual([])
  })

  it("offers the usual platforms, categories and languages by the catalogue's names, sending the stored values", async () => {
    installFakeSiteApi({
      accounts: [{ email: 'asha@example.in', password: 'Secret123' }],
      signedIn: true,
    })
    const { unmount } = renderWithApp(<AddCourseForm />, { url: '/addcourse' })
    const platform = await screen.findByRole('combobox', { name: 'Platform' })
    expect(within(platform).getByRole('option', { name: 'Udemy' })).toHaveValue('udemy')
    expect(
      within(screen.getByRole('combobox', { name: 'Category' })).getByRole('option', {
        name: 'Web Dev',
      }),
    ).toHaveValue('web dev')
    unmount()

    renderWithApp(
      <I18nProvider language="hi" messages={hi}>
        <AddCourseForm />
      </I18nProvider>,
      { url: '/addcourse' },
    )
    const category = await screen.findByRole('combobox', { name: 'कैटेगरी' })
    expect(within(category).getByRole('option', { name: 'वेब डेवलपमेंट' })).toHaveValue('web dev')
    expect(within(category).getByRole('option', { name: 'मशीन लर्निंग' })).toHaveValue(
      'machine learning',
    )
    const language = screen.getByRole('combobox', { name: /^भाषा/ })
    expect(within(language).getByRole('option', { name: 'अंग्रेज़ी' })).toHaveValue('English')
    expect(within(language).getByRole('option', { name: 'हिंदी' })).toHaveValue('Hindi')
  })
})
