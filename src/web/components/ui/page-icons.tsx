// The icons of a course's page (its facts, its actions, its reviews) and My Courses: apart from
// ./icons.tsx, whose icons every page's script carries (the frame's, the course cards').
import { Outline, type IconProps } from './icons'

export const ThumbsUpIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M7 10v11H4a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h3z" />
    <path d="M7 10l4-8a3 3 0 0 1 3 3v4h5.5a2 2 0 0 1 2 2.3l-1.4 8A2 2 0 0 1 18.1 21H7" />
  </Outline>
)
export const FlagIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M5 21V4" />
    <path d="M5 4h11l-2 4 2 4H5" />
  </Outline>
)
export const LayersIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="m12 3 9 5-9 5-9-5 9-5z" />
    <path d="m3 13 9 5 9-5" />
  </Outline>
)
export const AwardIcon = (p: IconProps) => (
  <Outline {...p}>
    <circle cx="12" cy="9" r="6" />
    <path d="m8.5 14.5-1.5 7 5-3 5 3-1.5-7" />
  </Outline>
)
export const CalendarIcon = (p: IconProps) => (
  <Outline {...p}>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </Outline>
)
export const HeartIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M12 20s-7-4.4-9-9a5 5 0 0 1 9-3 5 5 0 0 1 9 3c-2 4.6-9 9-9 9z" />
  </Outline>
)
export const ExternalLinkIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </Outline>
)
export const CompareIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M12 3v18M5 7h4l-2 6a3 3 0 0 1-4 0zM15 7h4l2 6a3 3 0 0 1-4 0z" />
    <path d="M8 21h8" />
  </Outline>
)
