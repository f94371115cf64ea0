// The search aliases of search-synonyms.json ('ml' = 'machine learning', 'k8s' = 'kubernetes'):
// data in one place, read at start, so people who know the catalogue can extend it without code.
import fs from 'node:fs'
import { z } from 'zod'
import { indexTerms, normalizeText } from './search-text'
import { serverSourceFile } from '../../../server-files'

const fileSchema = z.object({ groups: z.array(z.array(z.string().min(1)).min(2)) })

/** Each alternative is the terms that must all be present (one term for a one-word alias). */
export type Synonyms = ReadonlyMap<string, readonly (readonly string[])[]>

/** Word -> the other entries of every group it is a one-word entry of. */
export function parseSynonyms(json: unknown): Synonyms {
  const { groups } = fileSchema.parse(json)
  const map = new Map<string, string[][]>()
  for (const group of groups) {
    const entries = group.map((entry) => phraseTerms(entry))
    for (const [i, entry] of entries.entries()) {
      if (entry.length !== 1) continue
      const word = entry[0]!
      const list = map.get(word) ?? []
      for (const [j, other] of entries.entries()) {
        if (j !== i && !list.some((alt) => alt.join(' ') === other.join(' '))) list.push(other)
      }
      map.set(word, list)
    }
  }
  return map
}

/** A phrase's terms as the index holds them ('node.js' is one term, 'nodejs'). */
function phraseTerms(phrase: string): string[] {
  const words = phrase.trim().split(/\s+/)
  if (words.length === 1) {
    const terms = indexTerms(phrase)
    // 'c++' stays 'c++'; 'ci/cd' is indexed as 'ci', 'cd' and the compound 'cicd': use the compound.
    return [terms.at(-1) ?? normalizeText(phrase)]
  }
  return words.flatMap((w) => indexTerms(w))
}

export function loadSynonyms(
  file = serverSourceFile('features/courses/search/search-synonyms.json'),
): Synonyms {
  return parseSynonyms(JSON.parse(fs.readFileSync(file, 'utf8')))
}
