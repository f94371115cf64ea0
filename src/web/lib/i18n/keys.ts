// Compile-time keys for t() and <Trans>, from the English catalogue's shape
// (messages/en): an unknown key, returnObjects on a string or an array read as a string
// is a type error, as with i18next's CustomTypeOptions; so is a plural key without a count.
import type { Messages } from './messages/en'

/** The CLDR plural categories Intl.PluralRules answers, used as key suffixes (i18next v4 JSON). */
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other'

/** 'count_one' and 'count_other' are both the key 'count'; other keys stay as written. */
type FoldPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K

type StringPaths<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${FoldPlural<K>}`
    : T[K] extends readonly unknown[]
      ? never
      : StringPaths<T[K], `${Prefix}${K}.`>
}[keyof T & string]

type PluralPaths<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends string
    ? K extends `${infer Base}_${PluralSuffix}`
      ? `${Prefix}${Base}`
      : never
    : T[K] extends readonly unknown[]
      ? never
      : PluralPaths<T[K], `${Prefix}${K}.`>
}[keyof T & string]

type ObjectPaths<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends string
    ? never
    : T[K] extends readonly unknown[]
      ? `${Prefix}${K}`
      : `${Prefix}${K}` | ObjectPaths<T[K], `${Prefix}${K}.`>
}[keyof T & string]

/** Every string message, by its path ('catalogue.free'); a plural's forms fold to one key. */
export type MessageKey = StringPaths<Messages, ''>

/** The message keys stored as plural forms: t() must be given a count for them. */
export type PluralKey = PluralPaths<Messages, ''>

/** Arrays and objects of messages, read with { returnObjects: true }. */
export type ObjectKey = ObjectPaths<Messages, ''>

/**
 * The catalogue's shape with every string widened: what any language's catalogue must provide
 * (a Hindi one included), and what returnObjects answers, so no code relies on English wording.
 */
export type Catalogue<T = Messages> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Catalogue<Item>[]
    : { readonly [K in keyof T]: Catalogue<T[K]> }

type ValueAt<T, Path extends string> = Path extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? ValueAt<T[Head], Rest>
    : never
  : Path extends keyof T
    ? T[Path]
    : never

/** What t(key, { returnObjects: true }) answers for an object key (each key of a union alike). */
export type ObjectAt<K extends ObjectKey> = K extends unknown
  ? Catalogue<ValueAt<Messages, K>>
  : never

/** Values for a message's {{placeholders}}; count also picks the plural form. */
export type Values = { readonly [name: string]: string | number }

/** t's options after the key: a plural key needs a count, any other takes values if it likes. */
export type MessageOptions<K extends MessageKey> = K extends PluralKey
  ? [options: Values & { readonly count: number }]
  : [options?: Values]

/** The translate function useTranslation() gives, and helpers outside components take. */
export interface TFunction {
  <K extends MessageKey>(key: K, ...options: MessageOptions<K>): string
  <K extends ObjectKey>(key: K, options: { readonly returnObjects: true }): ObjectAt<K>
}
