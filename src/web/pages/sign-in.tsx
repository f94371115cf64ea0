import { useState } from 'react'
import { useTranslation } from '../lib/i18n'
import '../lib/i18n/sections/auth'
import { Container } from '../components/ui/container'
import { PageHeading } from '../components/ui/page-heading'
import { AuthFeatures } from '../features/auth/components/auth-features'
import { AuthForm, type AuthMode } from '../features/auth/components/auth-form'

export default function SignInPage() {
  const { t } = useTranslation()
  // One form signs in and signs up; the page's title follows its mode.
  const [mode, setMode] = useState<AuthMode>('signIn')
  const signUp = mode === 'signUp'
  // The form comes first in reading order (and on phones); on wide screens the features sit left.
  return (
    <Container className="py-8 sm:py-12 lg:py-16">
      <div className="grid items-start gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="mx-auto w-full max-w-md lg:order-2 lg:max-w-none">
          <AuthForm
            mode={mode}
            onModeChange={setMode}
            heading={
              <PageHeading
                variant="card"
                title={signUp ? t('auth.signUpTitle') : t('auth.signInTitle')}
                intro={signUp ? t('auth.signUpIntro') : t('auth.signInIntro')}
              />
            }
          />
        </div>
        <div className="lg:order-1">
          <AuthFeatures />
        </div>
      </div>
    </Container>
  )
}
