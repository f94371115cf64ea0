// Argon2id with OWASP's recommended parameters (19 MiB memory, 2 iterations, 1 lane), instead of
// better-auth's default scrypt.
import { hash, verify } from '@node-rs/argon2'

const ARGON2ID = 2 // Algorithm.Argon2id (a const enum, which isolated modules cannot import)
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export const hashPassword = (password: string) => hash(password, OPTIONS)

export async function verifyPassword({
  hash: hashed,
  password,
}: {
  hash: string
  password: string
}) {
  try {
    return await verify(hashed, password)
  } catch {
    return false // not an Argon2 hash: never a match
  }
}
