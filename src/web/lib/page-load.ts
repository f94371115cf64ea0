// Loading a page from the server rather than through the router: the page's language is fixed for
// its life (docs/decisions/023-pages-in-two-languages.md), so a page in another language is a new
// page. One function, so tests can watch it (jsdom does not navigate).

/** Loads `url` as a new page, rendered by the server. */
export function loadPage(url: string) {
  window.location.assign(url)
}
