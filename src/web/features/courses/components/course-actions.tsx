// The four tiles under the course picture (docs/product.md#course-detail). Bookmark and Favorite
// toggle the course in the signed-in user's library or ask a visitor to log in
// (docs/product.md#bookmarks-and-favourites); Official opens the course site and Compare goes to
// the comparison page.
import { useState } from 'react'
import { useTranslation, type MessageKey } from '../../../lib/i18n'
import { Link } from '../../../lib/router'
import type { Course } from '../../../../domain/schemas/course'
import { BookmarkIcon } from '../../../components/ui/icons'
import { CompareIcon, ExternalLinkIcon, HeartIcon } from '../../../components/ui/page-icons'
import { NoticeRegion, type Notice } from '../../../components/ui/notice'
import { ApiError } from '../../../lib/api-client'
import { useSession, type Session } from '../../../lib/session'
import { useSaveCourse, type LibraryList } from '../api/save-course'

const tileClasses =
  'flex flex-col items-center justify-center gap-2 rounded-xl border border-slate-200 bg-white px-1 py-3 text-xs font-semibold sm:px-3 sm:py-4 sm:text-sm text-slate-700 shadow-sm transition-colors hover:border-indigo-300 hover:bg-indigo-50 hover:text-indigo-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:border-indigo-500/50 dark:hover:bg-indigo-500/10 dark:hover:text-indigo-200'

const savedClasses = {
  bookmarks:
    'aria-pressed:border-indigo-300 aria-pressed:bg-indigo-50 aria-pressed:text-indigo-700 dark:aria-pressed:border-indigo-500/50 dark:aria-pressed:bg-indigo-500/15 dark:aria-pressed:text-indigo-200',
  favorites:
    'aria-pressed:border-rose-300 aria-pressed:bg-rose-50 aria-pressed:text-rose-700 hover:aria-pressed:border-rose-300 hover:aria-pressed:bg-rose-100 hover:aria-pressed:text-rose-700 dark:aria-pressed:border-rose-500/50 dark:aria-pressed:bg-rose-500/15 dark:aria-pressed:text-rose-200',
} satisfies Record<LibraryList, string>

type TileCopy = { label: MessageKey; savedLabel: MessageKey; login: MessageKey; failed: MessageKey }

const COPY: Record<LibraryList, TileCopy> = {
  bookmarks: {
    label: 'course.bookmark',
    savedLabel: 'course.bookmarked',
    login: 'course.bookmarkLoginRequired',
    failed: 'course.bookmarkFailed',
  },
  favorites: {
    label: 'course.favorite',
    savedLabel: 'course.favorited',
    login: 'course.favoriteLoginRequired',
    failed: 'course.favoriteFailed',
  },
}

export function CourseActions({ course }: { course: Course }) {
  const { t } = useTranslation()
  const session = useSession()
  const [notice, setNotice] = useState<Notice | null>(null)

  return (
    <section aria-label={t('course.actions')} className="mt-6">
      <ul className="grid grid-cols-4 gap-2 sm:gap-3 lg:grid-cols-2 xl:grid-cols-4">
        <li>
          <LibraryTile
            list="bookmarks"
            courseId={course.courseId}
            session={session}
            onNotice={setNotice}
          />
        </li>
        <li>
          <LibraryTile
            list="favorites"
            courseId={course.courseId}
            session={session}
            onNotice={setNotice}
          />
        </li>
        <li>
          <a
            href={course.officialUrl}
            target="_blank"
            rel="noopener noreferrer"
            title={t('course.officialHint')}
            className={tileClasses}
          >
            <ExternalLinkIcon className="h-6 w-6" />
            {t('course.official')}
            <span className="sr-only"> ({t('course.officialHint')})</span>
          </a>
        </li>
        <li>
          <Link
            to={`/course-comparison?${new URLSearchParams({ courses: course.courseId }).toString()}`}
            className={tileClasses}
          >
            <CompareIcon className="h-6 w-6" />
            {t('course.compare')}
          </Link>
        </li>
      </ul>
      {course.fvrtCount > 0 ? (
        <p className="mt-3 flex items-center gap-1.5 text-sm text-slate-500 dark:text-slate-400">
          <HeartIcon className="h-4 w-4 text-rose-500" fill="currentColor" />
          {t('course.favoriteCount', { count: course.fvrtCount })}
        </p>
      ) : null}
      <NoticeRegion notice={notice} className="min-h-6" />
    </section>
  )
}

function LibraryTile({
  list,
  courseId,
  session,
  onNotice,
}: {
  list: LibraryList
  courseId: string
  session: Session
  onNotice: (notice: Notice | null) => void
}) {
  const { t } = useTranslation()
  const mutation = useSaveCourse(list, courseId)
  const copy = COPY[list]
  const ids = list === 'bookmarks' ? session.bookmarkedCourses : session.favoriteCourses
  const saved = session.isLoggedIn && ids.includes(courseId)
  const Icon = list === 'bookmarks' ? BookmarkIcon : HeartIcon

  const onClick = () => {
    // docs/product.md#roles: signed-in status is the isLoggedIn flag.
    if (!session.isLoggedIn) {
      onNotice({ text: t(copy.login), tone: 'login' })
      return
    }
    onNotice(null)
    mutation.mutate(!saved, {
      onError: (error) => {
        // A session that ended meanwhile: the same message a visitor gets.
        const signedOut = error instanceof ApiError && error.status === 401
        onNotice(
          signedOut
            ? { text: t(copy.login), tone: 'login' }
            : { text: t(copy.failed), tone: 'error' },
        )
      },
    })
  }

  return (
    <button
      type="button"
      aria-pressed={saved}
      // Until the auth state has loaded we cannot tell a visitor from a signed-in user.
      disabled={session.isPending}
      onClick={onClick}
      className={`${tileClasses} ${savedClasses[list]} w-full disabled:cursor-wait disabled:opacity-60`}
    >
      <Icon className="h-6 w-6" fill={saved ? 'currentColor' : 'none'} />
      {t(saved ? copy.savedLabel : copy.label)}
    </button>
  )
}
