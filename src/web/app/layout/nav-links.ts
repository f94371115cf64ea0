import type { MessageKey } from '../../lib/i18n'

type NavItem = { to: string; label: MessageKey; isActive: (pathname: string) => boolean }

export const NAV_LINKS: readonly NavItem[] = [
  // The landing page answers at both / and /home; course pages live under /home/ but belong to Courses.
  { to: '/home', label: 'nav.home', isActive: (p) => p === '/' || /^\/home\/?$/.test(p) },
  {
    to: '/all-courses',
    label: 'nav.courses',
    isActive: (p) => p.startsWith('/all-courses') || p.startsWith('/home/'),
  },
  { to: '/community', label: 'nav.community', isActive: (p) => p.startsWith('/community') },
]
