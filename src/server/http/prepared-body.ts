// A response body that is sent many times (from a read cache: JSON, or a rendered page's HTML):
// serialized once, and compressed once per encoding on first demand instead of on every request.
// It can also keep, per encoding, the whole answer as Fastify sent it, which early-answers.ts
// writes again for the same request before Fastify sees it.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

const MIN_COMPRESS_BYTES = 1024
/**
 * Most answers of a real catalogue's long tail are sent once, so each is compressed once for one
 * reader. An 11.5 KB list compresses to 2,337 bytes at brotli quality 5 in 0.12 ms, and to 2,319
 * bytes at quality 9 in 5 ms (docs/decisions/052-list-cards-from-the-index.md): quality 9 spent
 * more of the main thread than the whole rest of the answer. Gzip's level 6 is zlib's default.
 */
const BROTLI_QUALITY = 5
const GZIP_LEVEL = 6
/**
 * Brotli's window, as small as the body allows (at least 64 KB): its default of 4 MB is allocated
 * and cleared for every body, which is most of what quality 9 cost above (0.16 ms with a 64 KB
 * window), and holds the answer no better.
 */
const brotliWindow = (bytes: number) => Math.min(22, Math.max(16, Math.ceil(Math.log2(bytes + 1))))

type Encoding = 'br' | 'gzip' | 'identity'

/**
 * The encoding to send for an Accept-Encoding header (RFC 9110, 12.5.3): br, else gzip, each only
 * if the client gives it a weight above 0 (by name, or through `*`), the higher weight first; else
 * none. Names are case-insensitive; a weight that is not a number counts as 0.
 */
export function chooseEncoding(accepted: string | undefined): Encoding {
  if (!accepted) return 'identity'
  const weights = new Map<string, number>()
  for (const part of accepted.split(',')) {
    const [name = '', ...params] = part.split(';')
    let q = 1
    for (const param of params) {
      const [key = '', value = ''] = param.split('=')
      if (key.trim().toLowerCase() === 'q') q = Number(value.trim()) || 0
    }
    const key = name.trim().toLowerCase()
    if (key) weights.set(key === 'x-gzip' ? 'gzip' : key, q)
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0
  const br = weight('br')
  const gzip = weight('gzip')
  if (br > 0 && br >= gzip) return 'br'
  return gzip > 0 ? 'gzip' : 'identity'
}

/** An answer as sent: its headers as a flat list of names and values, and its body. */
export interface SentAnswer {
  head: string[]
  body: Buffer
}

/** The body and encoding each reply is being sent with, until its onSend hooks have run. */
const sending = new WeakMap<FastifyReply, { body: PreparedBody; encoding: Encoding }>()

export class PreparedBody {
  private readonly raw: Buffer
  private br: Buffer | undefined
  private gzip: Buffer | undefined
  private readonly sent = new Map<Encoding, SentAnswer>()

  constructor(
    body: string | Buffer,
    private readonly contentType = 'application/json; charset=utf-8',
  ) {
    this.raw = typeof body === 'string' ? Buffer.from(body) : body
  }

  /** The encoding a client that sends this Accept-Encoding gets. */
  private encodingFor(accepted: string | undefined): Encoding {
    return this.raw.length < MIN_COMPRESS_BYTES ? 'identity' : chooseEncoding(accepted)
  }

  /** Sends the body in the best encoding the client accepts. */
  send(request: FastifyRequest, reply: FastifyReply) {
    reply.header('content-type', this.contentType)
    const encoding = this.encodingFor(request.headers['accept-encoding'])
    sending.set(reply, { body: this, encoding })
    if (this.raw.length < MIN_COMPRESS_BYTES) return reply.send(this.raw)
    const vary = reply.getHeader('vary')
    reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding')
    if (encoding === 'br') {
      this.br ??= brotliCompressSync(this.raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_LGWIN]: brotliWindow(this.raw.length),
          [constants.BROTLI_PARAM_SIZE_HINT]: this.raw.length,
        },
      })
      return reply.header('content-encoding', 'br').send(this.br)
    }
    if (encoding === 'gzip') {
      this.gzip ??= gzipSync(this.raw, { level: GZIP_LEVEL })
      return reply.header('content-encoding', 'gzip').send(this.gzip)
    }
    return reply.send(this.raw)
  }

  /** The answer kept for a request with this Accept-Encoding, if one was. */
  sentAnswer(acceptEncoding: string | undefined): SentAnswer | undefined {
    return this.sent.get(this.encodingFor(acceptEncoding))
  }

  /**
   * Keeps what `reply` sends, if it is sending a PreparedBody's bytes: called from an onSend hook,
   * so with the headers every hook set (Node adds Date and the connection's own).
   */
  static keepSent(reply: FastifyReply, payload: unknown) {
    const being = sending.get(reply)
    if (!being || !Buffer.isBuffer(payload) || being.body.sent.has(being.encoding)) return
    const head: string[] = []
    let length = false
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value === undefined) continue
      if (name === 'content-length') length = true
      for (const one of Array.isArray(value) ? value : [value]) head.push(name, String(one))
    }
    if (!length) head.push('content-length', String(payload.length))
    being.body.sent.set(being.encoding, { head, body: payload })
  }
}
