// The landing page's rotating hero (docs/product.md#landing-page: 3 slides, a new one every 5
// seconds). Rotation pauses while the pointer or keyboard focus is inside, when the person pauses
// it, and never starts when the system asks for reduced motion.
import { useEffect, useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/landing'
import { Link } from '../../../lib/router'
import { HERO_ROTATION_MS, HERO_SLIDES } from '../../../../domain/constants'
import { buttonClasses } from '../../../components/ui/button-styles'
import { ArrowRightIcon, PauseIcon, PlayIcon } from '../../../components/ui/landing-icons'
import { usePrefersReducedMotion } from '../../../lib/use-reduced-motion'

const SLIDE_LINKS = ['/all-courses', '/all-courses', '/course-comparison'] as const

export function HeroCarousel() {
  const { t } = useTranslation()
  const slides = t('landing.hero.slides', { returnObjects: true })
  const [current, setCurrent] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [stopped, setStopped] = useState(false)
  const reducedMotion = usePrefersReducedMotion()
  const rotating = !hovered && !focused && !stopped && !reducedMotion

  useEffect(() => {
    if (!rotating) return
    const timer = setInterval(() => setCurrent((i) => (i + 1) % HERO_SLIDES), HERO_ROTATION_MS)
    return () => clearInterval(timer)
  }, [rotating])

  return (
    <section
      aria-roledescription={t('landing.hero.carouselRole')}
      aria-label={t('landing.hero.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false)
      }}
      className="relative isolate overflow-hidden bg-slate-900"
    >
      <div
        className="relative h-[30rem] sm:h-[32rem] lg:h-[36rem]"
        aria-live={rotating ? 'off' : 'polite'}
      >
        {slides.slice(0, HERO_SLIDES).map((slide, index) => {
          const isCurrent = index === current
          return (
            <div
              key={index}
              role="group"
              aria-roledescription={t('landing.hero.slideRole')}
              aria-label={t('landing.hero.slide', { n: index + 1, total: HERO_SLIDES })}
              aria-hidden={!isCurrent}
              inert={!isCurrent}
              className={`absolute inset-0 transition-opacity duration-700 motion-reduce:transition-none ${
                isCurrent ? 'opacity-100' : 'pointer-events-none opacity-0'
              }`}
            >
              <img
                src={`/hero/hero-${index + 1}.svg`}
                alt=""
                width={1600}
                height={700}
                fetchPriority={index === 0 ? 'high' : 'low'}
                className="absolute inset-0 h-full w-full object-cover"
              />
              <div className="absolute inset-0 bg-gradient-to-r from-slate-950/85 via-slate-950/60 to-slate-950/10" />
              <div className="relative mx-auto flex h-full max-w-7xl items-center px-4 sm:px-6 lg:px-8">
                <div className="max-w-xl text-white">
                  {index === 0 ? (
                    <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
                      {slide.title}
                    </h1>
                  ) : (
                    <p className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
                      {slide.title}
                    </p>
                  )}
                  <p className="mt-4 text-lg text-slate-200 sm:text-xl">{slide.text}</p>
                  <Link
                    to={SLIDE_LINKS[index] ?? '/all-courses'}
                    className={buttonClasses('primary', 'lg', 'mt-8')}
                  >
                    {slide.cta}
                    <ArrowRightIcon className="h-5 w-5" />
                  </Link>
                </div>
              </div>
            </div>
          )
        })}
      </div>

      <div className="absolute inset-x-0 bottom-6 flex items-center justify-center gap-3">
        <button
          type="button"
          onClick={() => setStopped((s) => !s)}
          aria-label={stopped ? t('landing.hero.play') : t('landing.hero.pause')}
          className="flex h-8 w-8 items-center justify-center rounded-full bg-white/15 text-white backdrop-blur hover:bg-white/25 focus-visible:outline-white"
        >
          {stopped ? <PlayIcon className="h-4 w-4" /> : <PauseIcon className="h-4 w-4" />}
        </button>
        {Array.from({ length: HERO_SLIDES }, (_, index) => (
          <button
            key={index}
            type="button"
            onClick={() => setCurrent(index)}
            aria-label={t('landing.hero.goTo', { n: index + 1 })}
            aria-current={index === current ? 'true' : undefined}
            className="group flex h-8 items-center px-1 focus-visible:outline-white"
          >
            <span
              className={`block h-2.5 rounded-full transition-all motion-reduce:transition-none ${
                index === current ? 'w-8 bg-white' : 'w-2.5 bg-white/50 group-hover:bg-white/80'
              }`}
            />
          </button>
        ))}
      </div>
    </section>
  )
}
