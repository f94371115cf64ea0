import { render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import userEvent from '@testing-library/user-event'
import { pageNoticeState } from '../lib/page-notice'
import { createMemoryRouter, RouterProvider } from '../lib/router'
import { installFakeApi } from '../test/fake-api'
import { createTestQueryClient } from '../test/render'
import { AppProvider } from './provider'
import { AppRoutes, loadRoutesOf } from './router'

/** The app at `url`, its page's chunk loaded first as startApp does. */
async function renderRoute(url: string) {
  installFakeApi()
  await loadRoutesOf(url)
  const router = createMemoryRouter(url, { prepare: loadRoutesOf })
  render(
    <AppProvider queryClient={createTestQueryClient()}>
      <RouterProvider router={router}>
        <AppRoutes />
      </RouterProvider>
    </AppProvider>,
  )
  return router
}

describe('routes', () => {
  it('every page has a skip link, header, main and footer', async () => {
    await renderRoute('/community')
    await screen.findByRole('heading', { level: 1, name: 'Community' })
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute(
      'href',
      '#main-content',
    )
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content')
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
  })

  it('an unknown address shows Page not found with a way home', async () => {
    await renderRoute('/no/such/page')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument()
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Go to the home page' }),
    ).toHaveAttribute('href', '/')
    await waitFor(() => expect(document.title).toBe('Page not found | CourseCompass'))
  })

  it('the govt exam page is the government-exam catalogue, no longer a maintenance image', async () => {
    await renderRoute('/govt-exam-courses')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Government Exam Courses' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('search', { name: 'Find Your Course' })).toBeInTheDocument()
    expect(screen.queryByRole('img', { name: /under maintenance/i })).not.toBeInTheDocument()
  })

  it('the terms page has nine numbered sections, last updated 09-11-2024', async () => {
    await renderRoute('/termsAndConditions')
    await screen.findByRole('heading', { level: 1, name: 'Terms & Conditions' })
    expect(screen.getByText('Last updated: 09-11-2024')).toBeInTheDocument()
    const sections = screen
      .getAllByRole('heading', { level: 2 })
      .filter((h) => /^\d\. /.test(h.textContent ?? ''))
    expect(sections.map((h) => h.textContent?.slice(0, 2))).toEqual([
      '1.',
      '2.',
      '3.',
      '4.',
      '5.',
      '6.',
      '7.',
      '8.',
      '9.',
    ])
  })

  it.each([
    ['/addcourse', 'Add a Course', 'Add Course', 'Add a Course | CourseCompass'],
    ['/contact-us', 'Contact Us', 'Send Message', 'Contact Us | CourseCompass'],
  ])('%s shows its form', async (url, heading, submit, title) => {
    await renderRoute(url)
    // A larger page chunk than most: give its first load more time when the whole suite runs.
    expect(
      await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(
      within(screen.getByRole('main')).getByRole('button', { name: submit }),
    ).toBeInTheDocument()
    // The title is set in an effect, which may run after the heading is on screen.
    await waitFor(() => expect(document.title).toBe(title))
  })

  it('/contact-us has the Our Office card', async () => {
    await renderRoute('/contact-us')
    const office = await screen.findByRole('region', { name: 'Our Office' })
    expect(office).toHaveTextContent('Bengaluru')
    expect(within(office).getByRole('link', { name: 'contact@coursecompass.in' })).toHaveAttribute(
      'href',
      'mailto:contact@coursecompass.in',
    )
    expect(within(office).getByRole('link', { name: '+91 80 4000 0000' })).toHaveAttribute(
      'href',
      'tel:+918040000000',
    )
  })

  it('/admin asks a visitor to sign in', async () => {
    await renderRoute('/admin')
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument()
    expect(
      await screen.findByText('Sign in with an administrator account to see this page.'),
    ).toBeInTheDocument()
  })

  it('/course-comparison shows the comparison page', async () => {
    await renderRoute('/course-comparison')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Course Comparison' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Get Course Recommendations' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Course Comparison | CourseCompass'))
  })

  it('/sign-in shows the sign-in form, the three feature cards and Explore Courses', async () => {
    await renderRoute('/sign-in')
    await screen.findByRole('heading', { level: 1, name: 'Sign In' })
    const main = screen.getByRole('main')
    for (const card of ['Diverse Courses', 'Community Support', 'AI Support']) {
      expect(within(main).getByRole('heading', { level: 3, name: card })).toBeInTheDocument()
    }
    expect(within(main).getByRole('link', { name: 'Explore Courses' })).toHaveAttribute(
      'href',
      '/home',
    )
  })

  it('/my-courses asks a visitor to sign in', async () => {
    await renderRoute('/my-courses')
    expect(await screen.findByRole('heading', { level: 1, name: 'My Courses' })).toBeInTheDocument()
    expect(
      await screen.findByRole('heading', { name: 'Sign in to see your courses' }),
    ).toBeInTheDocument()
  })

  it('/account asks a visitor to sign in', async () => {
    await renderRoute('/account')
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument()
    expect(
      await screen.findByRole('heading', { name: 'Sign in to manage your account' }),
    ).toBeInTheDocument()
  })

  it('after an account is deleted, the home page says so until dismissed', async () => {
    const router = await renderRoute('/account')
    await screen.findByRole('heading', { level: 1, name: 'Account' })
    await router.navigate('/', { state: pageNoticeState('accountDeleted') })
    const notice = await screen.findByText(
      'Your account was deleted. Thank you for learning with CourseCompass.',
    )
    expect(within(screen.getByRole('main')).getByRole('status')).toContainElement(notice)
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    await waitFor(() => expect(notice).not.toBeInTheDocument())
    expect(router.state().location).toMatchObject({ pathname: '/', state: null })
  })

  it('the landing page answers at / and /home', async () => {
    await renderRoute('/home')
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Explore Courses' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'IT Courses' })).toHaveAttribute(
      'href',
      '/all-courses?track=it',
    )
    expect(screen.getByRole('link', { name: 'Govt Exam Courses' })).toHaveAttribute(
      'href',
      '/govt-exam-courses',
    )
    expect(screen.getByRole('heading', { name: 'Featured Topics' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'About Us' })).toBeInTheDocument()
  })
})
