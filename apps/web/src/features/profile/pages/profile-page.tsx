import {
  formatRupeeAmount,
  orderMessages,
  type OrderSummary,
  profileMessages,
  shellMessages,
} from '@bazaar/domain';
import { ChevronRight, Heart, MapPin, Package, UserRound, type LucideIcon } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useRecentOrders } from '../../../api/orders/get-orders';
import { AddressBook } from '../components/address-book';
import { ProfileDetails } from '../components/profile-details';
import { WishListTab } from '../components/wish-list-tab';
import { Loader } from '../../../components/loader';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/session';
import { formatOrderDate } from '../../../lib/order-dates';

const t = shellMessages.profilePage;
const RECENT_ORDERS = 3;

const sections: readonly { id: string; icon: LucideIcon }[] = [
  { id: 'overview', icon: UserRound },
  { id: 'orders', icon: Package },
  { id: 'wishlist', icon: Heart },
  { id: 'addresses', icon: MapPin },
];

/**
 * My Account (/profile): the signed-in shopper's details (editable, as in the profile panel), their most
 * recent orders, their wishlist and their address book (issue 21). The sidebar jumps to each section.
 */
export function ProfilePage() {
  const { user } = useAuth();
  const { hash } = useLocation();
  const ready = Boolean(user);

  // A link to a section (the footer's Wishlist: /profile#wishlist) scrolls to it once the page is drawn.
  useEffect(() => {
    if (ready && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [ready, hash]);

  if (!user) return <Loader label={shellMessages.profilePanel.loading} className="min-h-[60dvh]" />;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:py-8 md:flex-row md:items-start lg:px-8">
      <nav
        aria-label={t.sidebarLabel}
        className="shrink-0 rounded-2xl border border-zinc-200 bg-white p-2 md:sticky md:top-24 md:w-60 dark:border-zinc-800 dark:bg-zinc-900"
      >
        {/* A phone has no room for the four entries on one line: two rows of two rather than a strip that
            runs off the edge (and a long label takes two lines on the narrowest phones). */}
        <ul className="grid grid-cols-2 gap-1 sm:flex sm:flex-wrap md:flex-col md:flex-nowrap">
          {profileMessages.sidebar.map((entry, index) => {
            const section = sections[index];
            if (!section) return null;
            const Icon = section.icon;
            return (
              <li key={entry}>
                <a
                  href={`#${section.id}`}
                  className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-zinc-700 transition-colors hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800 sm:whitespace-nowrap md:gap-3"
                >
                  <Icon aria-hidden="true" className="size-4 shrink-0" />
                  {entry}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="flex min-w-0 flex-1 flex-col gap-6">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{shellMessages.screens.profile}</h1>
        <Card id="overview" title={t.personalTitle}>
          <ProfileDetails user={user} />
        </Card>
        <Card id="orders" title={t.recentOrdersTitle}>
          <RecentOrders />
        </Card>
        <Card id="wishlist" title={t.wishlistTitle}>
          <WishListTab />
        </Card>
        <Card id="addresses" title={t.addressesTitle}>
          <AddressBook />
        </Card>
      </div>
    </div>
  );
}

function RecentOrders() {
  const orders = useRecentOrders(RECENT_ORDERS);
  if (orders.isPending) return <Loader />;
  if (orders.isError) return <p className="text-sm text-zinc-600 dark:text-zinc-400">{t.ordersFailed}</p>;
  if (orders.data.length === 0) {
    return (
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {t.noOrders}{' '}
        <Link
          to={paths.products.getHref()}
          className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
        >
          {orderMessages.shopNow}
        </Link>
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
        {orders.data.map((order) => (
          <RecentOrder key={order.orderId} order={order} />
        ))}
      </ul>
      <Link
        to={paths.orders.getHref()}
        className="inline-flex items-center gap-1 self-start rounded text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
      >
        {t.viewAllOrders}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}

function RecentOrder({ order }: { order: OrderSummary }) {
  const first = order.orderItems[0];
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0">
      <div className="min-w-0">
        <Link
          to={paths.orderDetail.getHref(order.orderId)}
          className="font-mono text-sm font-semibold break-all text-brand-700 hover:underline dark:text-brand-300"
        >
          <span className="sr-only">{orderMessages.orderNumber} </span>
          {order.orderId.toUpperCase()}
        </Link>
        {first && <p className="truncate text-sm">{first.productName}</p>}
        <p className="text-xs text-zinc-600 dark:text-zinc-400">
          {t.orderLine(
            order.orderItems.reduce((sum, item) => sum + item.quantity, 0),
            formatOrderDate(order.orderDate),
          )}
        </p>
      </div>
      <div className="flex items-center gap-3">
        <span className="text-sm font-semibold">{formatRupeeAmount(order.totalAmount)}</span>
        <OrderStatusBadge status={order.orderStatus} />
      </div>
    </li>
  );
}

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-2xl border border-zinc-200 bg-white p-5 sm:p-6 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <h2 id={`${id}-title`} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
