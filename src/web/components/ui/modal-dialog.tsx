// What makes a panel a modal dialog, shared by the mobile menu and the bottom sheet: while it is
// open the page behind is inert and does not scroll, focus moves in (to the close button) and stays
// in (Tab wraps), Escape closes it, and focus returns to the button that opened it.
import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react'
import { createPortal } from 'react-dom'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, [tabindex]:not([tabindex="-1"])'

export function useModalDialog({
  onClose,
  returnFocusRef,
}: {
  onClose: () => void
  /** Where focus goes back to when the dialog closes (the button that opened it). */
  returnFocusRef: RefObject<HTMLElement | null>
}) {
  const panelRef = useRef<HTMLDivElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    const returnTo = returnFocusRef.current
    const appRoot = document.getElementById('root')
    appRoot?.setAttribute('inert', '')
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    closeRef.current?.focus()
    return () => {
      appRoot?.removeAttribute('inert')
      document.body.style.overflow = overflow
      returnTo?.focus()
    }
  }, [returnFocusRef])

  /** For the dialog's outermost element. */
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      // An open suggestion list inside the dialog closes first.
      if ((event.target as HTMLElement).getAttribute('aria-expanded') === 'true') return
      event.stopPropagation()
      onClose()
      return
    }
    if (event.key !== 'Tab' || !panelRef.current) return
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE))
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return { panelRef, closeRef, onKeyDown }
}

/**
 * The layer a modal panel sits on: a dimmed backdrop that closes it when clicked, in a portal on
 * <body> (no ancestor's transform, overflow or backdrop blur can clip or contain the fixed panel).
 */
export function ModalLayer({
  onClose,
  onKeyDown,
  className = '',
  children,
}: {
  onClose: () => void
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void
  className?: string
  children: ReactNode
}) {
  return createPortal(
    <div className={`fixed inset-0 z-50 ${className}`} onKeyDown={onKeyDown}>
      <div
        className="absolute inset-0 animate-fade-in bg-slate-950/50 backdrop-blur-sm"
        onClick={onClose}
        aria-hidden="true"
      />
      {children}
    </div>,
    document.body,
  )
}
