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
    // Names in SQL are drizzle's tables and columns or sql.identifier(), never text pasted in.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.test.ts', 'src/server/test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'sql',
          property: 'raw',
          message: "Name tables and columns with drizzle's objects or sql.identifier().",
        },
      ],
    },
  },
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
        // The composition roots: they build the app from its features (app.ts), list what each
        // keeps about a member (members.ts), start it (main.ts) or run one of its jobs from the
        // command line (cli/).
        // Their tests, which use the test helpers too.
        {
          type: 'server-root-test',
          pattern: 'src/server/{app,main,members}.test.ts',
          mode: 'file',
        },
        { type: 'server-root', pattern: 'src/server/{app,main,members}.ts', mode: 'file' },
        { type: 'server-root', pattern: 'src/server/cli', mode: 'folder' },
        { type: 'server', pattern: 'src/server', mode: 'folder' },
        {
          type: 'web-feature',
          pattern: 'src/web/features/*',
          mode: 'folder',
          capture: ['feature'],
        },
        // The web tests' fixtures and fakes: any web test may use them.
        { type: 'web-test', pattern: 'src/web/test', mode: 'folder' },
        // Code every feature may use: it knows no feature.
        { type: 'web-shared', pattern: 'src/web/{components,lib}', mode: 'folder' },
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
            { from: 'server-root', allow: ['domain', 'server', 'server-feature', 'server-root'] },
            {
              from: 'server-root-test',
              allow: ['domain', 'server', 'server-feature', 'server-root', 'server-test'],
            },
            // Server infrastructure (http, db, live, auth, web pages...) knows no feature: a feature
            // hands it what it needs through the composition root.
            { from: 'server', allow: ['domain', 'server', 'server-test'] },
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
            {
              from: 'server-test',
              allow: ['domain', 'server', 'server-feature', 'server-root', 'web', 'web-shared'],
            },
            { from: 'web', allow: ['domain', 'web', 'web-shared', 'web-feature', 'web-test'] },
            { from: 'web-shared', allow: ['domain', 'web-shared', 'web-test'] },
            { from: 'web-test', allow: ['domain', 'web-shared', 'web-test'] },
            {
              from: 'web-feature',
              allow: [
                'domain',
                'web',
                'web-shared',
                'web-test',
                ['web-feature', { feature: '${from.feature}' }],
              ],
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
  // One rule, one place (docs/decisions/022-plain-rules-and-server-schemas.md): the rules in
  // src/domain are plain code that the browser runs as they are; zod lives in src/domain/schemas,
  // whose values only the server imports (zod in a page would break its script budget). The web and
  // the plain rules may import the schemas' types.
  {
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts', 'src/domain/schemas/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['zod', 'zod/*'],
              message: 'Plain rules only here: schemas go in src/domain/schemas.',
            },
            {
              group: ['**/schemas/*'],
              allowTypeImports: true,
              message: 'Plain rules import only types from src/domain/schemas.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['zod', 'zod/*'],
              message: 'No zod in the browser: use the plain rules of src/domain.',
            },
            {
              group: ['**/domain/schemas/*'],
              allowTypeImports: true,
              message:
                'The web imports only types from src/domain/schemas; the rules themselves are plain modules of src/domain.',
            },
          ],
        },
      ],
    },
  },
)
