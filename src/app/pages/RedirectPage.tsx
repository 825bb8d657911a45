import { Navigate, useLocation, useParams } from 'react-router-dom';

/**
 * spec 2.1 /redirect and /redirect/:path (members, hidden from menus): goes on to /:path with the same query,
 * replacing itself in the history; a way to re-enter the page one is on. /redirect alone goes home.
 */
export function RedirectPage() {
  const { '*': rest = '' } = useParams();
  const { search } = useLocation();
  const target = `/${rest.replace(/^\/+/, '')}`;
  return <Navigate to={`${target}${search}`} replace />;
}
