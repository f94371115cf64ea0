import type { ParseKeys } from 'i18next'

export const NAV_LINKS: readonly { to: string; label: ParseKeys }[] = [
  { to: '/home', label: 'nav.home' },
  { to: '/all-courses', label: 'nav.courses' },
  { to: '/community', label: 'nav.community' },
]
