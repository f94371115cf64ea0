// Fetching an address someone typed: a catalogue source's feed or course page
// (docs/security.md#fetching-addresses). Anything the site fetches on a person's word could be
// turned on the site's own network: the database, a cloud's metadata service, localhost. So:
// - only http: and https:, on any port;
// - the address every connection goes to is checked after the name is resolved, in the same lookup
//   the connection uses (a name that resolves elsewhere on the second try gains nothing), and a
//   literal IP is checked the same way: private, loopback, link-local, shared, documentation,
//   multicast and reserved ranges are refused unless the owner's setting allows them;
// - redirects are followed a few times, each checked again;
// - one deadline covers the whole fetch, redirects included, and the body is cut off at a size,
//   also once expanded when a server compresses it although asked not to.
import dns from 'node:dns'
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http'
import https from 'node:https'
import net, { BlockList } from 'node:net'
import type { Readable } from 'node:stream'
import zlib from 'node:zlib'

export type RefusalReason = 'scheme' | 'address' | 'redirects' | 'size' | 'timeout' | 'unreachable'

export class FetchRefusedError extends Error {
  constructor(
    readonly reason: RefusalReason,
    message: string,
  ) {
    super(message)
    this.name = 'FetchRefusedError'
  }
}

/** Ranges no fetch may reach unless allowed (IANA's special-purpose registries). */
const FORBIDDEN = new BlockList()
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  FORBIDDEN.addSubnet(address, prefix, 'ipv4')
}
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  FORBIDDEN.addSubnet(address, prefix, 'ipv6')
}

/** The IPv4 address inside an IPv4-mapped IPv6 one (::ffff:10.0.0.1), else the address. */
function unmapped(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return { address: mapped[1]!, family: 'ipv4' }
  return { address, family: net.isIPv4(address) ? 'ipv4' : 'ipv6' }
}

/** Ranges the owner allows although they are forbidden ('127.0.0.0/8', '10.1.2.3'). */
export function allowList(ranges: readonly string[]): BlockList {
  const list = new BlockList()
  for (const range of ranges) {
    const [address = '', prefix] = range.trim().split('/')
    const family = net.isIPv4(address) ? 'ipv4' : net.isIPv6(address) ? 'ipv6' : undefined
    if (!family) throw new Error(`not an IP address or range: ${range}`)
    if (prefix === undefined) list.addAddress(address, family)
    else list.addSubnet(address, Number(prefix), family)
  }
  return list
}

/** IPv6's global unicast addresses (2000::/3): everything else in IPv6 is special or unassigned. */
const GLOBAL_IPV6 = new BlockList()
GLOBAL_IPV6.addSubnet('2000::', 3, 'ipv6')

/** Whether a fetch may connect to `address`. */
export function addressAllowed(address: string, allowed?: BlockList): boolean {
  const { address: plain, family } = unmapped(address)
  const forbidden =
    FORBIDDEN.check(plain, family) || (family === 'ipv6' && !GLOBAL_IPV6.check(plain, family))
  if (!forbidden) return true
  return allowed?.check(plain, family) ?? false
}

export interface GuardedFetchOptions {
  /** Forbidden ranges the owner allows (FETCH_ALLOWED_ADDRESSES); the tests' local servers. */
  allowed?: BlockList
  /** For the whole fetch, redirects included. */
  timeoutMs: number
  maxBytes: number
  maxRedirects: number
  userAgent: string
  /** More request headers: the conditional ones (If-None-Match, If-Modified-Since), Accept. */
  headers?: Record<string, string>
  signal?: AbortSignal
}

export interface FetchedResponse {
  /** The address that answered, after redirects. */
  url: string
  status: number
  headers: IncomingHttpHeaders
  /** Empty for a 304. */
  body: Buffer
}

