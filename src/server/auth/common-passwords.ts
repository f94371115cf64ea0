// The most common passwords (see common-passwords.README.md), refused at sign-up.
import fs from 'node:fs'

let list: Set<string> | undefined

export function isCommonPassword(password: string): boolean {
  list ??= new Set(
    fs
      .readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  )
  return list.has(password.toLowerCase())
}
