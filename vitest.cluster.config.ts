// npm run test:cluster (tests/cluster): instances on PostgreSQL behind Caddy, kept out of `npm test`
// because it needs both (.ci/run provides them).
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'cluster',
    environment: 'node',
    include: ['tests/cluster/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
})
