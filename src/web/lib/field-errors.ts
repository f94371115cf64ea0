// One way for every form to show what was wrong with each field: the browser's own check before
// sending and the server's `fields` in an API error after (src/domain/errors.ts) land in the same
// place, each message beside its control, and the first wrong control in the order the form shows
// them takes the focus. A control says which field it is with `data-field` (else its `name`).
import { useRef, useState } from 'react'
import { ApiError } from './api-client'

export type FieldErrors<F extends string> = Partial<Record<F, string>>

/** The messages an API error names for `fields`; fields this form does not show are dropped. */
export function apiFieldErrors<F extends string>(
  failure: unknown,
  fields: readonly F[],
): FieldErrors<F> {
  if (!(failure instanceof ApiError) || !failure.fields) return {}
  const known: FieldErrors<F> = {}
  for (const field of fields) {
    const message = Object.hasOwn(failure.fields, field) ? failure.fields[field] : undefined
    if (message) known[field] = message
  }
  return known
}

function controlOf(form: HTMLFormElement, field: string): HTMLElement | null {
  return (
    form.querySelector<HTMLElement>(`[data-field="${field}"]`) ??
    form.querySelector<HTMLElement>(`[name="${field}"]`)
  )
}

export function useFieldErrors<F extends string>(fields: readonly F[]) {
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<FieldErrors<F>>({})

  /** Shows `found` (replacing what was shown) and focuses its first field; answers how many. */
  const show = (found: FieldErrors<F>): number => {
    setErrors(found)
    const form = formRef.current
    if (form) {
      const wrong = fields
        .filter((field) => found[field] !== undefined)
        .map((field) => controlOf(form, field))
        .filter((control): control is HTMLElement => control !== null)
      // The first in the page's order, whatever order the fields were listed in.
      const first = wrong.sort((a, b) =>
        a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
      )[0]
      first?.focus()
    }
    return Object.keys(found).length
  }

  return {
    formRef,
    errors,
    show,
    clear: () => setErrors({}),
    /** Shows the fields a failed request names; false when it names none this form shows. */
    showFailure: (failure: unknown): boolean => show(apiFieldErrors(failure, fields)) > 0,
  }
}
