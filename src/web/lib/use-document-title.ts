import { useEffect } from 'react'

const SITE = 'CourseCompass'

/** Sets the tab title to '<title> | CourseCompass' (or just the site name) while the page is shown. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE}` : SITE
  }, [title])
}
