// Shows `fallback` instead of `children` when they throw while rendering (a page's code that failed
// to load throws too), until the router moves to another location: then the new page gets its
// chance, as it would after a full page load.
import { Component, type ReactNode } from 'react'
import type { Location } from './router'

type Props = { location: Location; fallback: ReactNode; children: ReactNode }
type State = { failed: boolean; location: Location }

export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, location: this.props.location }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.location === state.location ? null : { failed: false, location: props.location }
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
