// 'Featured Topics': a tag banner that scrolls sideways (CSS animation); each tag opens the catalogue
// searched for it. The row is drawn twice so the loop has no gap: the copy is hidden from assistive
// technology and taken out of the tab order, so every topic is announced and focused once. The banner
// stops while a pointer is over it or a tag has focus, and stands still (scrollable by hand) with
// reduced motion.
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/landing'
import { Link } from '../../../lib/router'
import { Container } from '../../../components/ui/container'

const topicSearch = (topic: string) =>
  `/all-courses?${new URLSearchParams({ q: topic }).toString()}`

function TagRow({ topics, copy }: { topics: readonly string[]; copy?: boolean }) {
  return (
    <ul className="flex shrink-0 gap-3 py-1 pr-3" aria-hidden={copy || undefined}>
      {topics.map((topic) => (
        <li key={topic}>
          <Link
            to={topicSearch(topic)}
            tabIndex={copy ? -1 : undefined}
            className="block rounded-full border border-indigo-200 bg-white px-5 py-2 text-sm font-medium whitespace-nowrap text-indigo-700 shadow-sm transition-colors hover:border-indigo-400 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:border-indigo-500/30 dark:bg-slate-900 dark:text-indigo-200 dark:hover:border-indigo-400/60 dark:hover:bg-slate-800 dark:focus-visible:outline-indigo-400"
          >
            {topic}
          </Link>
        </li>
      ))}
    </ul>
  )
}

export function FeaturedTopics() {
  const { t } = useTranslation()
  const topics = t('landing.topics.list', { returnObjects: true })
  return (
    <section aria-labelledby="topics-title" className="bg-indigo-50/60 py-14 dark:bg-indigo-950/30">
      <Container>
        <h2
          id="topics-title"
          className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white"
        >
          {t('landing.topics.title')}
        </h2>
      </Container>
      <div className="group mt-8 overflow-hidden motion-reduce:overflow-x-auto [mask-image:linear-gradient(to_right,transparent,black_6%,black_94%,transparent)]">
        <div className="flex w-max animate-marquee group-focus-within:[animation-play-state:paused] group-hover:[animation-play-state:paused] motion-reduce:animate-none">
          <TagRow topics={topics} />
          <TagRow topics={topics} copy />
        </div>
      </div>
    </section>
  )
}
