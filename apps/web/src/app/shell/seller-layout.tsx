import { shellMessages } from '@bazaar/domain';
import { LayoutDashboard, Package, Settings, ShoppingBag, Users } from 'lucide-react';
import { Outlet } from 'react-router';
import { Sidebar, type SidebarTab } from '../../components/sidebar';

const t = shellMessages.seller;

const sellerTabs: readonly SidebarTab[] = [
  { name: t.tabs.dashboard, icon: LayoutDashboard, to: '/seller/dashboard' },
  { name: t.tabs.products, icon: Package, to: '/seller/products' },
  { name: t.tabs.orders, icon: ShoppingBag, to: '/seller/orders' },
  { name: t.tabs.customers, icon: Users, to: '/seller/customers' },
  { name: t.tabs.setting, icon: Settings, to: '/seller/setting' },
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
