// What a server render shares with the components it renders, and the browser with the components
// it hydrates (docs/decisions/019-server-rendering.md):
// - `renderedAt`: the time the page was rendered, so relative times match on both sides;
// - `head`: filled by the server render with the page's title, written into the page's <head>.
// In the browser after hydration, and in tests, the context is empty.
import { createContext, useContext, type ReactNode } from 'react'

export type RenderHead = { title?: string }

export type RenderContextValue = { renderedAt?: number; head?: RenderHead }

const RenderContext = createContext<RenderContextValue>({})

export function RenderContextProvider({
  value,
  children,
}: {
  value: RenderContextValue
  children: ReactNode
}) {
  return <RenderContext.Provider value={value}>{children}</RenderContext.Provider>
}

export function useRenderContext(): RenderContextValue {
  return useContext(RenderContext)
}
