// Text kept as UTF-8 bytes in one growing buffer instead of as a JavaScript string each: at a
// million courses the ids, names and addresses were three strings a course, 300 MB of heap that
// every full collection walked, and the terms of every course's text were a string each before they
// were looked up. Here a text is found by its bytes, so a course's words are looked up straight
// from the bytes it arrived in (docs/decisions/054-search-index-built-from-bytes.md).
import { Column } from './column'

const decoder = new TextDecoder()
const encoder = new TextEncoder()

/** FNV-1a of the bytes, 32 bits. */
function hashBytes(bytes: Uint8Array, from: number, to: number): number {
  let hash = 0x811c9dc5
  for (let i = from; i < to; i++) hash = Math.imul(hash ^ bytes[i]!, 0x01000193)
  return hash | 0
}

/** Bytes appended one text after another, each found by its number. */
export class ByteTexts {
  bytes = new Uint8Array(1 << 12)
  private used = 0
  /** Where text k ends; it starts where text k - 1 ends. */
  private readonly ends = new Column((n) => new Int32Array(n))

  get length(): number {
    return this.ends.length
  }

  /** Appends bytes [from, to) of `source` as the next text; returns its number. */
  push(source: Uint8Array, from: number, to: number): number {
    const size = to - from
    if (this.used + size > this.bytes.length) {
      const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.used + size))
      grown.set(this.bytes.subarray(0, this.used))
      this.bytes = grown
    }
    // Byte by byte: a view of the slice for set() would be an object made per text.
    const { bytes, used } = this
    for (let i = 0; i < size; i++) bytes[used + i] = source[from + i]!
    this.used += size
    this.ends.push(this.used)
    return this.ends.length - 1
  }

  /** Gives back the room grown for texts not added (loading doubles it as it goes). */
  trim(): void {
    if (this.used < this.bytes.length) this.bytes = this.bytes.slice(0, this.used)
  }

  start(k: number): number {
    return k === 0 ? 0 : this.ends.values[k - 1]!
  }

  end(k: number): number {
    return this.ends.values[k]!
  }

  text(k: number): string {
    return decoder.decode(this.bytes.subarray(this.start(k), this.end(k)))
  }

  /** Text a against text b, byte by byte (UTF-8's order is the code points' order). */
  compare(a: number, b: number): number {
    const { bytes } = this
    const aEnd = this.end(a)
    const bEnd = this.end(b)
    let i = this.start(a)
    let j = this.start(b)
    for (; i < aEnd && j < bEnd; i++, j++) {
      if (bytes[i] !== bytes[j]) return bytes[i]! - bytes[j]!
    }
    return aEnd - i - (bEnd - j)
  }

  /** Whether text k is bytes [from, to) of `source`. */
  equals(k: number, source: Uint8Array, from: number, to: number): boolean {
    const start = this.start(k)
    if (this.end(k) - start !== to - from) return false
    const { bytes } = this
    for (let i = from, j = start; i < to; i++, j++) if (bytes[j] !== source[i]) return false
    return true
  }
}

/**
 * Distinct texts by their bytes, each numbered in the order first seen: an open-addressing table
 * over ByteTexts, looked up by a slice of any byte array without making a string of it.
 */
export class ByteTable {
  readonly texts = new ByteTexts()
  /**
   * Pairs of a text's number (-1 where empty) and its hash, placed by hash; kept at most half
   * full. The hash beside the number spares a look at the text for most other texts met.
   */
  private slots = new Int32Array(2 * 1024).fill(-1)
  private scratch = new Uint8Array(256)

  /** The number of bytes [from, to) of `source`, or -1. */
  find(source: Uint8Array, from: number, to: number, hash = hashBytes(source, from, to)): number {
    const { slots, texts } = this
    const mask = (slots.length >> 1) - 1
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const k = slots[2 * slot]!
      if (k === -1) return -1
      if (slots[2 * slot + 1] === hash && texts.equals(k, source, from, to)) return k
    }
  }

  /** The number of bytes [from, to) of `source`, added when new. */
  intern(source: Uint8Array, from: number, to: number): number {
    const hash = hashBytes(source, from, to)
    const found = this.find(source, from, to, hash)
    if (found !== -1) return found
    const k = this.texts.push(source, from, to)
    if (k >= this.slots.length >> 2) this.grow()
    this.place(k, hash)
    return k
  }

  /** The number of `text`, or -1. */
  findText(text: string): number {
    const length = this.encode(text)
    return this.find(this.scratch, 0, length)
  }

  text(k: number): string {
    return this.texts.text(k)
  }

  trim(): void {
    this.texts.trim()
  }

  private encode(text: string): number {
    // A UTF-16 unit is at most 3 bytes of UTF-8.
    if (text.length * 3 > this.scratch.length) this.scratch = new Uint8Array(text.length * 3)
    return encoder.encodeInto(text, this.scratch).written
  }

  private place(k: number, hash: number): void {
    const { slots } = this
    const mask = (slots.length >> 1) - 1
    let slot = hash & mask
    while (slots[2 * slot] !== -1) slot = (slot + 1) & mask
    slots[2 * slot] = k
    slots[2 * slot + 1] = hash
  }

  /** Twice the room: every text placed again by the hash its slot kept. */
  private grow(): void {
    const old = this.slots
    this.slots = new Int32Array(old.length * 2).fill(-1)
    for (let i = 0; i < old.length; i += 2) if (old[i] !== -1) this.place(old[i]!, old[i + 1]!)
  }
}
