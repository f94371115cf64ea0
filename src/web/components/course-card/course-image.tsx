// A course picture that reserves its 16:9 box (no layout shift) and falls back to the placeholder
// artwork when the course has no image or the image fails to load.
import { useState } from 'react'

export const PLACEHOLDER_IMAGE = '/course-art/placeholder.svg'

type Props = {
  src: string
  alt: string
  className?: string
  priority?: boolean
}

export function CourseImage({ src, alt, className = '', priority = false }: Props) {
  const wanted = src.trim() || PLACEHOLDER_IMAGE
  // Remember which source failed, so a new src gets its own chance without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const shown = failedSrc === wanted ? PLACEHOLDER_IMAGE : wanted
  return (
    <img
      src={shown}
      alt={alt}
      width={640}
      height={360}
      // Pictures in the first screen load at once (the largest of them is what a phone's first
      // paint is judged by); the rest wait until scrolled near.
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => {
        if (shown !== PLACEHOLDER_IMAGE) setFailedSrc(wanted)
      }}
      className={`aspect-video w-full bg-slate-100 object-cover dark:bg-slate-800 ${className}`}
    />
  )
}
