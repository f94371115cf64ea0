// The one place that reads process.env: every setting is optional (ARCHITECTURE.md, Configuration).
import path from 'node:path'

export interface AppConfig {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  publicUrl: string | undefined
  logLevel: string
  /** Session signing secret; undefined means: generate once into DATA_DIR. */
  authSecret: string | undefined
  /** Lowercased e-mail addresses of administrators. */
  adminEmails: string[]
  /** Where the built web app lives (vite build output). */
  webDistDir: string
  /** Recommendation providers; none set means the embedded recommender. */
  ai: {
    geminiApiKey: string | undefined
    geminiModel: string | undefined
    /** Only for pointing the Gemini client at a local fake server in tests. */
    geminiBaseUrl: string | undefined
    baseUrl: string | undefined
    apiKey: string | undefined
    model: string | undefined
  }
}

const projectRoot = path.resolve(import.meta.dirname, '../..')

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = env.PORT ? Number(env.PORT) : 3000
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${env.PORT}"`)
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || path.join(process.cwd(), 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : undefined,
    logLevel: env.LOG_LEVEL || 'info',
    authSecret: env.AUTH_SECRET || undefined,
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
    webDistDir: path.join(projectRoot, 'dist', 'web'),
    ai: {
      geminiApiKey: env.GEMINI_API_KEY || undefined,
      geminiModel: env.GEMINI_MODEL || undefined,
      geminiBaseUrl: undefined,
      baseUrl: env.AI_BASE_URL || undefined,
      apiKey: env.AI_API_KEY || undefined,
      model: env.AI_MODEL || undefined,
    },
  }
}
