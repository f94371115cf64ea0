// What "Tell me when the price drops" opens under a course's price history
// (docs/product.md#price-alerts), loaded by its click: the alert's form for a member, the way to
// sign in first for a visitor.
import type { PriceHistoryResponse } from '../../../../domain/schemas/prices'
import { buttonClasses } from '../../../components/ui/button-styles'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/price-alerts'
import { Link } from '../../../lib/router'
import { useSession } from '../../../lib/session'
import { useSignInPath } from '../../../lib/use-sign-in-path'
import { PriceAlertForm } from './price-alert-form'

export function PriceAlertSlot({ history }: { history: PriceHistoryResponse }) {
  const { t } = useTranslation()
  const session = useSession()
  const signInHref = useSignInPath()
  if (session.isPending) return null
  if (!session.isLoggedIn) {
    return (
      <Link to={signInHref} className={buttonClasses('primary', 'md', 'mt-4')}>
        {t('priceAlerts.signIn')}
      </Link>
    )
  }
  return <PriceAlertForm courseId={history.courseId} history={history} />
}
