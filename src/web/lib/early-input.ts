// Text typed before the page's script ran. The server's HTML shows working fields at once, and on a
// slow phone a learner may type into them before React has hydrated the page: the text stays on
// screen, but the app's state never heard of it, so the form would send its empty state (a
// recommendation that ignores the words on screen, a sign-in that says the fields are empty).
// Once the page has hydrated, every text field whose value differs from the server's HTML gets an
// input event, as if that text were typed now; a select whose choice changed gets a change event.
// (React tracks each field's value to tell a change from a repeat; the field is first set back to
// the server's value through React's own setter, then to the typed text past it, so the event
// counts as a change.) A form sent before that was held by public/theme-init.js (the browser would
// have sent it as a GET with its fields in the address); it is sent now, through the app.
// docs/decisions/040-input-typed-before-hydration.md

type TextField = HTMLInputElement | HTMLTextAreaElement

/** Input types whose text a person types (checkboxes, radios and files are left as they are). */
const TYPED = new Set(['text', 'search', 'email', 'password', 'url', 'tel', 'number'])

function replayText(field: TextField) {
  const typed = field.value
  if (typed === field.defaultValue) return
  const prototype = Object.getPrototypeOf(field) as TextField
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set
  if (!setValue) return
  const focused = field.ownerDocument.activeElement === field
  const { selectionStart, selectionEnd } = field
  field.value = field.defaultValue
  setValue.call(field, typed)
  // The caret stays where the person was typing.
  if (focused && selectionStart !== null && selectionEnd !== null) {
    field.setSelectionRange(selectionStart, selectionEnd)
  }
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

/**
 * Hands the app what was typed into `root`'s fields. A part hydrated later (lib/later-part.tsx,
 * `data-later`) is left to replay its own once it runs.
 */
export function replayEarlyInput(root: ParentNode) {
  const outside = ':not([data-later] *)'
  for (const field of root.querySelectorAll<TextField>(`input${outside}, textarea${outside}`)) {
    if (field instanceof HTMLTextAreaElement || TYPED.has(field.type)) replayText(field)
  }
  for (const select of root.querySelectorAll<HTMLSelectElement>(`select${outside}`)) {
    if (Array.from(select.options).some((option) => option.selected !== option.defaultSelected)) {
      select.dispatchEvent(new Event('change', { bubbles: true }))
    }
  }
}

/** A form sent before the app ran, held by public/theme-init.js. */
interface HeldSubmit {
  form: HTMLFormElement
  submitter: HTMLElement | null
}

/**
 * Sends the form the person sent before the app ran, once the replayed text has reached the app's
 * state (the next task, after React has rendered it). A form in a part not hydrated yet is held
 * again by public/theme-init.js, for the part to send.
 */
export function sendHeldSubmit(view: Window & { ccHeldSubmit?: HeldSubmit }) {
  const held = view.ccHeldSubmit
  delete view.ccHeldSubmit
  if (!held?.form.isConnected) return
  view.setTimeout(() => {
    held.form.removeAttribute('data-held')
    if (!held.form.isConnected) return
    const submitter = held.submitter?.isConnected ? held.submitter : undefined
    held.form.requestSubmit(submitter)
  })
}
