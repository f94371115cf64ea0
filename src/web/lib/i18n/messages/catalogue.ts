// The shape another language's catalogue must have: the English one's, with every text widened to
// string. A translation is written `{ ... } as const satisfies Catalogue<typeof english>`, so a
// missing key, an extra key, an object where a text belongs (or the reverse) and an array of another
// length are all compile errors (docs/decisions/021-small-i18n.md).
//
// keys.ts has a `Catalogue` of its own, for what code may rely on (t()'s returnObjects answers,
// I18nProvider's messages): it widens arrays to any length. This one keeps the English arrays'
// lengths, because a translation should have as many slides, stats or terms as the original.

/**
 * `T` with its string leaves widened to `string`. Objects keep their keys and arrays (readonly
 * tuples under `as const`) their length: a homomorphic mapped type maps a tuple to a tuple.
 */
export type Catalogue<T> = T extends string ? string : { readonly [K in keyof T]: Catalogue<T[K]> }
