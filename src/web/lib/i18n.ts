// react-i18next set-up: the English catalogue from src/domain/messages.ts is the only resource for now.
// Resources are inline, so initialisation is synchronous and the first render already has its text.
import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'
import { en } from '../../domain/messages'

export const defaultNS = 'translation'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS
    resources: { translation: typeof en }
  }
}

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  defaultNS,
  resources: { en: { translation: en } },
  initAsync: false,
  // React escapes text itself.
  interpolation: { escapeValue: false },
  returnNull: false,
})

export { i18n }
