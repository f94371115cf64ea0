import { act, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '../../../test/render'
import { CourseFilters } from './course-filters'

const params = (search: string) => Object.fromEntries(new URLSearchParams(search))

describe('CourseFilters', () => {
  it('shows the filters that are in the URL', () => {
    renderWithApp(<CourseFilters />, {
      url: '/all-courses?q=react&category=devops&platform=udemy&price=400-1000&language=Hindi&sort=rating',
    })
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('react')
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('devops')
    expect(screen.getByRole('combobox', { name: 'Platform' })).toHaveValue('udemy')
    expect(screen.getByRole('combobox', { name: 'Price Range' })).toHaveValue('400-1000')
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('Hindi')
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('rating')
  })

  it('names the price bands in rupees and sends the band key', () => {
    renderWithApp(<CourseFilters />, { url: '/all-courses' })
    const price = screen.getByRole('combobox', { name: 'Price Range' })
    const options = Array.from(price.querySelectorAll('option')).map((o) => [
      o.value,
      o.textContent,
    ])
    expect(options).toEqual([
      ['', 'Any price'],
      ['free', 'Free'],
      ['400-1000', 'Rs. 400 - 1,000'],
      ['2000-4000', 'Rs. 2,000 - 4,000'],
      ['5000-7000', 'Rs. 5,000 - 7,000'],
    ])
  })

  it('writes a chosen filter to the URL, keeping the others', async () => {
    const user = userEvent.setup()
    const { location } = renderWithApp(<CourseFilters />, { url: '/all-courses?category=devops' })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Platform' }), 'udemy')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Price Range' }), 'free')
    expect(params(location().search)).toEqual({
      category: 'devops',
      platform: 'udemy',
      price: 'free',
    })
  })

  it('keeps both of two filters chosen before the page renders again', () => {
    const { location } = renderWithApp(<CourseFilters />, { url: '/all-courses' })
    // One batch: the second change happens before React renders the first.
    act(() => {
      fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'devops' } })
      fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'Hindi' } })
    })
    expect(params(location().search)).toEqual({ category: 'devops', language: 'Hindi' })
  })

  it('writes the text search to the URL once typing settles', async () => {
    const user = userEvent.setup()
    const { location } = renderWithApp(<CourseFilters debounceMs={0} />, { url: '/all-courses' })
    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'docker')
    expect(params(location().search)).toEqual({ q: 'docker' })
  })

  it('the back button undoes a filter', async () => {
    const user = userEvent.setup()
    const { router } = renderWithApp(<CourseFilters />, { url: '/all-courses?language=English' })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Hindi')
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('Hindi')
    await act(() => router.navigate(-1))
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('English')
  })

  it('Clear Filters empties the URL and every control', async () => {
    const user = userEvent.setup()
    const { location } = renderWithApp(<CourseFilters />, {
      url: '/all-courses?q=node&category=backend&price=free&sort=newest',
    })
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }))
    expect(location().search).toBe('')
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('')
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('')
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('recommended')
  })

  it('ignores an unknown price band in the URL', () => {
    renderWithApp(<CourseFilters />, { url: '/all-courses?price=cheap' })
    expect(screen.getByRole('combobox', { name: 'Price Range' })).toHaveValue('')
  })
})
