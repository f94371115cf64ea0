// The whole addresses mails link to: a path of the site (config.siteUrl) with its parameters, each
// encoded (a stop link's token, the reader's language).

/** `link(path, params)`: the site's address of `path`, with `params` set on it. */
export function siteLinks(siteUrl: string) {
  return (path: string, params: Record<string, string> = {}): string => {
    const url = new URL(path, siteUrl)
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
    return url.href
  }
}
