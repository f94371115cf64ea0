// Inline SVG icons (decorative: aria-hidden; the control around them carries the accessible name).
import type { SVGProps } from 'react'

type IconProps = SVGProps<SVGSVGElement>

function Outline({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  )
}

export const EyeIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </Outline>
)
export const EyeOffIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M10.6 5.1A10.8 10.8 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-2.2 3.2M6.6 6.6C3.9 8.4 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
  </Outline>
)
export const SearchIcon = (p: IconProps) => (
  <Outline {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Outline>
)
export const MenuIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Outline>
)
export const CloseIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Outline>
)
export const SunIcon = (p: IconProps) => (
  <Outline {...p}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </Outline>
)
export const MoonIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
  </Outline>
)
export const StarIcon = (p: IconProps) => (
  <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false" {...p}>
    <path d="M10 1.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8L10 14.9l-5.3 2.7 1-5.8L1.5 7.7l5.9-.9z" />
  </svg>
)
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
export const ClockIcon = (p: IconProps) => (
  <Outline {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Outline>
)
export const GlobeIcon = (p: IconProps) => (
  <Outline {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </Outline>
)
export const LayersIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="m12 3 9 5-9 5-9-5 9-5z" />
    <path d="m3 13 9 5 9-5" />
  </Outline>
)
export const UserIcon = (p: IconProps) => (
  <Outline {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
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
export const RupeeIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M6 4h12M6 9h12M6 4h4a5 5 0 0 1 0 10H7l8 7" />
  </Outline>
)
export const BookmarkIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M6 3h12v18l-6-4-6 4z" />
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
export const ArrowRightIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Outline>
)
export const PauseIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M9 5v14M15 5v14" />
  </Outline>
)
export const PlayIcon = (p: IconProps) => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...p}>
    <path d="M8 5v14l11-7z" />
  </svg>
)
export const CodeIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="m8 8-4 4 4 4M16 8l4 4-4 4M14 4l-4 16" />
  </Outline>
)
export const LandmarkIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M3 21h18M4 10h16M12 3l9 5H3l9-5zM6 10v8M10 10v8M14 10v8M18 10v8" />
  </Outline>
)
export const SlidersIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
    <circle cx="16" cy="6" r="2" />
    <circle cx="10" cy="12" r="2" />
    <circle cx="18" cy="18" r="2" />
  </Outline>
)
export const BooksIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M4 19V5a2 2 0 0 1 2-2h5v18H6a2 2 0 0 1-2-2z" />
    <path d="M11 3h7a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-7M15 8h2M15 12h2" />
  </Outline>
)
export const UsersIcon = (p: IconProps) => (
  <Outline {...p}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14.5a6.5 6.5 0 0 1 3.5 5.5" />
  </Outline>
)
export const SparklesIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8z" />
    <path d="M19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z" />
  </Outline>
)
export const LogoutIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 16l-4-4 4-4M6 12h10" />
  </Outline>
)
export const AlertIcon = (p: IconProps) => (
  <Outline {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5M12 16h.01" />
  </Outline>
)
export const ChevronDownIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="m6 9 6 6 6-6" />
  </Outline>
)
export const CompassIcon = (p: IconProps) => (
  <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" {...p}>
    <rect width="32" height="32" rx="9" fill="currentColor" />
    <circle cx="16" cy="16" r="9" fill="none" stroke="#fff" strokeWidth="2" />
    <path d="m19.5 12.5-2 5-5 2 2-5z" fill="#fff" />
  </svg>
)

/* Brand marks, simplified. */
export const FacebookIcon = (p: IconProps) => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...p}>
    <path d="M14 8V6.5c0-.8.2-1.3 1.4-1.3H17V2.2c-.3 0-1.3-.2-2.5-.2C12 2 10.5 3.5 10.5 6.2V8H8v3.2h2.5V22H14V11.2h2.8L17.2 8z" />
  </svg>
)
export const XBrandIcon = (p: IconProps) => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...p}>
    <path d="M17.8 3h3.1l-6.8 7.8 8 10.2h-6.3l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.8 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z" />
  </svg>
)
export const InstagramIcon = (p: IconProps) => (
  <Outline {...p}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.8" fill="currentColor" />
  </Outline>
)
export const LinkedinIcon = (p: IconProps) => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...p}>
    <path d="M4.5 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM3 8.5h3V21H3zM9 8.5h2.9v1.7c.4-.8 1.5-2 3.4-2 3.4 0 4.2 2.2 4.2 5.2V21h-3v-6.8c0-1.6 0-3.3-2.1-3.3s-2.4 1.6-2.4 3.2V21H9z" />
  </svg>
)
export const YoutubeIcon = (p: IconProps) => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...p}>
    <path d="M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12 31 31 0 0 0 2 15.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1c.3-1.2.4-2.5.4-3.8s-.1-2.6-.4-3.8zM10 15.2V8.8l5.2 3.2z" />
  </svg>
)
export const ImageIcon = (p: IconProps) => (
  <Outline {...p}>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="9" cy="9" r="2" />
    <path d="m21 15-3.1-3.1a2 2 0 0 0-2.8 0L6 21" />
  </Outline>
)
export const ArrowUpIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="m5 12 7-7 7 7M12 19V5" />
  </Outline>
)
export const ArrowDownIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M12 5v14M19 12l-7 7-7-7" />
  </Outline>
)
export const SendIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M22 2 11 13M22 2l-7 20-4-9-9-4z" />
  </Outline>
)
export const TrashIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6" />
  </Outline>
)
export const MessageIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
  </Outline>
)
export const MailIcon = (p: IconProps) => (
  <Outline {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </Outline>
)
export const PhoneIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
  </Outline>
)
export const MapPinIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z" />
    <circle cx="12" cy="10" r="3" />
  </Outline>
)
export const ShieldIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10Z" />
  </Outline>
)
export const PencilIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M17 3a2.8 2.8 0 1 1 4 4L7.5 20.5 2 22l1.5-5.5z" />
  </Outline>
)
export const PlusIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M12 5v14M5 12h14" />
  </Outline>
)
