// The most common passwords (see common-passwords.README.md), refused at sign-up.
import fs from 'node:fs'
import { serverSourceFile } from '../server-files'

let list: Set<string> | undefined

export function isCommonPassword(password: string): boolean {
  list ??= new Set(
    fs
      .readFileSync(serverSourceFile('auth/common-passwords.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  )
  return list.has(password.toLowerCase())
}
