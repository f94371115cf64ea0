// sharp (libvips) adds about 14 MB to the server's resident memory once loaded, and most of the
// time nothing draws or decodes a picture: it is loaded on first use
// (docs/decisions/049-memory-budget.md).
import type Sharp from 'sharp'

let loading: Promise<typeof Sharp> | undefined

export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then((module) => module.default)
  return loading
}