/** An answer whose body is read as it arrives: a feed of 100,000 courses is never held whole. */
export interface StreamedResponse extends Omit<FetchedResponse, 'body'> {
  /**
   * The body, expanded when the server compressed it, cut off at `maxBytes` and at the deadline
   * with a FetchRefusedError. Reading it to its end, or stopping early, lets the connection go.
   */
  body: AsyncIterable<Buffer>
  /** Lets the connection go without reading the body (a redirect, an error page). */
  cancel(): void
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void

/** dns.lookup, refusing every answer that names a forbidden address. */
function guardedLookup(allowed: BlockList | undefined) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, [])
      const refused = addresses.find((entry) => !addressAllowed(entry.address, allowed))
      if (refused || addresses.length === 0) {
        const refusal = new FetchRefusedError(
          'address',
          `${hostname} resolves to ${refused?.address ?? 'nothing'}, which is not on the public internet`,
        )
        return callback(refusal as NodeJS.ErrnoException, [])
      }
      if (options.all) return callback(null, addresses)
      callback(null, addresses[0]!.address, addresses[0]!.family)
    })
  }
}

/** One request, no redirect followed; rejects with FetchRefusedError for what it refuses. */
function requestOnce(
  url: URL,
  options: GuardedFetchOptions,
  signal: AbortSignal,
): Promise<StreamedResponse> {
  return new Promise((resolve, settle) => {
    let settled = false
    const reject = (error: unknown) => {
      settled = true
      settle(error)
    }
    /** The connection failed: the deadline's or the caller's reason, else unreachable. */
    const failed = (why: string) =>
      reject(
        signal.aborted ? signal.reason : new FetchRefusedError('unreachable', `${url.host}${why}`),
      )
    const host = url.hostname.replace(/^\[|\]$/g, '')
    if (net.isIP(host) && !addressAllowed(host, options.allowed)) {
      reject(new FetchRefusedError('address', `${host} is not on the public internet`))
      return
    }
    const client = url.protocol === 'https:' ? https : http
    const request = client.get(url, {
      headers: {
        'user-agent': options.userAgent,
        'accept-encoding': 'identity',
        ...options.headers,
      },
      lookup: guardedLookup(options.allowed),
      agent: false,
      signal,
    })
    request.on('error', (error: Error) => {
      if (error instanceof FetchRefusedError) reject(error)
      else failed(`: ${error.message}`)
    })
    // A socket taken over (101 Switching Protocols) or closed before an answer ends nothing else:
    // without these the fetch would wait past its deadline.
    request.on('upgrade', (_response, socket) => {
      socket.destroy()
      reject(new FetchRefusedError('unreachable', `${url.host} switched protocols`))
    })
    request.on('close', () => {
      if (!settled) failed(' closed the connection')
    })
    request.on('response', (response: IncomingMessage) => {
      settled = true
      const status = response.statusCode ?? 0
      const refuse = (error: unknown) => {
        request.destroy()
        settle(error)
      }
      if (Number(response.headers['content-length']) > options.maxBytes) {
        return refuse(tooLarge(options.maxBytes))
      }
      const encoding = String(response.headers['content-encoding'] ?? 'identity')
        .trim()
        .toLowerCase()
      if (!(encoding in EXPANDERS)) {
        return refuse(new FetchRefusedError('unreachable', `an answer encoded as ${encoding}`))
      }
      const expander = EXPANDERS[encoding as keyof typeof EXPANDERS]?.()
      // A broken body: the deadline's or the caller's reason, else what broke.
      const broken = (error: unknown) => {
        if (signal.aborted) return signal.reason as unknown
        if (error instanceof FetchRefusedError) return error
        return expander && (error as { code?: string }).code?.startsWith('Z_')
          ? new FetchRefusedError('unreachable', `a ${encoding} answer that does not expand`)
          : new FetchRefusedError('unreachable', `${url.host} broke off its answer`)
      }
      let body: Readable = response
      if (expander) {
        response.on('error', (error) => expander.destroy(error))
        body = response.pipe(expander)
      }
      const letGo = () => {
        request.destroy()
        response.destroy()
        expander?.destroy()
      }
      resolve({
        url: url.href,
        status,
        headers: response.headers,
        body: limited(body, options.maxBytes, { broken, letGo }),
        cancel: letGo,
      })
    })
  })
}

