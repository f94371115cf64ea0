// /reset-password?token=… (docs/product.md#accounts): the page a reset link opens.
import '../lib/i18n/sections/recovery'
import { Container } from '../components/ui/container'
import { ResetPasswordForm } from '../features/auth/components/reset-password-form'

export default function ResetPasswordPage() {
  return (
    <Container className="py-8 sm:py-12 lg:py-16">
      <ResetPasswordForm />
    </Container>
  )
}
