// The catalogue requests the benchmarks send (bench/courses.bench.ts, bench/cluster.bench.ts).

/** What visitors of the catalogue do: browse, filter, search, page. */
export const MIX = [
  '/api/courses',
  '/api/courses?category=web',
  '/api/courses?q=react',
  '/api/courses?price=free',
  '/api/courses?language=hindi&price=400-1000',
  '/api/courses?platform=udemy&sort=rating',
  '/api/courses?q=docker&category=devops',
  '/api/courses?page=3',
  '/api/courses?q=python%20data&sort=price-asc',
  '/api/courses?category=machine%20learning&language=english&price=5000-7000',
  '/api/courses/suggest?q=rea',
  '/api/courses?sort=newest&pageSize=48',
]

/**
 * Many distinct searches and filter combinations: what a cache cannot absorb. Single words,
 * several words, typos, prefixes being typed, short terms, broad words, Devanagari and searches
 * that find nothing, each with a few of the filters, sorts and deep pages people use.
 */
export function variedMix(): string[] {
  const terms = [
    // single words
    'react',
    'node',
    'docker',
    'python',
    'java',
    'kubernetes',
    'sql',
    'aws',
    'ssc',
    'upsc',
    'javascript',
    'devops',
    'typescript',
    'data',
    'hindi',
    'linux',
    'terraform',
    'flask',
    'django',
    'angular',
    'tailwind',
    'redux',
    'graphql',
    'mongodb',
    'spring',
    'tensorflow',
    // several words
    'machine learning',
    'system design',
    'react hooks',
    'dsa hindi',
    'javascript course',
    'full stack',
    'deep learning',
    'data science python',
    'docker kubernetes',
    'web development bootcamp',
    // typos
    'machine lerning',
    'kubernets',
    'javascrpit',
    'pyhton',
    'typescrpt',
    'dokcer',
    'tenserflow',
    // being typed
    'reac',
    'kube',
    'pyth',
    'mach',
    'full st',
    'data sci',
    // short terms and aliases
    'ml',
    'js',
    'k8s',
    'dsa',
    'ai',
    'ui',
    // broad
    'course',
    'complete',
    'bootcamp',
    // Devanagari, and nothing to find
    'हिंदी',
    'कांस्टेबल',
    'zzqx',
    'javscrpt',
  ]
  const filters = [
    '',
    '&category=web',
    '&price=free',
    '&language=hindi',
    '&platform=udemy',
    '&price=2000-4000&language=english',
    '&sort=rating',
    '&sort=price-asc',
    '&page=5',
    '&track=it&sort=newest',
  ]
  const urls: string[] = []
  for (const [i, term] of terms.entries()) {
    // Four filter variants per term, rotating so that every variant meets every kind of search.
    for (let k = 0; k < 4; k++) {
      const filter = filters[(i + k * 3) % filters.length]!
      urls.push(`/api/courses?q=${encodeURIComponent(term)}${filter}`)
    }
    urls.push(`/api/courses/suggest?q=${encodeURIComponent(term.slice(0, 4))}`)
  }
  for (let page = 1; page <= 20; page++) urls.push(`/api/courses?page=${page * 7}`)
  for (const filter of filters.slice(1)) urls.push(`/api/courses?${filter.slice(1)}`)
  return [...new Set(urls)]
}
