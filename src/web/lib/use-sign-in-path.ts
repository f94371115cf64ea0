// The sign-in page's address that brings the visitor back here afterwards
// (src/domain/return-path.ts, docs/product.md#sign-in-page).
import { signInPath } from '../../domain/return-path'
import { useLocation } from './router'

export function useSignInPath(): string {
  // Not the hash: the server does not see it, and the link must read the same on both sides.
  const { pathname, search } = useLocation()
  return signInPath(`${pathname}${search}`)
}
