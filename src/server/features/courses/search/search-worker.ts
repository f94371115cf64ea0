// The search index's own thread (docs/decisions/018): a search costs about a millisecond of
// JavaScript at 100,000 courses, and on the server's event loop ten of them in a row hold every
// other request. Requests come from search-thread.ts.
import { serveRequests } from '../../../workers/serve-requests'
import { SearchIndex } from './search-index'
import type { SearchRequest } from './search-thread'
import { loadSynonyms } from './synonyms'

const encoder = new TextEncoder()
const synonyms = loadSynonyms()
let index = new SearchIndex(synonyms)
// A reload builds here while `index` keeps answering.
let next: SearchIndex | null = null

const stats = () => ({ size: index.size, deadShare: index.deadShare })

serveRequests<SearchRequest>((request) => {
  switch (request.op) {
    case 'reload-begin':
      next = new SearchIndex(synonyms)
      return null
    case 'reload-records':
      next!.loadRecords(request.records)
      return null
    case 'reload-end':
      next!.prepare()
      index = next!
      next = null
      return stats()
    case 'upsert':
      index.upsert(request.row)
      return stats()
    case 'remove':
      index.remove(request.courseId)
      return stats()
    case 'card':
      // Its learners' ratings may have moved it (a new document): the stats say so.
      return { found: index.setCard(request.row), ...stats() }
    case 'search': {
      const { cards, ...result } = index.search(request.query)
      return { ...result, items: encoder.encode(`[${cards.join(',')}]`) }
    }
    case 'suggest':
      return index.suggest(request.q, request.limit)
    case 'news':
      return index.news(request.window, request.queries, request.limit)
  }
})
