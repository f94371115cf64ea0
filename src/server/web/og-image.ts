// A course's link-preview picture: WhatsApp and most social sites ignore SVG, so og:image is a
// 1200x630 PNG drawn here from the course's name, platform, price and rating (sharp renders the
// SVG below with the system's fonts).
import sharp from 'sharp'
import type { Course } from '../../domain/schemas/course'
import { courseNameOrDefault, formatPrice } from '../../domain/format'
import { escapeMarkup } from './escape-markup'

export const OG_IMAGE_WIDTH = 1200
export const OG_IMAGE_HEIGHT = 630

/** Words into lines of at most `width` characters, at most `lines` of them (the last cut with …). */
function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      out.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) out.push(line)
  if (out.length <= lines) return out
  const kept = out.slice(0, lines)
  kept[lines - 1] = `${kept[lines - 1]!.slice(0, width - 1).trimEnd()}…`
  return kept
}

export function courseCardSvg(course: Course): string {
  const title = wrap(courseNameOrDefault(course.courseName), 30, 3)
  const facts = [course.platform, formatPrice(course.price), `${course.rating.toFixed(1)} / 5`]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#4f46e5"/><stop offset="1" stop-color="#7c3aed"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <text x="72" y="110" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="34" font-weight="bold" fill="#e0e7ff">CourseCompass</text>
  ${title
    .map(
      (line, i) =>
        `<text x="72" y="${230 + i * 78}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="64" font-weight="bold" fill="#ffffff">${escapeMarkup(line)}</text>`,
    )
    .join('\n  ')}
  <text x="72" y="560" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="36" fill="#e0e7ff">${escapeMarkup(facts.join('   ·   '))}</text>
</svg>`
}

export async function courseCardPng(course: Course): Promise<Buffer> {
  return sharp(Buffer.from(courseCardSvg(course)))
    .png({ compressionLevel: 9 })
    .toBuffer()
}
