import { Navigate, useLocation } from 'react-router-dom';
import { useServerResponse } from '../server-rendering/server-render';

/** An address that moved for good: the server answers 301 to `path`, the browser goes there. */
export function MovedTo({ path }: { path: string }) {
  const { search } = useLocation();
  const onServer = useServerResponse({ status: 301, location: `${path}${search}` });
  return onServer ? null : <Navigate replace to={`${path}${search}`} />;
}
