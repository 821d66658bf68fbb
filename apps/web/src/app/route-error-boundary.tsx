import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ServerError } from '../components/server-error';

/** Any error thrown while loading or rendering a route (including a failed lazy chunk) shows the 500 screen. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ServerError />;
}
