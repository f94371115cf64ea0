// The catalogue's hot addresses the benchmarks send (bench/courses.bench.ts, bench/cluster.bench.ts);
// the long tail of searches is search-mix.ts.

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
