// The title block at the top of a page: the h1, a line of introduction, and the tab title. Each page
// module (src/web/pages) renders its own, so a page's title is decided by the page, not by the
// feature components that fill it.
import { useDocumentTitle } from '../../lib/use-document-title'

/** The block's width, the title and the introduction, by the kind of page. */
const VARIANTS = {
  /** Most pages: the catalogue, the community board, My Courses, the comparison, the terms. */
  page: {
    block: '',
    title: 'text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white',
    intro: 'mt-2 text-slate-600 dark:text-slate-400',
  },
  /** Form pages (add a course, contact, admin): narrower, the introduction a little lower. */
  form: {
    block: 'max-w-3xl',
    title: 'text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white',
    intro: 'mt-3 text-base text-slate-600 dark:text-slate-400',
  },
  /** A heading inside a card (sign in, sign up): smaller, with a small introduction. */
  card: {
    block: '',
    title: 'text-3xl font-bold tracking-tight text-slate-900 dark:text-white',
    intro: 'mt-2 text-sm text-slate-600 dark:text-slate-400',
  },
  /** A page that is only a message (not found): a larger title under the icon, a narrow text. */
  notice: {
    block: '',
    title: 'mt-2 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl dark:text-white',
    intro: 'mt-4 max-w-md text-slate-600 dark:text-slate-400',
  },
} as const

export function PageHeading({
  title,
  intro,
  variant = 'page',
  className,
}: {
  title: string
  intro?: string
  variant?: keyof typeof VARIANTS
  /** Classes for a block around the title and introduction (a narrower width, say). */
  className?: string
}) {
  useDocumentTitle(title)
  const style = VARIANTS[variant]
  const block = [style.block, className].filter(Boolean).join(' ')
  const heading = (
    <>
      <h1 className={style.title}>{title}</h1>
      {intro ? <p className={style.intro}>{intro}</p> : null}
    </>
  )
  // Without a block, the title and introduction sit directly in the page's own layout.
  return block ? <div className={block}>{heading}</div> : heading
}