/** How a body the server compressed (although asked not to) is expanded; null: as it is. */
const EXPANDERS = {
  identity: null,
  gzip: () => zlib.createGunzip(),
  'x-gzip': () => zlib.createGunzip(),
  deflate: () => zlib.createInflate(),
  br: () => zlib.createBrotliDecompress(),
} as const

/**
 * The chunks of `body`, never more than `maxBytes` in all, expanded (a small compressed answer can
 * expand to gigabytes): past it the connection is cut and the reader gets the refusal.
 */
async function* limited(
  body: Readable,
  maxBytes: number,
  how: { broken: (error: unknown) => unknown; letGo: () => void },
): AsyncGenerator<Buffer> {
  let size = 0
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      size += chunk.length
      if (size > maxBytes) throw tooLarge(maxBytes)
      yield chunk
    }
  } catch (error) {
    throw how.broken(error)
  } finally {
    // Read to the end, stopped early, or refused: the connection is let go.
    how.letGo()
  }
}

const tooLarge = (maxBytes: number) =>
  new FetchRefusedError('size', `the answer is larger than ${Math.round(maxBytes / 1024)} KB`)

/** GET `address`, following redirects, its body read whole; every refusal is a FetchRefusedError. */
export async function guardedFetch(
  address: string,
  options: GuardedFetchOptions,
): Promise<FetchedResponse> {
  const response = await guardedRequest(address, options)
  const chunks: Buffer[] = []
  for await (const chunk of response.body) chunks.push(chunk)
  return { ...response, body: Buffer.concat(chunks) }
}

/**
 * GET `address`, following redirects; the body is read as it arrives, under the same deadline.
 * Every refusal, the body's included, is a FetchRefusedError.
 */
export async function guardedRequest(
  address: string,
  options: GuardedFetchOptions,
): Promise<StreamedResponse> {
  const deadline = AbortSignal.timeout(options.timeoutMs)
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline
  const timedOut = () =>
    new FetchRefusedError('timeout', `no answer within ${options.timeoutMs / 1000} s`)
  let url: URL
  try {
    url = new URL(address)
  } catch {
    throw new FetchRefusedError('scheme', 'not an address')
  }
  const first = url
  for (let redirects = 0; ; redirects++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new FetchRefusedError('scheme', `${url.protocol} addresses are not fetched`)
    }
    if (url.username || url.password) {
      throw new FetchRefusedError(
        'scheme',
        'addresses with a user name or password are not fetched',
      )
    }
    // Conditional and other headers are for the address asked for, not a host it redirects to.
    const sameOrigin = url.origin === first.origin
    let response: StreamedResponse
    try {
      response = await requestOnce(
        url,
        sameOrigin ? options : { ...options, headers: undefined },
        signal,
      )
    } catch (error) {
      throw deadline.aborted ? timedOut() : error
    }
    const location = response.headers.location
    if (response.status < 300 || response.status >= 400 || response.status === 304 || !location) {
      return { ...response, body: timed(response.body, deadline, timedOut) }
    }
    // A redirect's own body is not read: its connection goes now, not at the deadline.
    response.cancel()
    if (redirects >= options.maxRedirects) {
      throw new FetchRefusedError('redirects', `more than ${options.maxRedirects} redirects`)
    }
    try {
      url = new URL(location, url)
    } catch {
      throw new FetchRefusedError('redirects', `a redirect to an address that is not one`)
    }
  }
}

/** The body, its reading stopped at the deadline said as a timeout. */
async function* timed(
  body: AsyncIterable<Buffer>,
  deadline: AbortSignal,
  timedOut: () => FetchRefusedError,
): AsyncGenerator<Buffer> {
  try {
    yield* body
  } catch (error) {
    throw deadline.aborted ? timedOut() : error
  }
}
