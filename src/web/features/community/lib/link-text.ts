// Splits plain text into text and web links, so a post's URLs can be rendered as <a> elements by
// React (never as HTML). Only http(s) and www. addresses become links.

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string }

const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi
// Punctuation that usually ends the sentence rather than the address.
const TRAILING = /[.,;:!?)\]}]+$/

export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = []
  let last = 0
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index
    let url = match[0]
    const trail = TRAILING.exec(url)
    // Keep a closing bracket that belongs to the address, as in Wikipedia links.
    if (trail && !(trail[0].startsWith(')') && url.includes('('))) {
      url = url.slice(0, url.length - trail[0].length)
    }
    if (!url || /^(?:https?:\/\/|www\.)$/i.test(url)) continue
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) })
    const href = /^www\./i.test(url) ? `https://${url}` : url
    parts.push({ kind: 'link', text: url, href })
    last = start + url.length
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) })
  return parts
}
