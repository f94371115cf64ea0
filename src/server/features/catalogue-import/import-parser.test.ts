import { describe, expect, it } from 'vitest'
import { LINE_TOO_LONG, MAX_LINE_CHARS } from '../../../domain/catalogue-import'
import { ImportFileError, readCatalogue, type ImportFormat, type RawRow } from './import-parser'

const HEADER =
  'courseName,rating,duration,validity,certification,price,imageUrl,instructor,platform,category,description,officialUrl,language'

/** The text in pieces of `size` bytes (UTF-8), as a file stream delivers it. */
async function* inPieces(text: string, size: number) {
  const bytes = new TextEncoder().encode(text)
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size)
}

async function read(text: string, format?: ImportFormat, pieceSize = 64 * 1024) {
  const rows: RawRow[] = []
  const warnings: string[] = []
  for await (const row of readCatalogue(inPieces(text, pieceSize), {
    format,
    warn: (w) => warnings.push(w),
  })) {
    rows.push(row)
  }
  return { rows, warnings }
}

const csvRow = (over: Partial<Record<string, string>> = {}) => {
  const values: Record<string, string> = {
    courseName: 'Docker Basics',
    rating: '4.5',
    duration: '10',
    validity: 'Lifetime',
    certification: 'Yes',
    price: '499',
    imageUrl: 'https://img.example.in/d.png',
    instructor: 'Ritu Sharma',
    platform: 'udemy',
    category: 'devops',
    description: 'Containers.',
    officialUrl: 'https://example.in/docker',
    language: 'English',
    ...over,
  }
  return HEADER.split(',')
    .map((k) => values[k])
    .join(',')
}

describe('CSV', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks; a row is numbered by the line it starts on', async () => {
    const text = [
      HEADER,
      csvRow({ courseName: '"Docker, Compose and ""Swarm"""' }),
      csvRow({
        description: '"First line,\nsecond line\r\nthird line."',
        officialUrl: 'https://e.in/2',
      }),
      csvRow({ officialUrl: 'https://e.in/3' }),
    ].join('\n')
    const { rows } = await read(text)
    expect(rows.map((r) => r.line)).toEqual([2, 3, 6])
    expect(rows[0]!.values).toMatchObject({
      courseName: 'Docker, Compose and "Swarm"',
      rating: 4.5,
    })
    expect(rows[1]!.values!.description).toBe('First line,\nsecond line\r\nthird line.')
  })

  it('gives the same rows whatever pieces the file arrives in (CRLF and a multi-byte character split)', async () => {
    const text = `\uFEFF${HEADER}\r\n${csvRow({ courseName: '"हिंदी ""DSA"", पूरा कोर्स"' })}\r\n\r\n${csvRow(
      {
        description: '"a\r\nb"',
        officialUrl: 'https://e.in/2',
      },
    )}\r\n`
    const whole = await read(text)
    expect(whole.rows.map((r) => r.line)).toEqual([2, 4])
    expect(whole.rows[0]!.values!.courseName).toBe('हिंदी "DSA", पूरा कोर्स')
    for (const size of [1, 2, 3, 7]) expect(await read(text, undefined, size)).toEqual(whole)
  })

  it('takes the byte order mark off, reads the header case-insensitively and in any order, and language may be left out', async () => {
    const header = HEADER.split(',').reverse().slice(1).join(',').toUpperCase()
    const row = HEADER.split(',')
      .reverse()
      .slice(1)
      .map((field) => (field === 'rating' ? '4' : field === 'price' ? '' : `x-${field}`))
      .join(',')
    const { rows, warnings } = await read(`\uFEFF${header}\n${row}\n`)
    expect(rows[0]!.values).toMatchObject({ courseName: 'x-courseName', rating: 4, price: null })
    expect(rows[0]!.values).not.toHaveProperty('language')
    expect(warnings).toEqual([])
  })

  it('reads an empty price, Free or null as free; numbers that are not plain decimals stay text for the form to refuse', async () => {
    const prices = ['', 'Free', ' FREE ', 'null', '"1,499"', '499.50', 'abc']
    const text = [
      HEADER,
      ...prices.map((price, i) => csvRow({ price, officialUrl: `https://e.in/${i}` })),
    ]
    const { rows } = await read(text.join('\n'))
    expect(rows.map((r) => r.values!.price)).toEqual([
      null,
      null,
      null,
      null,
      '1,499',
      499.5,
      'abc',
    ])
    const ratings = await read(
      [HEADER, csvRow({ rating: '' }), csvRow({ rating: 'four' })].join('\n'),
    )
    expect(ratings.rows.map((r) => r.values!.rating)).toEqual([undefined, 'four'])
  })

  it('reports a row with the wrong number of fields, an unclosed quote and text after a closing quote, and reads on', async () => {
    const text = [
      HEADER,
      'only,three,fields',
      csvRow({ courseName: '"Docker" Basics' }),
      csvRow({ officialUrl: 'https://e.in/ok' }),
      csvRow({ description: '"never closed\nand the file ends' }),
    ].join('\n')
    const { rows } = await read(text)
    expect(rows).toEqual([
      { line: 2, error: 'The row has 3 fields and the header 13' },
      { line: 3, error: 'Text after the closing quote of a field (write "" for a quote)' },
      { line: 4, values: expect.objectContaining({ officialUrl: 'https://e.in/ok' }) },
      { line: 5, error: 'A quoted field is not closed: the file ends inside it' },
    ])
  })

  it('keeps a quote inside an unquoted field as text', async () => {
    const { rows } = await read([HEADER, csvRow({ description: 'A 27" screen helps.' })].join('\n'))
    expect(rows[0]!.values!.description).toBe('A 27" screen helps.')
  })

  it('warns about columns that are not course fields and refuses a header without a needed one', async () => {
    const extra = await read(`${HEADER},isBestseller\n${csvRow()},true\n`)
    expect(extra.rows).toHaveLength(1)
    expect(extra.rows[0]!.values).not.toHaveProperty('isBestseller')
    expect(extra.warnings).toEqual([
      'Ignored columns that are not course input fields: isBestseller',
    ])

    const misspelt = HEADER.replace('instructor', 'instrutor')
    await expect(read(`${misspelt}\n${csvRow()}\n`)).rejects.toThrow(
      /no column for instructor \(columns not used: instrutor\)/,
    )
    await expect(read(`${HEADER},courseName\n`)).rejects.toThrow(
      'The header names courseName more than once.',
    )
    await expect(read(' \n\n')).rejects.toBeInstanceOf(ImportFileError)
  })
})

