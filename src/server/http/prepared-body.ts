// A response body that is sent many times (from a read cache: JSON, or a rendered page's HTML):
// serialized once, and compressed once per encoding on first demand instead of on every request.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

const MIN_COMPRESS_BYTES = 1024

export class PreparedBody {
  private readonly raw: Buffer
  private br: Buffer | undefined
  private gzip: Buffer | undefined

  constructor(
    text: string,
    private readonly contentType = 'application/json; charset=utf-8',
  ) {
    this.raw = Buffer.from(text)
  }

  /** Sends the body in the best encoding the client accepts. */
  send(request: FastifyRequest, reply: FastifyReply) {
    reply.header('content-type', this.contentType)
    if (this.raw.length < MIN_COMPRESS_BYTES) return reply.send(this.raw)
    const vary = reply.getHeader('vary')
    reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding')
    const accepted = String(request.headers['accept-encoding'] ?? '')
    if (/\bbr\b/.test(accepted)) {
      this.br ??= brotliCompressSync(this.raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 9,
          [constants.BROTLI_PARAM_SIZE_HINT]: this.raw.length,
        },
      })
      return reply.header('content-encoding', 'br').send(this.br)
    }
    if (/\bgzip\b/.test(accepted)) {
      this.gzip ??= gzipSync(this.raw, { level: 9 })
      return reply.header('content-encoding', 'gzip').send(this.gzip)
    }
    return reply.send(this.raw)
  }
}
