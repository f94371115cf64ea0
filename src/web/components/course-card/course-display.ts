// How course fields that are free text in the data are written on screen.
import type { TFunction } from '../../lib/i18n'

const NUMBER = /^\d+(?:\.\d+)?$/

/** '40' becomes '40 hrs' (via the given message); text such as 'Lifetime' is shown as it is. */
export function withUnit(value: string, format: (value: string) => string): string {
  const trimmed = value.trim()
  return NUMBER.test(trimmed) ? format(trimmed) : trimmed
}

/** The kinds of stored value the message catalogue has display names for. */
export type NamedValueKind = 'platforms' | 'categories' | 'languages'

/**
 * A stored platform, category or language as the message catalogue names it ('youtube' becomes
 * 'YouTube', 'govt exam' 'Govt Exams'); a value it does not know is shown with its first letter
 * capitalised. Stored values differ in case (imports, people adding courses), so the match ignores it.
 */
export function valueName(kind: NamedValueKind, value: string, t: TFunction): string {
  const names: Record<string, string> = t(`catalogue.${kind}`, { returnObjects: true })
  const trimmed = value.trim()
  const lower = trimmed.toLowerCase()
  const key = Object.keys(names).find((name) => name.toLowerCase() === lower)
  return key !== undefined ? names[key]! : trimmed.charAt(0).toUpperCase() + trimmed.slice(1)
}

/** 'youtube' becomes 'YouTube' when the catalogue knows the platform, else it is capitalised. */
export function platformName(platform: string, t: TFunction): string {
  return valueName('platforms', platform, t)
}

/** A course's language as the catalogue names it ('English' is 'अंग्रेज़ी' on a Hindi page). */
export function languageName(language: string, t: TFunction): string {
  return valueName('languages', language, t)
}

/** The course name, or the catalogue's 'Unnamed Course' when it is blank. */
export function displayCourseName(name: string | null | undefined, t: TFunction): string {
  return name && name.trim() ? name : t('catalogue.unnamed')
}
