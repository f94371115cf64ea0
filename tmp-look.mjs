import { chromium } from 'playwright-core'
const base = 'http://localhost:3300'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
async function session() {
  const ctx = await browser.newContext()
  const r = await ctx.request.post(base + '/api/auth/sign-in/email', { headers: { origin: base }, data: { email: 'asha@example.in', password: 'Learn12345x9' } })
  if (!r.ok()) throw new Error('sign-in ' + r.status() + ' ' + (await r.text()))
  return ctx
}
const ctx = await session()
for (const [w, h] of [[390, 844], [1280, 900]]) {
  for (const lang of ['en', 'hi']) {
    const page = await ctx.newPage()
    await page.setViewportSize({ width: w, height: h })
    await page.goto(`${base}/all-courses?q=python&language=Hindi&lang=${lang}`, { waitUntil: 'networkidle' })
    const btn = page.locator('button', { hasText: lang === 'en' ? 'Follow this search' : 'यह खोज फ़ॉलो करें' })
    await btn.click()
    await page.waitForTimeout(1000)
    const follow = page.locator('button', { hasText: lang === 'en' ? /^Follow$/ : 'फ़ॉलो करें' }).last()
    if (lang === 'en' && w === 390) { await follow.click(); await page.waitForTimeout(800) }
    await page.locator('#top-recommended').scrollIntoViewIfNeeded()
    await page.screenshot({ path: `/tmp/look-cat-${w}-${lang}.png` })
    await page.goto(`${base}/my-courses?lang=${lang}`, { waitUntil: 'networkidle' })
    await page.locator('#follows-title').scrollIntoViewIfNeeded()
    await page.screenshot({ path: `/tmp/look-my-${w}-${lang}.png`, fullPage: false })
    // a course page: open the alert
    const courses = await (await ctx.request.get(base + '/api/courses?pageSize=1&sort=price-desc')).json()
    const c = courses.items[0]
    await page.goto(`${base}/home/${c.courseId}/x?lang=${lang}`, { waitUntil: 'networkidle' })
    await page.locator('button', { hasText: lang === 'en' ? 'Tell me when the price drops' : /./ }).filter({ hasText: lang === 'en' ? 'Tell me' : 'बताएँ' }).first().click().catch(() => {})
    await page.waitForTimeout(1200)
    const chips = page.locator('button[aria-pressed]').first()
    await chips.scrollIntoViewIfNeeded().catch(() => {})
    await page.screenshot({ path: `/tmp/look-course-${w}-${lang}.png` })
    await page.close()
  }
}
// the stop link page signed out
const anon = await browser.newContext()
const p = await anon.newPage()
await p.setViewportSize({ width: 390, height: 844 })
await p.goto(`${base}/my-courses?lang=hi&stop-follow=all.x.y`, { waitUntil: 'networkidle' })
await p.screenshot({ path: `/tmp/look-stop-390-hi.png` })
await browser.close()
