// The real server process (`src/server/main.ts`), started as `npm start` does after the build:
// for tests of what only a process shows (the data-directory lock, signals, sockets and their
// timeouts). PORT 0 and HOST 127.0.0.1; the address it listens on is read from its log.
import { spawn, type ChildProcess } from 'node:child_process'

export interface ServerProcess {
  child: ChildProcess
  /** The exit code, once it exits. */
  exited: Promise<number | null>
  /** `http://127.0.0.1:<port>` once it listens; rejects if it exits first. */
  listening: Promise<string>
  /** Everything it wrote so far. */
  output(): string
}

/** Starts `src/server/main.ts` with `env` over this process's environment. */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
      if (match) {
        clearInterval(timer)
        resolve(match[1]!)
      }
    }, 50)
    void exited.then(() => {
      clearInterval(timer)
      reject(new Error(`server exited: ${output}`))
    })
  })
  listening.catch(() => {}) // a server expected to refuse never listens; awaiting callers still see it
  return { child, exited, listening, output: () => output }
}
