// npm run test:cluster (tests/cluster): instances on PostgreSQL behind Caddy, kept out of `npm test`
// because it needs both (.ci/run provides them).
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'cluster',
    environment: 'node',
    include: ['tests/cluster/**/*.test.ts'],
    // The instances run the build (dist/server), made here when it is missing or stale.
    globalSetup: ['tests/cluster/build.global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
})
