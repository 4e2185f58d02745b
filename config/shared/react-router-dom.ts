// Shared as `react-router-dom` in place of the whole package (see README.md here): the router's names
// the apps use, from react-router itself (which react-router-dom 7 re-exports) — 13 KB compressed
// instead of 51 for every visitor.
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  useNavigate,
  useLocation,
  useParams,
  useSearchParams,
  useMatch,
  generatePath,
  matchRoutes,
} from 'react-router';
