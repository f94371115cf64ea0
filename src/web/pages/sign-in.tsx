import { Container } from '../components/ui/container'
import { AuthFeatures } from '../features/auth/components/auth-features'
import { AuthForm } from '../features/auth/components/auth-form'

export default function SignInPage() {
  // The form comes first in reading order (and on phones); on wide screens the features sit left.
  return (
    <Container className="py-8 sm:py-12 lg:py-16">
      <div className="grid items-start gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="mx-auto w-full max-w-md lg:order-2 lg:max-w-none">
          <AuthForm />
        </div>
        <div className="lg:order-1">
          <AuthFeatures />
        </div>
      </div>
    </Container>
  )
}
