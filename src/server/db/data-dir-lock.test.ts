import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { spawn } from 'node:child_process'
import { afterEach, describe, expect, it } from 'vitest'
import { DataDirLockedError, lockDataDir } from './data-dir-lock'

const dirs: string[] = []
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coursecompass-lock-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe('the data directory lock', () => {
  it('refuses a second holder while a live process holds it, naming the directory', async () => {
    const dir = tempDir()
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)'])
    try {
      fs.writeFileSync(path.join(dir, 'server.lock'), String(other.pid))
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError)
      expect(() => lockDataDir(dir)).toThrow(dir)
    } finally {
      other.kill()
    }
  })

  it('takes over a lock left by a process that died, and frees it on release', () => {
    const dir = tempDir()
    fs.writeFileSync(path.join(dir, 'server.lock'), '999999999')
    const lock = lockDataDir(dir)
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid))
    lock.release()
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false)
  })
})
