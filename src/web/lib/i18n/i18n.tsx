// The app's translations in React: useTranslation() and <Trans> over one language's catalogue.
// English is the only language yet, and set here alone; a second one (issue 14, Hindi) is an
// I18nProvider around the app with that language and its catalogue. Everything is synchronous, so
// the server's render and the first render in the browser have their text at once and match
// (docs/decisions/019-server-rendering.md, 021-small-i18n.md).
import {
  cloneElement,
  createContext,
  useContext,
  useMemo,
  type ReactElement,
  type ReactNode,
} from 'react'
import type { Messages } from './messages/en'
import { coreMessages } from './messages/en/core'
import type { Catalogue, MessageKey, TFunction, Values } from './keys'
import { createTranslate, interpolate, type Translate } from './translate'

type I18n = {
  /** A BCP 47 tag ('en', 'hi'): it picks the plural rules. */
  readonly language: string
  readonly t: TFunction
  readonly translate: Translate
}

function createI18n(language: string, messages: Catalogue): I18n {
  const translate = createTranslate(language, messages)
  // keys.ts checks keys and results at compile time; at run time t is the untyped translate.
  return { language, t: translate as TFunction, translate }
}

/**
 * The English catalogue as far as it is loaded: the core from the start, each page's section when
 * its page's code loads (addMessages), so a page carries its own texts and no other page loads them.
 */
const english = { ...coreMessages } as Partial<Messages>

/** Adds sections of the English catalogue (a page's module calls it as it loads). */
export function addMessages(sections: Partial<Messages>) {
  Object.assign(english, sections)
}

const I18nContext = createContext<I18n>(createI18n('en', english as Messages))

/** Renders children in another language (tests now; the Hindi catalogue later). */
export function I18nProvider({
  language,
  messages,
  children,
}: {
  language: string
  messages: Catalogue
  children: ReactNode
}) {
  const i18n = useMemo(() => createI18n(language, messages), [language, messages])
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
