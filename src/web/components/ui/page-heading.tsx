// The title block at the top of a form page: the h1, a line of introduction, and the tab title.
import { useDocumentTitle } from '../../lib/use-document-title'

export function PageHeading({ title, intro }: { title: string; intro: string }) {
  useDocumentTitle(title)
  return (
    <div className="max-w-3xl">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {title}
      </h1>
      <p className="mt-3 text-base text-slate-600 dark:text-slate-400">{intro}</p>
    </div>
  )
}
