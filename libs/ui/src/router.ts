// React Router, re-exported for the same reason as ./mantine.ts: @lernstapel/ui is the shared
// singleton, so the shell and every remote use one router (one context) while the portal ships a
// tree-shaken copy instead of the whole package (issue 15 §2). Apps import these from @lernstapel/ui.
// Issue 27: the portal routes with the declarative router (BrowserRouter and useRoutes). The data
// router (createBrowserRouter, RouterProvider) is not exported: a shared singleton keeps every export,
// and its loaders and actions, which no page uses, cost every page about 15 KB compressed.
export {
  BrowserRouter,
  Link,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
export type { RouteObject } from 'react-router-dom';
