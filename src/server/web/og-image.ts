// A course's link-preview picture: WhatsApp and most social sites ignore SVG, so og:image is a
// 1200x630 PNG drawn here from the course's name, platform, price and rating (sharp renders the
// SVG below with the system's fonts), and kept until those change (createCoursePreviews).
import { createHash } from 'node:crypto'
import { loadSharp } from '../media/load-sharp'
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

/** Draws the card's SVG as a PNG: about 0.2 s of CPU for a 40 KB picture. */
export async function drawPng(svg: string): Promise<Buffer> {
  const sharp = await loadSharp()
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()
}

export type CoursePreview = { png: Buffer; etag: string }

export interface CoursePreviews {
  /** The course's preview as it is now: drawn once, then kept until what it shows changes. */
  forCourse(course: Course): Promise<CoursePreview>
}

/**
 * About 400 previews of 40 KB: the courses being shared right now. A crawler walking the whole
 * catalogue draws each once and pushes out the oldest.
 */
const DEFAULT_MAX_BYTES = 16 * 1024 * 1024

/**
 * The previews drawn so far, per course, with the SVG each was drawn from: a course whose name,
 * platform, price or rating changed (an edit, an import, on any instance) has another SVG and is
 * drawn again; any other change (its description, its favourites) keeps the picture. An LRU bounded
 * in bytes; a course asked for by many at once is drawn once.
 */
export function createCoursePreviews(
  options: { maxBytes?: number; draw?: (svg: string) => Promise<Buffer> } = {},
): CoursePreviews {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES
  const draw = options.draw ?? drawPng
  const kept = new Map<string, CoursePreview & { svg: string }>()
  const drawing = new Map<string, Promise<CoursePreview>>()
  let bytes = 0
  const forget = (courseId: string) => {
    const old = kept.get(courseId)
    if (!old) return
    kept.delete(courseId)
    bytes -= old.png.length
  }
  const keep = (courseId: string, entry: CoursePreview & { svg: string }) => {
    forget(courseId)
    kept.set(courseId, entry)
    bytes += entry.png.length
    for (const oldest of kept.keys()) {
      if (bytes <= maxBytes || kept.size === 1) break
      forget(oldest)
    }
  }
  return {
    async forCourse(course) {
      const svg = courseCardSvg(course)
      const hit = kept.get(course.courseId)
      if (hit?.svg === svg) {
        kept.delete(course.courseId)
        kept.set(course.courseId, hit) // most recently used last
        return hit
      }
      const key = `${course.courseId} ${createHash('sha256').update(svg).digest('base64url')}`
      let pending = drawing.get(key)
      if (!pending) {
        pending = draw(svg)
          .then((png) => {
            const etag = `"${createHash('sha256').update(png).digest('base64url').slice(0, 27)}"`
            keep(course.courseId, { png, etag, svg })
            return { png, etag }
          })
          .finally(() => drawing.delete(key))
        drawing.set(key, pending)
      }
      return pending
    },
  }
}
