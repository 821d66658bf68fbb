import { shellMessages } from '@bazaar/domain';
import { LayoutDashboard, Package, Settings, ShoppingBag, Users } from 'lucide-react';
import { Outlet } from 'react-router';
import { Sidebar, type SidebarTab } from '../../components/sidebar';
import { paths } from '../../config/paths';

const t = shellMessages.seller;

const sellerTabs: readonly SidebarTab[] = [
  { name: t.tabs.dashboard, icon: LayoutDashboard, to: paths.seller.dashboard.getHref() },
  { name: t.tabs.products, icon: Package, to: paths.seller.products.getHref() },
  { name: t.tabs.orders, icon: ShoppingBag, to: paths.seller.orders.getHref() },
  { name: t.tabs.customers, icon: Users, to: paths.seller.customers.getHref() },
  { name: t.tabs.setting, icon: Settings, to: paths.seller.setting.getHref() },
];

/** The seller back-office frame: side tab list and the active seller page. */
export function SellerLayout() {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 md:flex-row md:items-start md:gap-8 lg:px-8">
      <Sidebar
        tabs={sellerTabs}
        label={t.navigation}
        title={t.area}
        openLabel={t.openMenu}
        closeLabel={t.closeMenu}
      />
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
