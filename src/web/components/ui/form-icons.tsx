// The icons of the board, the forms (password, contact, e-mail notices) and the admin lists: apart
// from ./icons.tsx, whose icons every page's script carries.
import { Outline, type IconProps } from './icons'

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
export const AlertIcon = (p: IconProps) => (
  <Outline {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5M12 16h.01" />
  </Outline>
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
export const PencilIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M17 3a2.8 2.8 0 1 1 4 4L7.5 20.5 2 22l1.5-5.5z" />
  </Outline>
)
