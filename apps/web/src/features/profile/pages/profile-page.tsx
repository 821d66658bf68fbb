import { profileMessages, shellMessages } from '@bazaar/domain';
import { Heart, MapPin, Package, Settings, UserRound, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

const t = shellMessages.profilePage;

const sidebarIcons: readonly LucideIcon[] = [UserRound, Package, Heart, MapPin, Settings];

/** spec §2 /profile: a static mock with fixed sample data; nothing here reads or changes the account. */
export function ProfilePage() {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 md:flex-row md:items-start lg:px-8">
      <nav
        aria-label={t.sidebarLabel}
        className="shrink-0 rounded-2xl border border-zinc-200 bg-white p-2 md:w-60 dark:border-zinc-800 dark:bg-zinc-900"
      >
        <ul className="flex gap-1 overflow-x-auto md:flex-col">
          {profileMessages.sidebar.map((entry, index) => {
            const Icon = sidebarIcons[index] ?? UserRound;
            return (
              <li key={entry}>
                {/* spec §2: the entries do nothing. */}
                <button
                  type="button"
                  aria-current={index === 0 ? 'page' : undefined}
                  className={[
                    'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                    index === 0
                      ? 'bg-brand-50 text-brand-700 dark:bg-brand-900/50 dark:text-brand-200'
                      : 'text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800',
                  ].join(' ')}
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {entry}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="flex min-w-0 flex-1 flex-col gap-6">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{shellMessages.screens.profile}</h1>

        <Card title={t.personalTitle}>
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
            {(Object.keys(t.labels) as (keyof typeof t.labels)[]).map((key) => (
              <div key={key}>
                <dt className="text-xs font-medium tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
                  {t.labels[key]}
                </dt>
                <dd className="mt-1 text-sm text-zinc-900 dark:text-zinc-100">{t.sample[key]}</dd>
              </div>
            ))}
          </dl>
        </Card>

        <Card title={t.recentOrdersTitle}>
          <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
            {t.orders.map((order) => (
              <li key={order.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="text-sm font-semibold">{order.item}</p>
                  <p className="text-xs text-zinc-500 dark:text-zinc-400">
                    {order.id} · {order.date}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <span className="text-sm font-semibold">{order.total}</span>
                  <span
                    className={[
                      'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                      order.status === 'Delivered'
                        ? 'bg-green-100 text-green-800 dark:bg-green-900/40 dark:text-green-300'
                        : 'bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-300',
                    ].join(' ')}
                  >
                    {order.status}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        </Card>

        <Card title={t.addressesTitle}>
          <ul className="grid gap-4 sm:grid-cols-2">
            {t.addresses.map((address) => (
              <li
                key={address.label}
                className="rounded-xl border border-zinc-200 p-4 text-sm dark:border-zinc-800"
              >
                <p className="flex items-center gap-2 font-semibold">
                  <MapPin aria-hidden="true" className="size-4 text-brand-600 dark:text-brand-300" />
                  {address.label}
                  {address.isDefault && (
                    <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-700 dark:bg-brand-900/50 dark:text-brand-200">
                      {t.defaultAddress}
                    </span>
                  )}
                </p>
                <address className="mt-2 text-zinc-600 not-italic dark:text-zinc-400">
                  {address.lines.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-zinc-200 bg-white p-5 sm:p-6 dark:border-zinc-800 dark:bg-zinc-900">
      <h2 className="mb-4 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}
