import { useEffect } from 'react'
import { useRenderContext } from './render-context'

const SITE = 'CourseCompass'

export const documentTitle = (title: string | undefined) => (title ? `${title} | ${SITE}` : SITE)

/**
 * Sets the tab title to '<title> | CourseCompass' (or just the site name) while the page is shown.
 * During a server render it hands the title to the render, which writes it into <head>.
 */
export function useDocumentTitle(title: string | undefined) {
  const { head } = useRenderContext()
  if (head) head.title = documentTitle(title)
  useEffect(() => {
    document.title = documentTitle(title)
  }, [title])
}
