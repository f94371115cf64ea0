// The device of a session as a person reads it ('Chrome on Android', 'Safari on iPhone'), from the
// browser's User-Agent header (docs/product.md#account-page). Only the common browsers and systems
// are named; anything else is left out (null) and the page says 'Unknown device' or names the half
// it knows. Order matters: Edge, Opera and Samsung Internet also call themselves Chrome and Safari,
// and every browser on iOS is Safari inside.

export type Device = { browser: string | null; os: string | null }

const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera|OPiOS)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bUCBrowser\//, 'UC Browser'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|HeadlessChrome|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\b(?:iPhone|iPad|iPod)\b.*\bMobile\//, 'Safari'],
]

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\biPhone\b|\biPod\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
]

const first = (text: string, table: readonly (readonly [RegExp, string])[]) =>
  table.find(([pattern]) => pattern.test(text))?.[1] ?? null

/** The browser and operating system named by a User-Agent header; null for what it does not say. */
export function describeUserAgent(userAgent: string | null | undefined): Device {
  const text = (userAgent ?? '').slice(0, 512)
  if (!text) return { browser: null, os: null }
  return { browser: first(text, BROWSERS), os: first(text, SYSTEMS) }
}
