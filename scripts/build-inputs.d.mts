// Types for scripts/build-inputs.mjs (plain JavaScript, read by `npm start` with node alone).
export const ROOT: string
export const STAMP_FILE: string
export function sourcesDigest(): string
export function buildState(): 'current' | 'missing' | 'stale'
