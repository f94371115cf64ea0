import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ApiError } from './api-client'
import { apiFieldErrors, useFieldErrors } from './field-errors'

// Listed in another order than the form shows them: the focus follows the page.
const FIELDS = ['email', 'name', 'message'] as const

function Form({ failure }: { failure: unknown }) {
  const { formRef, errors, showFailure, show } = useFieldErrors(FIELDS)
  return (
    <form
      ref={formRef}
      onSubmit={(event) => {
        event.preventDefault()
        if (!showFailure(failure)) show({})
      }}
    >
      <input aria-label="Name" name="name" aria-invalid={errors.name ? true : undefined} />
      <p>{errors.name}</p>
      <input aria-label="Email" data-field="email" name="contact-email" />
      <p>{errors.email}</p>
      <textarea aria-label="Message" name="message" />
      <p>{errors.message}</p>
      <button type="submit">Send</button>
    </form>
  )
}

const submit = () => act(() => fireEvent.submit(screen.getByRole('button', { name: 'Send' })))

describe('useFieldErrors', () => {
  it('shows each message the server names beside its field and focuses the first one shown', () => {
    const failure = new ApiError(400, 'validation_failed', 'Not valid', {
      message: 'Too long',
      email: 'Not an email',
      name: 'Required',
    })
    render(<Form failure={failure} />)
    submit()
    expect(screen.getByText('Required')).toBeInTheDocument()
    expect(screen.getByText('Not an email')).toBeInTheDocument()
    expect(screen.getByText('Too long')).toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveFocus()
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true')
  })

  it('finds a control by data-field when its name is another', () => {
    render(<Form failure={new ApiError(400, 'bad', 'x', { email: 'Not an email' })} />)
    submit()
    expect(screen.getByLabelText('Email')).toHaveFocus()
  })

  it('leaves alone what names no field of the form: other keys, other errors, network failures', () => {
    const hostile = new ApiError(
      400,
      'bad',
      'x',
      JSON.parse('{"__proto__":"x","constructor":"y","_":"z"}'),
    )
    expect(apiFieldErrors(hostile, FIELDS)).toEqual({})
    expect(apiFieldErrors(new Error('offline'), FIELDS)).toEqual({})
    expect(apiFieldErrors(new ApiError(0, 'network', 'Network request failed'), FIELDS)).toEqual({})
    render(<Form failure={hostile} />)
    submit()
    expect(screen.getByRole('button', { name: 'Send' })).not.toHaveFocus()
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid')
  })
})
