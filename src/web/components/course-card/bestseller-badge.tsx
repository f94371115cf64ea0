import { useTranslation } from '../../lib/i18n'

/** The 'Bestseller' flag laid over a course image (its container must be `relative`). */
export function BestsellerBadge() {
  const { t } = useTranslation()
  return (
    <span className="absolute top-3 left-3 rounded-md bg-amber-300 px-2 py-0.5 text-xs font-bold tracking-wide text-amber-950 shadow-sm max-sm:top-1 max-sm:left-1 max-sm:px-1 max-sm:text-[0.625rem]">
      {t('catalogue.bestseller')}
    </span>
  )
}
