import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * docs/product.md §2: /order without an id is linked when a checkout placed several orders, and its content is not
 * shown; those orders are the newest of the history, so it opens /orders.
 */
export function OrderPage() {
  return <Navigate to={paths.orders.getHref()} replace />;
}
