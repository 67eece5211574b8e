// React Router, re-exported for the same reason as ./mantine.ts: @lernstapel/ui is the shared
// singleton, so the shell and every remote use one router (one context) while the portal ships a
// tree-shaken copy instead of the whole package (issue 15 §2). Apps import these from @lernstapel/ui.
export {
  BrowserRouter,
  Link,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  createBrowserRouter,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { RouteObject, RouterProviderProps } from 'react-router-dom';
