// Lint: typescript-eslint's recommended rules plus the one-way dependency rule of
// docs/architecture.md#layers: web -> domain <- server, and no feature importing another feature.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import boundaries from 'eslint-plugin-boundaries'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'src/web/public/**',
      '.scratch/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  { files: ['bench/**/*.ts', 'scripts/**/*'], rules: { 'no-console': 'off' } },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/include': ['src/**/*'],
      'boundaries/elements': [
        { type: 'domain', pattern: 'src/domain', mode: 'folder' },
        { type: 'server-test', pattern: 'src/server/test', mode: 'folder' },
        {
          type: 'server-feature',
          pattern: 'src/server/features/*',
          mode: 'folder',
          capture: ['feature'],
        },
        { type: 'server', pattern: 'src/server', mode: 'folder' },
        {
          type: 'web-feature',
          pattern: 'src/web/features/*',
          mode: 'folder',
          capture: ['feature'],
        },
        { type: 'web', pattern: 'src/web', mode: 'folder' },
      ],
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          message:
            '${file.type} must not import ${dependency.type} (web -> domain <- server; features stay apart)',
          rules: [
            { from: 'domain', allow: ['domain'] },
            { from: 'server', allow: ['domain', 'server', 'server-feature', 'server-test'] },
            {
              from: 'server-feature',
              allow: [
                'domain',
                'server',
                'server-test',
                ['server-feature', { feature: '${from.feature}' }],
              ],
            },
            // Server tests render pages with the web app's source server entry
            // (src/server/test/web-app-build.ts); the server itself loads the built one.
            { from: 'server-test', allow: ['domain', 'server', 'server-feature', 'web'] },
            { from: 'web', allow: ['domain', 'web', 'web-feature'] },
            {
              from: 'web-feature',
              allow: ['domain', 'web', ['web-feature', { feature: '${from.feature}' }]],
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'react', 'react-dom', 'fastify', 'pg', 'drizzle-orm*'],
              message: 'src/domain is pure: no I/O, no DOM, no node: imports.',
            },
          ],
        },
      ],
    },
  },
)
