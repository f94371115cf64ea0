// Light/dark theme (docs/product.md#theme: 'light' or 'dark' in localStorage, default light). The
// class on <html> is set before first paint by public/theme-init.js; this module keeps it in sync
// afterwards.
import { useCallback, useSyncExternalStore } from 'react'

export type Theme = 'light' | 'dark'
export const THEME_STORAGE_KEY = 'theme'

const listeners = new Set<() => void>()

export function readStoredTheme(): Theme {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light'
  } catch {
    return 'light'
  }
}

function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light'
}

export function applyTheme(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark')
  document.documentElement.style.colorScheme = theme
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme)
  } catch {
    // Private mode or storage disabled: the theme still applies for this page.
  }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function useTheme() {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => 'light' as Theme)
  const toggleTheme = useCallback(
    () => applyTheme(currentTheme() === 'dark' ? 'light' : 'dark'),
    [],
  )
  return { theme, toggleTheme }
}
