import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createTestQueryClient, renderWithApp } from '../../../test/render'
import { courseKeys } from '../api/course-keys'
import { CourseSearch } from './course-search'

const suggestions = [
  { courseId: 'c1', courseName: 'React - The Complete Guide' },
  { courseId: 'c2', courseName: 'Namaste React' },
  { courseId: 'c3', courseName: 'React Native Masterclass' },
]

async function setup() {
  const queryClient = createTestQueryClient()
  queryClient.setQueryData(courseKeys.suggestions('rea'), suggestions)
  const user = userEvent.setup()
  const view = renderWithApp(<CourseSearch debounceMs={0} />, { url: '/all-courses', queryClient })
  const input = screen.getByRole('combobox', { name: 'Search courses' })
  await user.click(input)
  await user.paste('rea')
  return { ...view, user, input }
}

describe('CourseSearch', () => {
  it('is a combobox that opens a listbox of suggestions', async () => {
    const { input } = await setup()
    expect(input).toHaveAttribute('aria-expanded', 'true')
    const listbox = screen.getByRole('listbox', { name: 'Course suggestions' })
    expect(input).toHaveAttribute('aria-controls', listbox.id)
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(
      suggestions.map((s) => s.courseName),
    )
  })

  it('arrow keys move the active option, wrapping around', async () => {
    const { user, input } = await setup()
    expect(input).not.toHaveAttribute('aria-activedescendant')

    await user.keyboard('{ArrowDown}')
    const options = screen.getAllByRole('option')
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id)
    expect(options[0]).toHaveAttribute('aria-selected', 'true')

    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id)
    await user.keyboard('{ArrowDown}')
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id)
    await user.keyboard('{ArrowUp}')
    expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id)
    expect(options[0]).toHaveAttribute('aria-selected', 'false')
  })

  it('Enter opens the active course page', async () => {
    const { user, input, location } = await setup()
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    expect(location().pathname).toBe('/home/c2/namaste-react')
    expect(input).toHaveValue('')
    expect(input).toHaveAttribute('aria-expanded', 'false')
  })

  it('Enter without an active option searches the catalogue', async () => {
    const { user, location } = await setup()
    await user.keyboard('{Enter}')
    expect(location().pathname).toBe('/all-courses')
    expect(location().search).toBe('?q=rea')
  })

  it('Escape closes the list, a second Escape clears the box', async () => {
    const { user, input } = await setup()
    await user.keyboard('{ArrowDown}{Escape}')
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(input).not.toHaveAttribute('aria-activedescendant')
    expect(input).toHaveValue('rea')
    await user.keyboard('{Escape}')
    expect(input).toHaveValue('')
  })

  it('clicking a suggestion opens that course', async () => {
    const { user, location } = await setup()
    await user.click(screen.getByRole('option', { name: 'React Native Masterclass' }))
    expect(location().pathname).toBe('/home/c3/react-native-masterclass')
  })
})
