import { AboutUs } from '../features/landing/components/about-us'
import { ExploreCourses } from '../features/landing/components/explore-courses'
import { FeaturedTopics } from '../features/landing/components/featured-topics'
import { HeroCarousel } from '../features/landing/components/hero-carousel'
import { useDocumentTitle } from '../lib/use-document-title'
import { useTranslation } from '../lib/i18n'
import '../lib/i18n/sections/landing'

export default function LandingPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('landing.pageTitle'))
  return (
    <>
      <HeroCarousel />
      <ExploreCourses />
      <FeaturedTopics />
      <AboutUs />
    </>
  )
}
