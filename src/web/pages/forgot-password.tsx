// /forgot-password (docs/product.md#accounts): ask for a link to choose a new password.
import '../lib/i18n/sections/recovery'
import { Container } from '../components/ui/container'
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form'

export default function ForgotPasswordPage() {
  return (
    <Container className="py-8 sm:py-12 lg:py-16">
      <ForgotPasswordForm />
    </Container>
  )
}
