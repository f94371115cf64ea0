import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Course } from '../../../domain/schemas/course'
import type { LiveEvent } from '../../../domain/events'
import { TEXT_CONTROL_MESSAGE } from '../../../domain/text-input'
import { createAdminTestApp, requestAs, type TestApp } from '../../test/test-app'
import type { TestUser } from '../../test/users'

let t: TestApp
let admin: TestUser
let member: TestUser
const events: LiveEvent[] = []

beforeAll(async () => {
  ;({ t, admin, member } = await createAdminTestApp())
  t.database.bus.subscribe((event) => events.push(event))
})
afterAll(async () => {
  await t.close()
})

/** The upload as the /admin page sends it: a form with the file in the field `file`. */
function upload(
  user: TestUser | undefined,
  text: string,
  fileName = 'catalogue.csv',
  headers: Record<string, string> = {},
) {
  const form = new FormData()
  form.append('file', new Blob([text]), fileName)
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/courses/import',
    payload: form,
    headers: { ...(user ? { cookie: user.cookie } : {}), ...headers },
  })
}

const HEADER =
  'courseName,rating,duration,validity,certification,price,imageUrl,instructor,platform,category,description,officialUrl'
const row = (n: number, rating = '4.4') =>
  `Uploaded Course ${n},${rating},10,12,Yes,${n * 100},https://img.example.in/${n}.png,Asha Rao,udemy,devops,"Containers, clusters. Two sentences.",https://upload.example.in/${n}`
const catalogueNames = async () =>
  ((await requestAs(t.app, 'GET', '/api/courses?pageSize=100')).json().items as Course[])
    .map((c) => c.courseName)
    .sort()

