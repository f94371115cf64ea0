// A part of a page whose script is fetched when the part comes near the screen
// (docs/decisions/061-reviews-hydrated-when-near.md). The server renders it with the rest of the
// page, so its HTML is there at once; the browser hydrates the page without it, leaving the part's
// server HTML as it is (a dehydrated Suspense boundary), and fetches its chunk only once the part
// is within a screen or two of view, or is touched or focused. A phone that never scrolls down to
// it never downloads it. A page reached by a link in the app fetches it at once.
//
// The part hydrates as the server rendered it (`AsServerRendered` in lib/session.ts: the session
// not known yet), then renders what changed since. Until it has hydrated, the part's wrapper
// carries `data-later`: public/theme-init.js holds a form sent from inside it, the app's replay of
// early input leaves it alone, and the part replays what was typed into it, and sends a held form,
// once it runs (lib/early-input.ts).
import {
  memo,
  Suspense,
  use,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react'
import { replayEarlyInput, sendHeldSubmit } from './early-input'
import { AsServerRendered } from './session'

/** How near the screen, in pixels, a part's chunk starts to load. */
const NEAR = '800px 0px'

export interface LaterPart<P> {
  /** The chunk's component, once loaded. */
  loaded: ComponentType<P> | undefined
  /** Loads the chunk (once; again after a failed load). */
  load(): Promise<void>
  /**
   * Resolves when the chunk has loaded. A failed load leaves the server's HTML as it is (a touch
   * tries again).
   */
  ready: Promise<void>
}

/** A promise marked as React's use() reads one it has seen settle: no suspending for it. */
type Marked = Promise<void> & { status?: 'fulfilled'; value?: undefined }

export function laterPart<P>(load: () => Promise<{ default: ComponentType<P> }>): LaterPart<P> {
  let settle!: () => void
  let loading: Promise<void> | undefined
  const ready: Marked = new Promise<void>((resolve) => (settle = resolve))
  const part: LaterPart<P> = {
    loaded: undefined,
    ready,
    load() {
      loading ??= load().then(
        (module) => {
          part.loaded = module.default
          // use() then answers at once (the server's render, a page reached in the app later).
          ready.status = 'fulfilled'
          ready.value = undefined
          settle()
        },
        (error: unknown) => {
          loading = undefined
          console.warn('Loading a part of the page failed', error)
        },
      )
      return loading
    },
  }
  return part
}

/**
 * The part's component once its chunk is here; before that (hydrating) use() waits, and React
 * keeps the server's HTML. use() is called on every render, as React asks.
 */
function Inner<P extends object>({ part, props }: { part: LaterPart<P>; props: P }) {
  use(part.ready)
  const Loaded = part.loaded
  return Loaded ? <Loaded {...props} /> : null
}

/** Tells the wrapper the part has hydrated (rendered inside the boundary, so it runs only then). */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated])
  return null
}

type Props<P> = {
  part: LaterPart<P>
  props: P
  /** Shown while a page reached in the app waits for the chunk (a touch on it tries again). */
  fallback: ReactNode
  className?: string
}

function LaterPartView<P extends object>({ part, props, fallback, className }: Props<P>) {
  const wrapper = useRef<HTMLDivElement>(null)
  // Whether the part's HTML came from the server and awaits its chunk: the server's render and
  // the hydration say so alike (a page reached in the app renders the part itself).
  const [waiting, setWaiting] = useState(
    () =>
      typeof document === 'undefined' ||
      (!part.loaded && document.documentElement.dataset.hydrated !== 'true'),
  )

  useEffect(() => {
    if (part.loaded) return
    const element = wrapper.current
    const load = () => void part.load()
    const observe = waiting && element !== null && typeof IntersectionObserver !== 'undefined'
    // A page reached in the app (or a browser that cannot tell what is near) asks at once.
    if (!observe) load()
    const observer = observe
      ? new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) load()
          },
          { rootMargin: NEAR },
        )
      : null
    if (observer && element) observer.observe(element)
    // A touch, a focus or the network coming back asks (again, after a failed load).
    element?.addEventListener('pointerdown', load, { passive: true })
    element?.addEventListener('focusin', load)
    window.addEventListener('online', load)
    return () => {
      observer?.disconnect()
      element?.removeEventListener('pointerdown', load)
      element?.removeEventListener('focusin', load)
      window.removeEventListener('online', load)
    }
  }, [part, waiting])

  const onHydrated = useCallback(() => {
    if (!waiting) return
    const element = wrapper.current
    // At once, not at the next render: the held form is sent in a moment, and must go.
    element?.removeAttribute('data-later')
    setWaiting(false)
    if (!element) return
    // What was typed into its server HTML reaches the part now, and a form held is sent.
    replayEarlyInput(element)
    sendHeldSubmit(window)
  }, [waiting])

  return (
    <div ref={wrapper} className={className} data-later={waiting ? '' : undefined}>
      <Suspense fallback={fallback}>
        <AsServerRendered value={waiting}>
          <Inner part={part} props={props} />
          <Hydrated onHydrated={onHydrated} />
        </AsServerRendered>
      </Suspense>
    </div>
  )
}

/**
 * Renders the part. Its props must keep their identity from render to render (memo): a changed
 * prop reaching a boundary still waiting for its chunk would make React drop the server's HTML.
 */
export const Later = memo(LaterPartView) as <P extends object>(props: Props<P>) => ReactNode
