// 'My Courses': the signed-in user's bookmarked and favourite courses as catalogue cards and the
// courses they added with where each stands, or a prompt to sign in for a visitor.
import { useId, type ReactNode } from 'react'
import { useTranslation, type MessageKey } from '../../../lib/i18n'
import '../../../lib/i18n/sections/library'
import { Link } from '../../../lib/router'
import type { Course } from '../../../../domain/schemas/course'
import { CourseCard } from '../../../components/course-card/course-card'
import { CourseCardSkeleton } from '../../../components/course-card/course-card-skeleton'
import { courseGridClasses } from '../../../components/course-card/course-grid'
import { buttonClasses, cardClasses } from '../../../components/ui/button-styles'
import { LoadFailed } from '../../../components/ui/load-failed'
import { BookmarkIcon, UserIcon } from '../../../components/ui/icons'
import { HeartIcon } from '../../../components/ui/page-icons'
import { useSession } from '../../../lib/session'
import { useMyCourses } from '../api/get-my-courses'
import { MySubmissions } from './my-submissions'
import { SectionHeading } from './section-heading'
import { useSignInPath } from '../../../lib/use-sign-in-path'

export function MyCourses() {
  const session = useSession()

  return (
    <div className="mt-10">
      {session.isPending ? (
        <LoadingSections />
      ) : session.isLoggedIn ? (
        <Library uid={session.uid} />
      ) : (
        <SignedOut />
      )}
    </div>
  )
}

function Library({ uid }: { uid: string }) {
  const { t } = useTranslation()
  const query = useMyCourses(uid, { enabled: true })

  if (query.isPending) return <LoadingSections />
  if (query.isError) {
    return (
      <LoadFailed
        title={t('library.loadFailed')}
        error={query.error}
        retryLabel={t('library.retry')}
        onRetry={() => void query.refetch()}
      />
    )
  }
  return (
    <div className="space-y-14">
      <CourseSection
        title={t('library.bookmarked')}
        icon={<BookmarkIcon className="h-5 w-5" />}
        courses={query.data.bookmarked}
        empty="library.emptyBookmarked"
      />
      <CourseSection
        title={t('library.favourites')}
        icon={<HeartIcon className="h-5 w-5" />}
        courses={query.data.favorites}
        empty="library.emptyFavourites"
      />
      <MySubmissions uid={uid} />
    </div>
  )
}

function CourseSection({
  title,
  icon,
  courses,
  empty,
}: {
  title: string
  icon: ReactNode
  courses: Course[]
  empty: MessageKey
}) {
  const { t } = useTranslation()
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <SectionHeading id={headingId} icon={icon} title={title}>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-600 dark:bg-slate-800 dark:text-slate-300">
          {t('library.courseCount', { count: courses.length })}
        </span>
      </SectionHeading>
      {courses.length > 0 ? (
        <ul className={courseGridClasses}>
          {courses.map((course) => (
            <li key={course.courseId} className="flex [&>article]:w-full">
              <CourseCard course={course} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
          <p className="font-medium text-slate-800 dark:text-slate-200">{t(empty)}</p>
          <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
            {t('library.emptyHint')}
          </p>
          <Link to="/all-courses" className={buttonClasses('secondary', 'md', 'mt-5')}>
            {t('library.browse')}
          </Link>
        </div>
      )}
    </section>
  )
}

function LoadingSections() {
  const { t } = useTranslation()
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {t('library.loading')}
      </p>
      <div className="mb-6 h-8 w-48 animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800" />
      <div className={courseGridClasses}>
        {Array.from({ length: 4 }, (_, i) => (
          <CourseCardSkeleton key={i} />
        ))}
      </div>
    </div>
  )
}

function SignedOut() {
  const { t } = useTranslation()
  const signInHref = useSignInPath()
  return (
    <div className={`${cardClasses} mx-auto max-w-xl px-6 py-12 text-center sm:px-10`}>
      <div className="mx-auto mb-5 flex h-14 w-14 items-center justify-center rounded-2xl bg-indigo-50 text-indigo-600 dark:bg-indigo-500/10 dark:text-indigo-300">
        <UserIcon className="h-7 w-7" />
      </div>
      <h2 className="text-2xl font-bold text-slate-900 dark:text-white">
        {t('library.signedOutTitle')}
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t('library.signedOutText')}</p>
      <Link to={signInHref} className={buttonClasses('primary', 'md', 'mt-6')}>
        {t('library.signIn')}
      </Link>
    </div>
  )
}
