// /verify-email?token=… (docs/product.md#accounts): the page a confirmation link opens.
import '../lib/i18n/sections/recovery'
import { Container } from '../components/ui/container'
import { VerifyEmailStatus } from '../features/auth/components/verify-email-status'

export default function VerifyEmailPage() {
  return (
    <Container className="py-8 sm:py-12 lg:py-16">
      <VerifyEmailStatus />
    </Container>
  )
}
