// A panel that slides up from the bottom of a phone screen and behaves as a modal dialog, as the
// mobile menu does: focus moves in (to the close button) and stays in, Escape, the close button or
// the backdrop close it, and focus returns to the button that opened it. The page behind it is inert.
// Render it only while it is open; it never decides anything from the screen's width.
import { useId, type ReactNode, type RefObject } from 'react'
import { buttonClasses } from './button-styles'
import { CloseIcon } from './icons'
import { ModalLayer, useModalDialog } from './modal-dialog'

type Props = {
  id?: string
  /** The dialog's title, shown at its top and naming it. */
  title: string
  /** The close button's name ('Close filters'). */
  closeLabel: string
  onClose: () => void
  /** Where focus goes back to when the sheet closes (the button that opened it). */
  returnFocusRef: RefObject<HTMLElement | null>
  children: ReactNode
  /** Kept in view below the scrolling content (e.g. 'Clear Filters' and 'Show 12 courses'). */
  footer?: ReactNode
}

export function Sheet({ id, title, closeLabel, onClose, returnFocusRef, children, footer }: Props) {
  const titleId = useId()
  const { panelRef, closeRef, onKeyDown } = useModalDialog({ onClose, returnFocusRef })

  return (
    <ModalLayer onClose={onClose} onKeyDown={onKeyDown}>
      <div
        id={id}
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="absolute inset-x-0 bottom-0 mx-auto flex max-h-[85dvh] w-full max-w-lg animate-slide-up flex-col rounded-t-2xl bg-white shadow-2xl dark:bg-slate-900"
      >
        <div className="flex items-center justify-between border-b border-slate-200 py-2 pr-3 pl-5 dark:border-slate-800">
          <h2 id={titleId} className="text-lg font-bold text-slate-900 dark:text-white">
            {title}
          </h2>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label={closeLabel}
            className={buttonClasses('ghost', 'icon', 'rounded-full')}
          >
            <CloseIcon className="h-6 w-6" />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-4">
          {children}
        </div>
        {footer ? (
          <div className="flex items-center gap-3 border-t border-slate-200 px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] dark:border-slate-800">
            {footer}
          </div>
        ) : null}
      </div>
    </ModalLayer>
  )
}
