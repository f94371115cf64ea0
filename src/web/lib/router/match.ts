// Route patterns ('/home/:courseId/:courseName?', '*'), matched as wouter's <Route> matches them:
// the same parser (regexparam), case-insensitive, a trailing slash ignored, against the pathname
// decoded as wouter decodes it, so a route table matched outside React (the server render, the
// page code loaded before a navigation) picks the route its <Route> elements will render.
import { parse } from 'regexparam'
import { matchRoute } from 'wouter'

export type Params = { readonly [name: string]: string | undefined }

export const parsePattern = parse

/** The parameters of `pathname` under `pattern`, or null when it does not match. */
export function matchPath(pattern: string, pathname: string): Params | null {
  const [matched, params] = matchRoute(parsePattern, pattern, decodePath(pathname))
  return matched ? params : null
}

function decodePath(pathname: string): string {
  try {
    return pathname.includes('%') ? decodeURI(pathname) : pathname
  } catch {
    return pathname
  }
}
