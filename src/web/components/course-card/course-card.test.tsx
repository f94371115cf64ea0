import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { I18nProvider } from '../../lib/i18n'
import { hi } from '../../lib/i18n/messages/hi'
import { makeCourse } from '../../test/course-fixtures'
import { renderWithApp } from '../../test/render'
import { CourseCard } from './course-card'

function renderCard(overrides: Parameters<typeof makeCourse>[0] = {}) {
  renderWithApp(<CourseCard course={makeCourse(overrides)} />)
  return screen.getByRole('article')
}

describe('CourseCard', () => {
  it('shows the name as a heading, duration in hrs, rating, platform and language', () => {
    const card = renderCard()
    expect(
      within(card).getByRole('heading', { level: 3, name: 'Namaste React' }),
    ).toBeInTheDocument()
    expect(card).toHaveTextContent('40 hrs')
    expect(card).toHaveTextContent('4.7')
    expect(within(card).getByText('Rated 4.7 out of 5')).toBeInTheDocument()
    // The stored rating is the platform's, and says so beside the learners' own.
    expect(within(card).getByText('on NamasteDev')).toBeInTheDocument()
    expect(card).toHaveTextContent('NamasteDev')
    expect(card).toHaveTextContent('Hindi')
  })

  it("shows the learners' rating compactly when learners rated the course", () => {
    const card = renderCard({ learnerRating: 4.3, learnerRatingCount: 12 })
    expect(card).toHaveTextContent('4.3 by 12 learners')
    expect(within(card).getByText('Learner rating 4.3 (12)')).toBeInTheDocument()
  })

  it('shows no learner rating before anyone rated the course', () => {
    const card = renderCard({ learnerRating: null, learnerRatingCount: 0 })
    expect(card).not.toHaveTextContent(/Learner rating/)
  })

  it("writes a missing price as 'Free'", () => {
    const card = renderCard({ price: null })
    expect(within(card).getByText('Free')).toBeInTheDocument()
    expect(card).not.toHaveTextContent('Rs.')
  })

  it('writes a price in rupees with Indian digit grouping', () => {
    const card = renderCard({ price: 100000 })
    expect(within(card).getByText('Rs. 1,00,000')).toBeInTheDocument()
  })

  it("calls a course without a name 'Unnamed Course'", () => {
    const card = renderCard({ courseName: '  ' })
    expect(within(card).getByRole('heading', { name: 'Unnamed Course' })).toBeInTheDocument()
  })

  it('shows the Bestseller badge only on bestsellers', () => {
    expect(within(renderCard({ isBestseller: true })).getByText('Bestseller')).toBeInTheDocument()
  })

  it('has no Bestseller badge on other courses', () => {
    expect(
      within(renderCard({ isBestseller: false })).queryByText('Bestseller'),
    ).not.toBeInTheDocument()
  })

  it('links View Details to the course page', () => {
    const card = renderCard({ courseName: 'Docker & Kubernetes: The Complete Guide' })
    expect(within(card).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/home/3f1c2a9e-8d4b-4c61-9a57-0b6f1d2e3c4a/docker-kubernetes-the-complete-guide',
    )
  })

  it('shows the placeholder art when the course has no image', () => {
    const card = renderCard({ imageUrl: '' })
    const img = card.querySelector('img')
    expect(img).toHaveAttribute('src', '/course-art/placeholder.svg')
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img).toHaveAttribute('width', '640')
    expect(img).toHaveAttribute('height', '360')
  })

  it('falls back to the placeholder art when the image fails to load', () => {
    const card = renderCard({ imageUrl: '/course-art/missing.svg' })
    const img = card.querySelector('img')!
    expect(img).toHaveAttribute('src', '/course-art/missing.svg')
    fireEvent.error(img)
    expect(img).toHaveAttribute('src', '/course-art/placeholder.svg')
  })

  it("names the course's language as the page's catalogue does: 'हिंदी' on a Hindi page", () => {
    renderWithApp(
      <I18nProvider language="hi" messages={hi}>
        <CourseCard course={makeCourse({ language: 'English' })} />
      </I18nProvider>,
    )
    const card = screen.getByRole('article')
    expect(card).toHaveTextContent('अंग्रेज़ी')
    expect(card).not.toHaveTextContent('English')
  })
})
