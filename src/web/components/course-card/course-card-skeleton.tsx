/** The grey shape of a course card, shown while the catalogue loads; a compact row's on phones. */
export function CourseCardSkeleton() {
  return (
    <div
      data-testid="course-card-skeleton"
      aria-hidden="true"
      className="flex animate-pulse flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white max-sm:h-30 max-sm:flex-row max-sm:items-center max-sm:gap-3 max-sm:rounded-xl max-sm:p-3 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="aspect-video w-full bg-slate-200 max-sm:w-28 max-sm:shrink-0 max-sm:rounded-lg dark:bg-slate-800" />
      <div className="space-y-3 p-5 max-sm:flex-1 max-sm:space-y-2 max-sm:p-0">
        <div className="h-3 w-1/4 rounded bg-slate-200 dark:bg-slate-800" />
        <div className="h-4 w-5/6 rounded bg-slate-200 dark:bg-slate-800" />
        <div className="h-4 w-2/3 rounded bg-slate-200 dark:bg-slate-800" />
        <div className="flex justify-between pt-4 max-sm:pt-1">
          <div className="h-6 w-20 rounded bg-slate-200 max-sm:h-5 max-sm:w-12 dark:bg-slate-800" />
          <div className="h-9 w-28 rounded-lg bg-slate-200 max-sm:h-5 max-sm:w-16 dark:bg-slate-800" />
        </div>
      </div>
    </div>
  )
}
