import { useTranslation } from '../../lib/i18n'
import { MoonIcon, SunIcon } from '../../components/ui/icons'
import { useTheme } from '../../lib/theme'

/** A toggle button named 'Dark mode'; pressed means the dark theme is on. */
export function ThemeToggle() {
  const { t } = useTranslation()
  const { theme, toggleTheme } = useTheme()
  const dark = theme === 'dark'
  return (
    <button
      type="button"
      aria-pressed={dark}
      onClick={toggleTheme}
      title={t('nav.darkMode')}
      className="inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
    >
      <span className="sr-only">{t('nav.darkMode')}</span>
      {dark ? <SunIcon className="h-5 w-5" /> : <MoonIcon className="h-5 w-5" />}
    </button>
  )
}
