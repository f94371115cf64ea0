// PGlite has no lock of its own: two processes on one data directory silently lose writes
// (docs/decisions/004). The server therefore holds an exclusive lock file while it runs.
import fs from 'node:fs'
import path from 'node:path'

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Another CourseCompass server (process ${pid}) is already using the data directory ${dataDir}. ` +
        'Stop it first, or start this one with a different DATA_DIR.',
    )
    this.name = 'DataDirLockedError'
  }
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export interface DataDirLock {
  release(): void
}

/** Takes `DATA_DIR/server.lock` or throws DataDirLockedError naming the directory. */
export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true })
  const lockPath = path.join(dataDir, 'server.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' })
      let released = false
      return {
        release() {
          if (released) return
          released = true
          fs.rmSync(lockPath, { force: true })
        },
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = Number(fs.readFileSync(lockPath, 'utf8').trim())
      if (
        Number.isInteger(holder) &&
        holder > 0 &&
        holder !== process.pid &&
        processIsAlive(holder)
      ) {
        throw new DataDirLockedError(dataDir, holder)
      }
      // A lock left by a process that died: take it over.
      fs.rmSync(lockPath, { force: true })
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`)
}
