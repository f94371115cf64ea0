// Where the end-to-end server keeps its data. It runs on PostgreSQL so that fixtures can write
// users and sessions straight into its database while it runs (PGlite allows one process only).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3111)
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`
/**
 * The mails the server under test sent, as JSON (`GET /mails`): start-server.ts runs an SMTP server
 * that catches them and serves them here, on the next port unless E2E_MAIL_PORT says otherwise.
 */
export const E2E_MAIL_PORT = Number(process.env.E2E_MAIL_PORT ?? E2E_PORT + 1)
export const E2E_AUTH_SECRET = 'e2e-secret-not-for-production-0123456789abcdef'
const server = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
export const E2E_SERVER_URL = server
// Two checkouts running the end-to-end tests at once need their own port and database each.
export const E2E_DATABASE_NAME = process.env.E2E_DATABASE_NAME ?? 'coursecompass_e2e'
if (!/^[a-z_][a-z0-9_]*$/.test(E2E_DATABASE_NAME)) {
  throw new Error(`E2E_DATABASE_NAME must be a plain lower-case name, got "${E2E_DATABASE_NAME}"`)
}

export function e2eDatabaseUrl(): string {
  const url = new URL(server)
  url.pathname = `/${E2E_DATABASE_NAME}`
  return url.toString()
}
