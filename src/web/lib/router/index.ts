// The app's router (docs/decisions/020-small-router.md): a location store that loads a page's code
// before showing it, wouter's route matching, links, search params and scroll restoration.
export { Route, Switch, useParams } from 'wouter'
export { RouteErrorBoundary } from './error-boundary'
export {
  RouterProvider,
  useLocation,
  useNavigate,
  useNavigationPending,
  useRouter,
  useRouterState,
  useSearchParams,
  type SearchParamsChange,
} from './hooks'
export { Link, type LinkProps } from './link'
export { matchPath, type Params } from './match'
export {
  createBrowserRouter,
  createMemoryRouter,
  createPath,
  parsePath,
  resolveTo,
  type Location,
  type NavigateOptions,
  type NavigationAction,
  type Path,
  type Prepare,
  type Router,
  type RouterState,
  type To,
} from './router'
export { ScrollRestoration } from './scroll-restoration'