describe('POST /api/admin/courses/import', () => {
  it('is for administrators only: 401 signed out, 403 for a member, and nothing is imported', async () => {
    const file = `${HEADER}\n${row(90)}\n`
    expect((await upload(undefined, file)).statusCode).toBe(401)
    expect((await upload(member, file)).statusCode).toBe(403)
    expect(await catalogueNames()).not.toContain('Uploaded Course 90')
  })

  it('imports the file for an administrator, answers the counts and bad rows, records it and tells open pages', async () => {
    // A catalogue read before the import is cached: it must not be served afterwards.
    const namesBefore = await catalogueNames()
    events.length = 0
    const res = await upload(
      admin,
      `${HEADER}\r\n${row(1)}\r\n${row(2)}\r\n${row(3, 'high')}\r\n${row(4)}\r\n`,
    )
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      added: 3,
      updated: 0,
      unchanged: 0,
      bad: [{ line: 4, reason: 'rating: Rating must be a number from 0 to 5' }],
      badCount: 1,
      warnings: [],
    })
    expect(events).toEqual([{ type: 'course.imported', count: 3 }])
    expect(await catalogueNames()).toEqual(
      [...namesBefore, 'Uploaded Course 1', 'Uploaded Course 2', 'Uploaded Course 4'].sort(),
    )
    const [entry] = (await requestAs(t.app, 'GET', '/api/admin/audit', admin)).json()
    expect(entry).toMatchObject({
      adminEmail: 'chief@example.in',
      action: 'import',
      targetType: 'course',
      targetId: 'catalogue.csv',
      detail: '3 added, 0 updated, 0 unchanged, 1 bad',
    })

    // The same file again: nothing to write, nothing to tell.
    events.length = 0
    const again = await upload(admin, `${HEADER}\n${row(1)}\n${row(2)}\n${row(4)}\n`)
    expect(again.json()).toMatchObject({ added: 0, updated: 0, unchanged: 3, badCount: 0 })
    expect(events).toEqual([])
  })

  it('lists the first 100 bad rows and counts them all', async () => {
    const lines = Array.from({ length: 120 }, (_, i) =>
      JSON.stringify({ courseName: `Bad ${i}`, officialUrl: `https://upload.example.in/bad-${i}` }),
    )
    const res = await upload(admin, lines.join('\n'), 'catalogue.jsonl')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.badCount).toBe(120)
    expect(body.bad).toHaveLength(100)
    expect(body.bad[99].line).toBe(100)
    expect(body.bad[0].reason).toContain('rating: Rating must be a number from 0 to 5')
  })

  it('refuses a file that is not a catalogue, naming what is missing, and writes nothing', async () => {
    const res = await upload(admin, `courseName,price\nLonely,100\n`)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toMatch(
      /^The first line must name the columns\. It has no column for rating, duration, /,
    )
    expect(await catalogueNames()).not.toContain('Lonely')

    const noFile = new FormData()
    noFile.append('note', 'no file here')
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/admin/courses/import',
      payload: noFile,
      headers: { cookie: admin.cookie },
    })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.message).toBe('Choose a .csv or .jsonl file to import.')

    const json = await requestAs(t.app, 'POST', '/api/admin/courses/import', admin, { rows: [] })
    expect(json.statusCode).toBe(415)
  })

  it("words the findings in the administrator's language: Hindi on a Hindi page, with the file's own names", async () => {
    const hindi = (text: string, fileName: string) =>
      upload(admin, text, fileName, { 'accept-language': 'hi-IN,hi;q=0.9' })
    /** What is left once the names the file spells and the formats' names are taken out. */
    const englishWords = (text: string) =>
      text
        .replace(
          /\b(?:[a-z]+[A-Z]\w*|courseName|rating|duration|validity|certification|price|instructor|platform|category|description|language|exams|level|format|certificate|syllabus|extra|notes|cost)\b/g,
          '',
        )
        .replace(/\b(?:JSON Lines|JSON|CSV|https?:\/\/)/g, '')
        .match(/[A-Za-z]{3,}/g) ?? []

    const csv = await hindi(
      `${HEADER},notes\n` +
        `${row(50)},x\n` +
        `,7,10,12,Yes,abc,ftp://img,Asha,udemy,devops,Desc.,https://upload.example.in/51,x\n` +
        `${row(50)},x\n` +
        `Short,4.5\n` +
        `"Quoted"after,${row(52).split(',').slice(1).join(',')},x\n` +
        `"Never closed,4.5\n`,
      'findings.csv',
    )
    expect(csv.statusCode).toBe(200)
    const csvBody = csv.json()
    expect(csvBody.warnings).toEqual(['ये कॉलम कोर्स के फ़ील्ड नहीं हैं, इसलिए छोड़ दिए गए: notes'])
    expect(csvBody.bad).toEqual([
      {
        line: 3,
        reason:
          'courseName: कोर्स का नाम ज़रूरी है; rating: रेटिंग 0 से 5 तक की कोई संख्या होनी चाहिए; ' +
          'price: कीमत एक संख्या होनी चाहिए; imageUrl: http:// या https:// से शुरू होने वाला वेब पता डालें',
      },
      { line: 4, reason: 'officialUrl: यही लिंक लाइन 2 में भी है (फ़ाइल में हर कोर्स एक ही बार हो)' },
      { line: 5, reason: 'इस पंक्ति में 2 फ़ील्ड हैं और हेडर में 13' },
      {
        line: 6,
        reason: 'किसी फ़ील्ड का कोटेशन मार्क बंद होने के बाद भी टेक्स्ट है (टेक्स्ट में कोटेशन मार्क के लिए "" लिखें)',
      },
      {
        line: 7,
        reason: 'कोटेशन मार्क में शुरू हुआ एक फ़ील्ड बंद नहीं हुआ: फ़ाइल उसी के अंदर खत्म हो जाती है',
      },
    ])

    const jsonLines = await hindi(
      [
        '{"courseName":"Half"',
        '[1, 2]',
        JSON.stringify({ courseName: 'Lang', language: 5, extra: true }),
      ].join('\n'),
      'findings.jsonl',
    )
    expect(jsonLines.statusCode).toBe(200)
    const jsonBody = jsonLines.json()
    expect(jsonBody.warnings).toEqual(['ये फ़ील्ड कोर्स के फ़ील्ड नहीं हैं, इसलिए छोड़ दिए गए: extra'])
    expect(jsonBody.bad[0]).toEqual({
      line: 1,
      reason: 'यह लाइन मान्य JSON नहीं है: अक्षर 21 के पास गड़बड़ी है',
    })
    expect(jsonBody.bad[1]).toEqual({
      line: 2,
      reason: 'हर लाइन में एक JSON ऑब्जेक्ट (एक कोर्स) होना चाहिए',
    })
    expect(jsonBody.bad[2].reason).toContain('language: यहाँ टेक्स्ट होना चाहिए')

    const refusals = await Promise.all(
      [
        ['  \n', 'empty.csv'],
        ['[{"courseName":"A"}]', 'array.jsonl'],
        ['courseName,courseName\nA,B\n', 'twice.csv'],
        ['courseName,cost\nLonely,100\n', 'columns.csv'],
      ].map(([text, name]) => hindi(text!, name!)),
    )
    expect(refusals.map((res) => res.statusCode)).toEqual([400, 400, 400, 400])
    const messages = refusals.map((res) => res.json().error.message as string)
    expect(messages.slice(0, 3)).toEqual([
      'फ़ाइल खाली है: इंपोर्ट करने के लिए कुछ नहीं है।',
      'यह JSON की एक सूची है। इंपोर्ट JSON Lines पढ़ता है: हर लाइन पर एक कोर्स का ऑब्जेक्ट।',
      'हेडर में courseName एक से ज़्यादा बार है।',
    ])
    expect(messages[3]).toMatch(
      /^पहली लाइन में कॉलम के नाम होने चाहिए। इसमें rating, duration, .* के कॉलम नहीं हैं \(इस्तेमाल न होने वाले कॉलम: cost\)। कॉलम कोर्स के फ़ील्ड हैं: courseName, .*, language, exams, level, .*, syllabus \(language, exams, level, format, hoursPerWeek, lastUpdated, nextStart, certificate, certificateCost, syllabus छोड़े जा सकते हैं\)।$/,
    )

    const everything = [
      ...csvBody.warnings,
      ...jsonBody.warnings,
      ...[...csvBody.bad, ...jsonBody.bad].map((bad: { reason: string }) => bad.reason),
      ...messages,
    ]
    for (const text of everything) expect(englishWords(text), text).toEqual([])
    // Nothing of it was written.
    expect(await catalogueNames()).not.toContain('Lonely')
  })

  it('answers a form that cannot be read with a 400, not a failure of the server', async () => {
    const cutShort = await t.app.inject({
      method: 'POST',
      url: '/api/admin/courses/import',
      payload:
        '--cut\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\ncourseName',
      headers: { cookie: admin.cookie, 'content-type': 'multipart/form-data; boundary=cut' },
    })
    expect(cutShort.statusCode).toBe(400)
    expect(cutShort.json()).toEqual({
      error: {
        code: 'bad_request',
        message:
          'The form data could not be read: it is cut short or not valid multipart/form-data.',
      },
    })
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/admin/courses/import?lang=hi',
      payload: 'courseName',
      headers: { cookie: admin.cookie, 'content-type': 'multipart/form-data' },
    })
    expect(noBoundary.statusCode).toBe(400)
    expect(noBoundary.json().error.message).toBe(
      'फ़ॉर्म का डेटा पढ़ा नहीं जा सका: यह अधूरा है या मान्य multipart/form-data नहीं है।',
    )
  })

  // Issue 28: text PostgreSQL cannot hold failed the whole import with a 500.
  it('reports a row with a control character as a bad row and imports the others', async () => {
    const res = await upload(
      admin,
      `${HEADER}\n${row(40)}\n${row(41).replace('Asha Rao', 'Asha\u0000Rao')}\n`,
    )
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      added: 1,
      bad: [{ line: 3, reason: `instructor: ${TEXT_CONTROL_MESSAGE}` }],
    })
    expect(await catalogueNames()).toContain('Uploaded Course 40')
    expect(await catalogueNames()).not.toContain('Uploaded Course 41')
  })

  it('refuses a file whose name has a control character (it goes to the audit log), naming file', async () => {
    const res = await upload(admin, `${HEADER}\n${row(42)}\n`, 'catalogue\u0000.csv')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: TEXT_CONTROL_MESSAGE,
        fields: { file: TEXT_CONTROL_MESSAGE },
      },
    })
    expect(await catalogueNames()).not.toContain('Uploaded Course 42')
  })
})
