// Text placed in HTML or XML (pages' heads, the sitemap, the link-preview SVG): every character
// that could end an attribute or start a tag becomes a numeric reference, valid in both.
export const escapeMarkup = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
