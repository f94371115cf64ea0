// The translation function itself, without React and without key types (keys.ts types it): looks a
// key up in one language's catalogue, picks the plural form and fills in the {{placeholders}}.
// It keeps the behaviour the app had under i18next (docs/decisions/021-small-i18n.md): the
// catalogue's i18next v4 JSON conventions are unchanged, so a translator can still work from it.

/** A language's messages: nested objects whose leaves are strings, or arrays/objects of them. */
export type MessageTree = { readonly [key: string]: unknown }

export type TranslateOptions = {
  /** Picks the plural form (key_zero for 0 if present, key_one, key_other...); fills {{count}}. */
  readonly count?: number
  /** Answers the array or object stored under the key, as stored, instead of a string. */
  readonly returnObjects?: boolean
  readonly [name: string]: unknown
}

export type Translate = (key: string, options?: TranslateOptions) => unknown

const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g

/**
 * Fills {{name}} from values. Nothing is escaped: React escapes text, and <Trans> fills values in
 * after it has found its tags, so a value is never read as markup. A placeholder without a value is
 * left as written, as i18next did, so a missing value shows up instead of vanishing.
 */
export function interpolate(text: string, values: TranslateOptions | undefined): string {
  if (!values || !text.includes('{{')) return text
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = values[name]
    return value === undefined || value === null ? placeholder : String(value)
  })
}

function lookUp(messages: MessageTree, key: string): unknown {
  let node: unknown = messages
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined
    node = (node as MessageTree)[part]
  }
  return node
}

/**
 * A translate function over one language's catalogue. The plural rules are the language's own
 * (Intl.PluralRules): English has one and other, Hindi one (0 and 1) and other.
 * A key that is not in the catalogue answers the key itself, as i18next did.
 */
export function createTranslate(language: string, messages: MessageTree): Translate {
  const plurals = new Intl.PluralRules(language)

  /** The key's plural form for count, else the key itself, as i18next's v4 JSON format resolves. */
  const find = (key: string, count: number | undefined): unknown => {
    if (typeof count === 'number') {
      if (count === 0) {
        const zero = lookUp(messages, `${key}_zero`)
        if (zero !== undefined) return zero
      }
      const form = lookUp(messages, `${key}_${plurals.select(count)}`)
      if (form !== undefined) return form
    }
    return lookUp(messages, key)
  }

  return (key, options) => {
    const found = find(key, options?.count)
    if (typeof found === 'string') return interpolate(found, options)
    if (found !== undefined && found !== null && options?.returnObjects) return found
    return key
  }
}
