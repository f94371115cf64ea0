// The icons of the landing page and the sign-in page's features: apart from ./icons.tsx, whose icons
// every page's script carries.
import { Outline, type IconProps } from './icons'

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
export const BooksIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M4 19V5a2 2 0 0 1 2-2h5v18H6a2 2 0 0 1-2-2z" />
    <path d="M11 3h7a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-7M15 8h2M15 12h2" />
  </Outline>
)
export const SparklesIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8z" />
    <path d="M19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z" />
  </Outline>
)
