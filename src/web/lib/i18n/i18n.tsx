// The app's translations in React: useTranslation() and <Trans> over one language's catalogue.
// The page's language is chosen by the server (src/domain/languages.ts) and fixed for the page's
// life: switching reloads the page. English is in the bundle (the core with the app, each page's
// section with its page); another language's texts arrive as data with the server's HTML (the core
// and the sections the page used) and, for pages opened later, as a chunk per section loaded with
// the page (loadTranslations). Everything a render needs is there before it starts, so the server's
// render and the browser's first render match (docs/decisions/019-server-rendering.md,
// 021-small-i18n.md, 023-pages-in-two-languages.md).
import {
  cloneElement,
  createContext,
  useContext,
  useMemo,
  type ReactElement,
  type ReactNode,
} from 'react'
import { DEFAULT_LANGUAGE, type Language } from '../../../domain/languages'
import type { Messages } from './messages/en'
import type { Catalogue as TextsOf } from './messages/catalogue'
import { coreMessages } from './messages/en/core'
import type { Catalogue, MessageKey, TFunction, Values } from './keys'
import { createTranslate, interpolate, type Translate } from './translate'

type I18n = {
  /** A BCP 47 tag ('en', 'hi'): it picks the plural rules. */
  readonly language: string
  readonly t: TFunction
  readonly translate: Translate
}

function createI18n(language: string, messages: Catalogue, used?: Set<string>): I18n {
  const plain = createTranslate(language, messages)
  // The server notes each section a render reads, to send the browser those texts.
  const translate: Translate = used
    ? (key, options) => {
        used.add(key.slice(0, key.indexOf('.') >>> 0))
        return plain(key, options)
      }
    : plain
  // keys.ts checks keys and results at compile time; at run time t is the untyped translate.
  return { language, t: translate as TFunction, translate }
}

/** A loader of one section of a language other than English (a chunk of its own). */
export type SectionLoader = () => Promise<Texts>
/** Any language's texts, or some of its sections: the English catalogue's shape, any wording. */
type Texts = Partial<TextsOf<Messages>>
type OtherLanguage = Exclude<Language, 'en'>

/**
 * Each language's catalogue as far as it is loaded: English's core from the start and each page's
 * section when its page's code loads (addMessages); the others' as addTranslations and
 * loadTranslations bring them.
 */
const english = { ...coreMessages } as Partial<Messages>
const catalogues: Record<Language, Texts> = { en: english, hi: {} }
/** The sections registered by loaded pages that a language does not have yet, with their loaders. */
const pending: Record<OtherLanguage, Map<string, SectionLoader>> = { hi: new Map() }

/**
 * Adds sections of the English catalogue (a page's module calls it as it loads) and says where the
 * other languages' versions of them are.
 */
export function addMessages(
  sections: Partial<Messages>,
  translations: Partial<Record<OtherLanguage, SectionLoader>> = {},
) {
  Object.assign(english, sections)
  for (const [language, load] of Object.entries(translations) as [OtherLanguage, SectionLoader][]) {
    for (const name of Object.keys(sections)) {
      if (!(name in catalogues[language])) pending[language].set(name, load)
    }
  }
}

/** Adds texts of a language (the server sends a page's with its HTML). */
export function addTranslations(language: Language, messages: Texts) {
  Object.assign(catalogues[language], messages)
}

let pageLanguage: Language = DEFAULT_LANGUAGE

/** The browser's page is in `language` for its whole life (the start-up sets it). */
export function setPageLanguage(language: Language) {
  pageLanguage = language
}

/**
 * Loads the sections `language` (the page's by default) lacks of the pages loaded so far; nothing to
 * wait for in English.
 */
export function loadTranslations(language: Language = pageLanguage): Promise<void> | undefined {
  if (language === 'en') return undefined
  const missing = [...pending[language]].filter(([name]) => !(name in catalogues[language]))
  if (missing.length === 0) return undefined
  return Promise.all(
    missing.map(async ([name, load]) => {
      addTranslations(language, await load())
      pending[language].delete(name)
    }),
  ).then(() => undefined)
}

/** A language's catalogue: the object grows as sections load, and translations read it live. */
export function catalogueOf(language: Language): Catalogue {
  return catalogues[language] as Catalogue
}

const I18nContext = createContext<I18n>(createI18n(DEFAULT_LANGUAGE, english as Messages))

/** Renders children in a language: the app (its page's language), and tests. */
export function I18nProvider({
  language,
  messages,
  used,
  children,
}: {
  language: string
  messages: Catalogue
  /** Collects the sections the render reads (the server's render). */
  used?: Set<string> | undefined
  children: ReactNode
}) {
  const i18n = useMemo(() => createI18n(language, messages, used), [language, messages, used])
  return <I18nContext value={i18n}>{children}</I18nContext>
}

/** The current language's t, and the language itself. */
export function useTranslation(): { t: TFunction; language: string } {
  const { t, language } = useContext(I18nContext)
  return { t, language }
}

type Markup = string | { readonly tag: string; readonly children: Markup[] }

const TAG = /<(\/?)([A-Za-z][\w-]*)\s*(\/?)>/g

/**
 * The message's <name>...</name> and <name/> tags whose names are in `tags`, as a tree; anything
 * else (another tag, an unclosed one) stays text.
 */
function parseMarkup(message: string, tags: ReadonlySet<string>): Markup[] {
  const root = { tag: '', children: [] as Markup[], source: '' }
  const open = [root]
  let last = 0
  for (const match of message.matchAll(TAG)) {
    const [source, closing, tag = '', selfClosing] = match
    if (!tags.has(tag)) continue
    const current = open[open.length - 1]!
    const before = message.slice(last, match.index)
    if (closing) {
      if (current.tag !== tag) continue
      if (before) current.children.push(before)
      open.pop()
      open[open.length - 1]!.children.push({ tag, children: current.children })
    } else {
      if (before) current.children.push(before)
      if (selfClosing) current.children.push({ tag, children: [] })
      else open.push({ tag, children: [], source })
    }
    last = match.index + source.length
  }
  const rest = message.slice(last)
  if (rest) open[open.length - 1]!.children.push(rest)
  // A tag never closed is text again, followed by what it held.
  while (open.length > 1) {
    const unclosed = open.pop()!
    open[open.length - 1]!.children.push(unclosed.source, ...unclosed.children)
  }
  return root.children
}

function renderMarkup(
  nodes: Markup[],
  components: Readonly<Record<string, ReactElement>>,
  values: Values | undefined,
): ReactNode[] {
  return nodes.map((node, index) =>
    typeof node === 'string'
      ? interpolate(node, values)
      : cloneElement(
          components[node.tag]!,
          { key: index },
          ...renderMarkup(node.children, components, values),
        ),
  )
}

/**
 * A message with markup: 'Did you mean <b>{{term}}</b>?' with components={{ b: <b /> }} renders
 * the <b> element around the term. The tags are found before the values are filled in, so a value
 * is always text, whatever it contains.
 */
export function Trans({
  i18nKey,
  values,
  components = {},
}: {
  i18nKey: MessageKey
  values?: Values
  components?: Readonly<Record<string, ReactElement>>
}) {
  const { translate } = useContext(I18nContext)
  const count = values?.count
  const message = String(translate(i18nKey, typeof count === 'number' ? { count } : undefined))
  const tags = new Set(Object.keys(components))
  return <>{renderMarkup(parseMarkup(message, tags), components, values)}</>
}
