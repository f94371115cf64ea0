// Signing in without losing your place (docs/product.md#sign-in-page): a link to the sign-in page
// carries the page the visitor came from (`/sign-in?next=/home/…`), and signing in or up returns
// there. Only a path of this site is followed: never another origin, a protocol-relative `//host`,
// a backslash trick or the sign-in page itself.

export const RETURN_PARAM = 'next'
export const SIGN_IN_PATH = '/sign-in'
/** Where signing in leads when there is no page to return to. */
export const AFTER_SIGN_IN_PATH = '/home'

const BASE = 'https://return-path.invalid'

/** `value` as a same-site path with its query and hash, or null when it is not one we follow. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null
  // A path starts with one slash; '//x' and '/\x' are read by browsers as another host.
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null
  // Control characters and whitespace are stripped by URL parsers, which can turn '/\t/x' into '//x'.
  for (const char of value) {
    const code = char.codePointAt(0)!
    if (code < 0x20 || code === 0x7f || /\s/.test(char)) return null
  }
  let url: URL
  try {
    url = new URL(value, BASE)
  } catch {
    return null
  }
  if (url.origin !== BASE) return null
  if (url.pathname === SIGN_IN_PATH || url.pathname === `${SIGN_IN_PATH}/`) return null
  return `${url.pathname}${url.search}${url.hash}`
}

/** The sign-in page's address, returning to `from` afterwards when it is worth returning to. */
export function signInPath(from: string | null | undefined): string {
  const back = safeReturnPath(from)
  if (!back || back === '/' || back === AFTER_SIGN_IN_PATH) return SIGN_IN_PATH
  return `${SIGN_IN_PATH}?${RETURN_PARAM}=${encodeURIComponent(back)}`
}
