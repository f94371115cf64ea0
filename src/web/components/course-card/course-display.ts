// How course fields that are free text in the data are written on screen.
import type { TFunction } from 'i18next'

const NUMBER = /^\d+(?:\.\d+)?$/

/** '40' becomes '40 hrs' (via the given message); text such as 'Lifetime' is shown as it is. */
export function withUnit(value: string, format: (value: string) => string): string {
  const trimmed = value.trim()
  return NUMBER.test(trimmed) ? format(trimmed) : trimmed
}

/** 'youtube' becomes 'YouTube' when the catalogue knows the platform, else it is capitalised. */
export function platformName(platform: string, t: TFunction): string {
  const names: Record<string, string> = t('catalogue.platforms', { returnObjects: true })
  const key = platform.trim().toLowerCase()
  return names[key] ?? key.charAt(0).toUpperCase() + platform.trim().slice(1)
}

/** The course name, or the catalogue's 'Unnamed Course' when it is blank. */
export function displayCourseName(name: string | null | undefined, t: TFunction): string {
  return name && name.trim() ? name : t('catalogue.unnamed')
}
