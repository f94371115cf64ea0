// The distinct terms of the catalogue, for the lookups a search word needs beyond an exact match:
// terms starting with it (the word being typed), terms within one or two typos of it (a trie walked
// with the optimal-string-alignment distance: insertion, deletion, substitution, or two neighbours
// swapped), and terms containing or ending with it (the original substring rule, kept as a floor),
// found through the terms' three-letter pieces instead of by reading every term: at 100,000
// courses the vocabulary holds some 15,000 terms, and reading them all cost a search 3 ms.

/** The length of the pieces terms are found by, in UTF-16 units (as `includes` compares). */
const GRAM = 3

/** Every run of GRAM units in `text`, in order. */
function* pieces(text: string): Generator<string> {
  for (let i = 0; i + GRAM <= text.length; i++) yield text.slice(i, i + GRAM)
}

class TrieNode {
  readonly children = new Map<string, TrieNode>()
  term: string | null = null
}

export class Vocabulary {
  private readonly root = new TrieNode()
  private readonly all: string[] = []
  private sortedCache: string[] | null = null
  /** Each piece of GRAM UTF-16 units any term holds, with the terms (their indexes in `all`). */
  private readonly grams = new Map<string, number[]>()

  get size(): number {
    return this.all.length
  }

  /** Adds a term not yet present (the caller keeps terms unique). */
  add(term: string): void {
    let node = this.root
    for (const ch of term) {
      let next = node.children.get(ch)
      if (!next) {
        next = new TrieNode()
        node.children.set(ch, next)
      }
      node = next
    }
    node.term = term
    const id = this.all.length
    this.all.push(term)
    this.sortedCache = null
    for (const gram of pieces(term)) {
      // A piece the term holds twice is listed once: the last id listed is then this one.
      const ids = this.grams.get(gram)
      if (!ids) this.grams.set(gram, [id])
      else if (ids.at(-1) !== id) ids.push(id)
    }
  }

  /**
   * The terms that pass `test`, among those that may hold `text`, in the order they were added:
   * the terms holding its rarest piece (every piece of a term's substring is a piece of the term),
   * or every term when `text` is too short to have one.
   */
  private holding(text: string, test: (term: string) => boolean): string[] {
    const out: string[] = []
    if (text.length < GRAM) {
      for (const term of this.all) if (test(term)) out.push(term)
      return out
    }
    let rarest: number[] | undefined
    for (const gram of pieces(text)) {
      const ids = this.grams.get(gram)
      if (!ids) return out
      if (!rarest || ids.length < rarest.length) rarest = ids
    }
    for (const id of rarest!) {
      const term = this.all[id]!
      if (test(term)) out.push(term)
    }
    return out
  }

  private sorted(): string[] {
    this.sortedCache ??= [...this.all].sort()
    return this.sortedCache
  }

  /** Terms that start with `prefix` (itself included when present). */
  withPrefix(prefix: string): string[] {
    const sorted = this.sorted()
    let lo = 0
    let hi = sorted.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (sorted[mid]! < prefix) lo = mid + 1
      else hi = mid
    }
    const out: string[] = []
    for (let i = lo; i < sorted.length && sorted[i]!.startsWith(prefix); i++) out.push(sorted[i]!)
    return out
  }

  /** Terms containing `text` somewhere, and those ending with it. */
  containing(text: string): string[] {
    return this.holding(text, (term) => term.includes(text))
  }

  endingWith(text: string): string[] {
    return this.holding(text, (term) => term.endsWith(text))
  }

  /** Terms at an edit distance of 1..maxDistance from `word` (the word itself excluded). */
  within(word: string, maxDistance: number): { term: string; distance: number }[] {
    const chars = [...word]
    const n = chars.length
    const out: { term: string; distance: number }[] = []
    const firstRow = Array.from({ length: n + 1 }, (_, i) => i)
    const walk = (
      node: TrieNode,
      ch: string,
      prevCh: string | null,
      prevRow: number[],
      prevPrevRow: number[] | null,
    ) => {
      const row = new Array<number>(n + 1)
      row[0] = prevRow[0]! + 1
      let best = row[0]
      for (let i = 1; i <= n; i++) {
        const cost = chars[i - 1] === ch ? 0 : 1
        let v = Math.min(row[i - 1]! + 1, prevRow[i]! + 1, prevRow[i - 1]! + cost)
        if (
          prevPrevRow !== null &&
          i > 1 &&
          chars[i - 1] === prevCh &&
          chars[i - 2] === ch &&
          prevPrevRow[i - 2]! + 1 < v
        ) {
          v = prevPrevRow[i - 2]! + 1
        }
        row[i] = v
        if (v < best) best = v
      }
      const distance = row[n]!
      if (node.term !== null && distance > 0 && distance <= maxDistance) {
        out.push({ term: node.term, distance })
      }
      if (best <= maxDistance) {
        for (const [nextCh, child] of node.children) walk(child, nextCh, ch, row, prevRow)
      }
    }
    for (const [ch, child] of this.root.children) walk(child, ch, null, firstRow, null)
    return out
  }
}
