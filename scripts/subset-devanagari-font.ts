// npm run font:subset: writes src/web/fonts/noto-sans-devanagari-hindi.woff2, the font of Hindi pages
// (docs/decisions/025-a-smaller-devanagari-font.md), from Fontsource's Noto Sans Devanagari variable
// font (its Devanagari file, weights 100-900, 121 KB). The output keeps:
// - the Devanagari letters, signs and digits of the languages written in it today (Hindi, Marathi,
//   Nepali, Konkani, Maithili...), with every conjunct and half form the font builds from them: the
//   shaping tables are kept whole for the characters kept. Left out are the characters of Vedic
//   Sanskrit (the Vedic Extensions block, the accents U+0951-0954), Sindhi and Kashmiri
//   (U+093A-093B, U+094E-094F, U+0955-0957, U+0973-097F) and a few others (U+0900, U+0904); a
//   browser draws those from a system font, like any character the font lacks;
// - ZWNJ and ZWJ (which choose a half form or a conjunct), the dotted circle the shaper shows under
//   a lone sign, and ₹ (prices next to Hindi text);
// - the weight axis from 400 to 800 only: the site uses normal (400) to extrabold (800) text.
// The output is committed; run this again only to change what it keeps, then update the
// unicode-range in src/web/styles.css (printed below; src/web/fonts/hindi-font.test.ts checks both).
import fs from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import subsetFont from 'subset-font'

const require = createRequire(import.meta.url)
const SOURCE =
  require.resolve('@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2')
const OUTPUT = fileURLToPath(
  new URL('../src/web/fonts/noto-sans-devanagari-hindi.woff2', import.meta.url),
)

/** The code points kept, as inclusive ranges. */
export const KEPT_RANGES: [number, number][] = [
  [0x0901, 0x0903], // candrabindu, anusvara, visarga
  [0x0905, 0x0939], // vowels and consonants (with candra E and O, and the nukta letters ऩ ऱ ऴ)
  [0x093c, 0x094d], // nukta, avagraha, vowel signs, virama
  [0x0950, 0x0950], // om
  [0x0958, 0x0972], // nukta consonants, vocalic RR and LL, dandas, digits, abbreviation sign, candra A
  [0x200c, 0x200d], // ZWNJ, ZWJ
  [0x20b9, 0x20b9], // ₹
  [0x25cc, 0x25cc], // dotted circle
]

/** The weight axis kept. */
export const WEIGHTS = { min: 400, max: 800 }

/** KEPT_RANGES as a CSS unicode-range. */
export function unicodeRange(ranges: [number, number][] = KEPT_RANGES): string {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0')
  return ranges
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(', ')
}

async function main() {
  const text = KEPT_RANGES.flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
  ).join('')
  const source = fs.readFileSync(SOURCE)
  const subset = await subsetFont(source, text, {
    targetFormat: 'woff2',
    variationAxes: { wght: WEIGHTS },
  })
  fs.writeFileSync(OUTPUT, subset)
  console.log(`${SOURCE}: ${source.length} bytes`)
  console.log(`${OUTPUT}: ${subset.length} bytes`)
  console.log(`unicode-range: ${unicodeRange()}`)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === fs.realpathSync(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
