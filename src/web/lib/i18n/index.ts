// The app's translations (docs/decisions/021-small-i18n.md): t() with nested keys, {{values}},
// plurals by the language's rules and returnObjects; <Trans> for messages with markup; key types
// from the English catalogue.
export {
  addMessages,
  addTranslations,
  catalogueOf,
  I18nProvider,
  loadTranslations,
  setPageLanguage,
  Trans,
  useTranslation,
  type SectionLoader,
} from './i18n'
export type { Catalogue, MessageKey, ObjectKey, PluralKey, TFunction, Values } from './keys'
export { createTranslate, type Translate } from './translate'
