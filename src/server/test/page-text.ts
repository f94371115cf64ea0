// What a visitor without JavaScript reads of a page the server rendered: the markup inside #root,
// its scripts (JSON-LD) and tags removed, entities read, spaces collapsed.
export function visibleText(html: string): string {
  const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1]
  return (root ?? '')
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
}
