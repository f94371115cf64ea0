// 'Featured Topics': a tag banner that scrolls sideways (CSS animation). With reduced motion it
// stands still and can be scrolled by hand instead.
import { useTranslation } from 'react-i18next'
import { Container } from '../../../components/ui/container'

function TagRow({ topics, hidden }: { topics: readonly string[]; hidden?: boolean }) {
  return (
    <ul className="flex shrink-0 gap-3 pr-3" aria-hidden={hidden || undefined}>
      {topics.map((topic) => (
        <li
          key={topic}
          className="rounded-full border border-indigo-200 bg-white px-5 py-2 text-sm font-medium whitespace-nowrap text-indigo-700 shadow-sm dark:border-indigo-500/30 dark:bg-slate-900 dark:text-indigo-200"
        >
          {topic}
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
        <div className="flex w-max animate-marquee group-hover:[animation-play-state:paused] motion-reduce:animate-none">
          <TagRow topics={topics} />
          <TagRow topics={topics} hidden />
        </div>
      </div>
    </section>
  )
}
