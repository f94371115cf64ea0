// Starts Debian's Caddy (`apt-get install caddy`) as an HTTPS reverse proxy in front of the site,
// the way a public deployment serves it (docs/deploy.md): TLS, HTTP/2 to the browser, the site's
// own compression passed through, and the deployment's own proxy settings (deploy/site.caddy:
// load balancing, health checks, retries, event streams). Used to measure pages as learners get
// them (bench/pages.bench.ts --via caddy) and to test several instances (tests/cluster). The
// certificate comes from Caddy's own local authority (`tls internal`): a browser must be told to
// accept it (Chromium's --ignore-certificate-errors), Node is given `certificateAuthority`. Nothing
// is installed into the machine's trust store; every file Caddy writes stays in a temporary
// directory removed on stop.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const CADDY_PATH = process.env.CADDY_PATH ?? '/usr/bin/caddy'

export function caddyInstalled(): boolean {
  return spawnSync(CADDY_PATH, ['version']).status === 0
}

export interface RunningCaddy {
  /** https://localhost:PORT */
  origin: string
  /** The PEM certificate of Caddy's local authority, which signed the site's certificate. */
  certificateAuthority(): string
  stop(): Promise<void>
}

const SITE_CADDY = fileURLToPath(new URL('../deploy/site.caddy', import.meta.url))

/** Caddy on `port`, proxying to `upstreams` (host:port each) with deploy/site.caddy's settings. */
export async function startCaddy(options: {
  port: number
  upstreams: string[]
}): Promise<RunningCaddy> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-caddy-'))
  const caddyfile = [
    '{',
    '\tadmin off',
    '\tskip_install_trust',
    '\tauto_https disable_redirects',
    // Open event streams would otherwise hold a stop for as long as they last.
    '\tgrace_period 2s',
    `\tstorage file_system ${path.join(dir, 'data')}`,
    '}',
    `https://localhost:${options.port} {`,
    '\ttls internal',
    `\timport ${SITE_CADDY}`,
    '}',
    '',
  ].join('\n')
  fs.writeFileSync(path.join(dir, 'Caddyfile'), caddyfile)
  const child = spawn(CADDY_PATH, ['run', '--config', 'Caddyfile', '--adapter', 'caddyfile'], {
    cwd: dir,
    env: {
      ...process.env,
      HOME: dir,
      XDG_DATA_HOME: dir,
      XDG_CONFIG_HOME: dir,
      UPSTREAMS: options.upstreams.join(' '),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let log = ''
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      const killLater = setTimeout(() => child.kill('SIGKILL'), 5_000)
      await exited
      clearTimeout(killLater)
    }
    fs.rmSync(dir, { recursive: true, force: true })
  }
  const origin = `https://localhost:${options.port}`
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null || child.signalCode !== null) break
    // Node's fetch would refuse Caddy's local certificate; a TCP connection is enough to know it
    // listens, and its first request then waits for the certificate if need be.
    if (await listening(options.port)) {
      const certificateAuthority = () =>
        fs.readFileSync(path.join(dir, 'data/pki/authorities/local/root.crt'), 'utf8')
      return { origin, certificateAuthority, stop }
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await stop()
  throw new Error(`Caddy did not start:\n${log}`)
}

/** A TCP port free on 127.0.0.1 now (for Caddy and the instances of a cluster). */
export async function freePort(): Promise<number> {
  const net = await import('node:net')
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as import('node:net').AddressInfo
      server.close(() => resolve(port))
    })
  })
}

async function listening(port: number): Promise<boolean> {
  const net = await import('node:net')
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}