const course = {
  courseName: 'Docker Basics',
  rating: 4.5,
  duration: '10',
  validity: 'Lifetime',
  certification: 'Yes',
  price: 499,
  imageUrl: 'https://img.example.in/d.png',
  instructor: 'Ritu Sharma',
  platform: 'udemy',
  category: 'devops',
  description: 'Containers.',
  officialUrl: 'https://example.in/docker',
}

describe('JSON Lines', () => {
  it('reads one object a line, skips blank lines but counts them, and reports lines that are not an object', async () => {
    const text = [
      JSON.stringify(course),
      '',
      '{"courseName": "broken",',
      '[1, 2]',
      JSON.stringify({ ...course, price: 'Free', language: null }),
    ].join('\r\n')
    const { rows } = await read(`\uFEFF${text}`, 'jsonl')
    expect(rows.map((r) => r.line)).toEqual([1, 3, 4, 5])
    expect(rows[0]!.values).toEqual(course)
    expect(rows[1]!.error).toMatch(/^Not valid JSON: /)
    expect(rows[2]!.error).toBe('Each line must be one JSON object (a course)')
    expect(rows[3]!.values).toEqual({ ...course, price: null })
  })

  it('sets aside a line longer than a course can be, reading on at the next, in time', async () => {
    const huge = `{"courseName":"${'x'.repeat(3 * MAX_LINE_CHARS)}"}`
    const started = performance.now()
    const { rows } = await read(
      [JSON.stringify(course), huge, JSON.stringify(course)].join('\n'),
      'jsonl',
      16 * 1024,
    )
    expect(rows.map((r) => [r.line, r.error])).toEqual([
      [1, undefined],
      [2, LINE_TOO_LONG],
      [3, undefined],
    ])
    // Searched whole for every piece, this line had cost seconds.
    expect(performance.now() - started).toBeLessThan(2000)
  })

  it('is recognised by its content, warns about fields that are not course input fields, and refuses a JSON array', async () => {
    const line = JSON.stringify({ ...course, courseId: 'c1', fvrtCount: 9 })
    const { rows, warnings } = await read(`\n  ${line}\n${line}`)
    expect(rows.map((r) => r.values)).toEqual([course, course])
    expect(warnings).toEqual([
      'Ignored fields that are not course input fields: courseId, fvrtCount',
    ])
    await expect(read(`[${JSON.stringify(course)}]`, 'jsonl')).rejects.toThrow(
      'This is a JSON array. The import reads JSON Lines: one course object on each line.',
    )
  })
})
