// /newsletter?confirm=… and /newsletter?unsubscribe=… (docs/product.md#contact-and-newsletter): the
// page a newsletter mail's link opens.
import '../lib/i18n/sections/contact'
import { Container } from '../components/ui/container'
import { NewsletterLink } from '../features/newsletter/components/newsletter-link'

export default function NewsletterPage() {
  return (
    <Container className="py-8 sm:py-12 lg:py-16">
      <NewsletterLink />
    </Container>
  )
}
