// Starts Debian's Caddy (`apt-get install caddy`) as an HTTPS reverse proxy in front of the site,
// the way a public deployment serves it: TLS, HTTP/2 to the browser, the site's own compression
// passed through. Used to measure pages as learners get them (bench/pages.bench.ts --via caddy).
// The certificate comes from Caddy's own local authority (`tls internal`), so the browser that
// measures must be told to accept it (Chromium's --ignore-certificate-errors); nothing is
// installed into the machine's trust store, and every file Caddy writes stays in a temporary
// directory removed on stop.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const CADDY_PATH = process.env.CADDY_PATH ?? '/usr/bin/caddy'

export function caddyInstalled(): boolean {
  return spawnSync(CADDY_PATH, ['version']).status === 0
}

export interface RunningCaddy {
  /** https://localhost:PORT */
  origin: string
  stop(): Promise<void>
}

/** Caddy on `port`, proxying to `upstreams` (host:port each, load-balanced round robin). */
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
    `\tstorage file_system ${path.join(dir, 'data')}`,
    '}',
    `https://localhost:${options.port} {`,
    '\ttls internal',
    `\treverse_proxy ${options.upstreams.join(' ')} {`,
    '\t\tlb_policy round_robin',
    // Server-sent events go out as they are written, not when a buffer fills.
    '\t\tflush_interval -1',
    '\t}',
    '}',
    '',
  ].join('\n')
  fs.writeFileSync(path.join(dir, 'Caddyfile'), caddyfile)
  const child = spawn(CADDY_PATH, ['run', '--config', 'Caddyfile', '--adapter', 'caddyfile'], {
    cwd: dir,
    env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let log = ''
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
    }
    fs.rmSync(dir, { recursive: true, force: true })
  }
  const origin = `https://localhost:${options.port}`
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) break
    // Node's fetch would refuse Caddy's local certificate; a TCP connection is enough to know it
    // listens, and its first request then waits for the certificate if need be.
    if (await listening(options.port)) return { origin, stop }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await stop()
  throw new Error(`Caddy did not start:\n${log}`)
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
