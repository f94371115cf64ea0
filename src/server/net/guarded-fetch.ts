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
): Promise<FetchedResponse> {
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
      const status = response.statusCode ?? 0
      const tooMuch = () => {
        response.destroy()
        request.destroy()
        reject(tooLarge(options.maxBytes))
      }
      if (Number(response.headers['content-length']) > options.maxBytes) return tooMuch()
      const chunks: Buffer[] = []
      let size = 0
      response.on('data', (chunk: Buffer) => {
        size += chunk.length
        if (size > options.maxBytes) tooMuch()
        else chunks.push(chunk)
      })
      response.on('end', () => {
        settled = true
        try {
          const body = decoded(Buffer.concat(chunks), response.headers, options.maxBytes)
          resolve({ url: url.href, status, headers: response.headers, body })
        } catch (error) {
          reject(error)
        }
      })
      response.on('error', (error) => failed(`: ${error.message}`))
    })
  })
}

/**
 * The body as sent, decompressed when the server compressed it although asked not to: never past
 * `maxBytes` once expanded (a small compressed answer can expand to gigabytes).
 */
function decoded(body: Buffer, headers: IncomingHttpHeaders, maxBytes: number): Buffer {
  const encoding = String(headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase()
  const expand = {
    identity: null,
    gzip: zlib.gunzipSync,
    'x-gzip': zlib.gunzipSync,
    deflate: zlib.inflateSync,
    br: zlib.brotliDecompressSync,
  }[encoding]
  if (expand === null) return body
  if (expand === undefined) {
    throw new FetchRefusedError('unreachable', `an answer encoded as ${encoding}`)
  }
  try {
    return expand(body, { maxOutputLength: maxBytes })
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge(maxBytes)
    throw new FetchRefusedError('unreachable', `a ${encoding} answer that does not expand`)
  }
}

const tooLarge = (maxBytes: number) =>
  new FetchRefusedError('size', `the answer is larger than ${Math.round(maxBytes / 1024)} KB`)

/** GET `address`, following redirects; every refusal is a FetchRefusedError. */
export async function guardedFetch(
  address: string,
  options: GuardedFetchOptions,
): Promise<FetchedResponse> {
  const deadline = AbortSignal.timeout(options.timeoutMs)
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline
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
    let response: FetchedResponse
    try {
      response = await requestOnce(
        url,
        sameOrigin ? options : { ...options, headers: undefined },
        signal,
      )
    } catch (error) {
      if (deadline.aborted) {
        throw new FetchRefusedError('timeout', `no answer within ${options.timeoutMs / 1000} s`)
      }
      throw error
    }
    const location = response.headers.location
    if (response.status < 300 || response.status >= 400 || response.status === 304 || !location) {
      return response
    }
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
