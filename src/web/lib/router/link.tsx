// A link that is a real <a href> (pages are rendered on the server and work without JavaScript)
// and, with JavaScript, moves the router instead of loading a new document. A click the browser
// should handle itself (another tab or window: ctrl, meta, shift, alt, a middle click, a target)
// is left to it.
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react'
import { useLocation, useRouter } from './hooks'
import { createPath, resolveTo, type To } from './router'

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To
  /** Replace the current entry; by default a link to where the router already is does. */
  replace?: boolean
  preventScrollReset?: boolean
  state?: unknown
  ref?: Ref<HTMLAnchorElement>
}

export function Link({ to, replace, preventScrollReset, state, onClick, ...props }: LinkProps) {
  const router = useRouter()
  const location = useLocation()
  const href = createPath(resolveTo(to, location))

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      (props.target && props.target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    ) {
      return
    }
    event.preventDefault()
    void router.navigate(href, {
      replace: replace ?? href === createPath(location),
      preventScrollReset,
      state,
    })
  }

  return <a {...props} href={href} onClick={handleClick} />
}
