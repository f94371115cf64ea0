// The plain rules' messages (src/domain: credentials.ts, the add-course rules of course.ts) in the
// page's language. A rule answers its English message, which is also the message's id; a Hindi
// page loads the Hindi table (src/domain/rule-messages-hi.ts, a chunk of its own) when a form that
// shows such messages mounts, long before its first submit, so English pages carry none of it
// (docs/decisions/024-messages-in-the-request-language.md). Messages the server sent are already
// in the request's language and are shown as they are (no entry matches them).
import { useEffect, useState } from 'react'
import { useTranslation } from './i18n'

let hindi: Readonly<Record<string, string>> | undefined
let loading: Promise<void> | undefined

/** Loads the table of `language` (nothing to load for English). */
export function loadRuleTexts(language: string): Promise<void> | undefined {
  if (language !== 'hi' || hindi) return undefined
  loading ??= import('../../domain/rule-messages-hi').then(
    (module) => {
      hindi = module.hindiRuleMessages
    },
    () => {
      // Offline or a failed chunk: the English message is shown, the next form tries again.
      loading = undefined
    },
  )
  return loading
}

/** `message` in `language`, or as it is when the table has no entry (or is not loaded yet). */
export function ruleText(message: string, language: string): string {
  return (language === 'hi' && hindi?.[message]) || message
}

/**
 * Words rule messages in the page's language; renders again once the table has loaded. A form on
 * every page (the footer's newsletter box) passes `{ onDemand: true }` and calls `prepare` when it
 * is first used (focus), so a Hindi page does not load the table for a form nobody touches.
 */
export function useRuleText(): (message: string) => string
export function useRuleText(options: { onDemand: true }): {
  ruleText: (message: string) => string
  prepare: () => void
}
export function useRuleText(options?: { onDemand: true }) {
  const { language } = useTranslation()
  const [wanted, setWanted] = useState(!options?.onDemand)
  const [, setLoaded] = useState(false)
  useEffect(() => {
    if (wanted) void loadRuleTexts(language)?.then(() => setLoaded(true))
  }, [language, wanted])
  const text = (message: string) => ruleText(message, language)
  return options?.onDemand ? { ruleText: text, prepare: () => setWanted(true) } : text
}
