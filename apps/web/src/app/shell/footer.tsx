import { shellMessages } from '@bazaar/domain';
import { Send } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/logo';
import { paths } from '../../config/paths';
import type { SessionUser } from '../../lib/auth/session';

const t = shellMessages.footer;

interface FooterLink {
  label: string;
  to: string;
}

interface FooterColumn {
  title: string;
  links: FooterLink[];
}

// Only links to real pages: About Us, Contact, FAQs, Shipping and Returns have no page of their own yet (the
// spec defines none), so they are left out rather than looping back to the home page. The wishlist is a
// section of My Account.
const columns: FooterColumn[] = [
  {
    title: t.quickLinks.title,
    links: [
      { label: t.quickLinks.sellerRegistration, to: paths.sellerRegistration.getHref() },
      { label: shellMessages.screens.products, to: paths.products.getHref() },
    ],
  },
  {
    title: t.customerService.title,
    links: [
      { label: t.customerService.myAccount, to: paths.profile.getHref() },
      { label: t.customerService.viewOrders, to: paths.orders.getHref() },
      { label: t.customerService.trackOrder, to: paths.orders.getHref() },
      { label: t.customerService.wishlist, to: `${paths.profile.getHref()}#wishlist` },
    ],
  },
];

const sellerColumn: FooterColumn = {
  title: t.seller.title,
  links: [{ label: t.seller.sellerDashboard, to: paths.seller.dashboard.getHref() }],
};

export interface FooterProps {
  /** The signed-in user's role; the seller column shows only for sellers (docs/product.md §2). */
  userType?: SessionUser['userType'];
}

export function Footer({ userType }: FooterProps) {
  const isSeller = userType === 'seller';
  const shown = isSeller ? [...columns, sellerColumn] : columns;
  return (
    <footer className="mt-16 border-t border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
      <div
        className={[
          'mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 lg:px-8',
          isSeller ? 'lg:grid-cols-[1.4fr_1fr_1fr_1fr_1.4fr]' : 'lg:grid-cols-[1.4fr_1fr_1fr_1.4fr]',
        ].join(' ')}
      >
        <div className="col-span-2 space-y-4 lg:col-span-1">
          <Logo />
          <p className="max-w-xs text-sm leading-6 text-zinc-600 dark:text-zinc-400">{t.about}</p>
        </div>

        {shown.map((column) => (
          <FooterLinks key={column.title} column={column} />
        ))}

        <NewsletterForm />
      </div>
      <div className="border-t border-zinc-200 dark:border-zinc-800">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-zinc-500 lg:px-8 dark:text-zinc-400">
          {t.copyright(new Date().getFullYear())}
        </p>
      </div>
    </footer>
  );
}

function FooterLinks({ column }: { column: FooterColumn }) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId}>
      <h2
        id={headingId}
        className="text-sm font-semibold tracking-wide text-zinc-900 uppercase dark:text-zinc-100"
      >
        {column.title}
      </h2>
      <ul className="mt-4 space-y-3">
        {column.links.map((link) => (
          <li key={link.label}>
            <Link
              to={link.to}
              className="rounded text-sm text-zinc-600 transition-colors hover:text-brand-700 dark:text-zinc-400 dark:hover:text-brand-300"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function NewsletterForm() {
  const inputId = useId();
  const headingId = useId();
  // docs/product.md §2: the newsletter box does nothing; only the page reload is prevented.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();
  return (
    <section aria-labelledby={headingId} className="col-span-2 space-y-4 lg:col-span-1">
      <h2
        id={headingId}
        className="text-sm font-semibold tracking-wide text-zinc-900 uppercase dark:text-zinc-100"
      >
        {t.newsletter.title}
      </h2>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t.newsletter.text}</p>
      <form onSubmit={onSubmit} className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t.newsletter.emailLabel}
        </label>
        <input
          id={inputId}
          type="email"
          autoComplete="email"
          placeholder={t.newsletter.emailPlaceholder}
          className="h-10 min-w-0 flex-1 rounded-lg border border-zinc-300 bg-white px-3 text-sm placeholder:text-zinc-500 dark:border-zinc-700 dark:bg-zinc-950 dark:placeholder:text-zinc-400"
        />
        <button
          type="submit"
          aria-label={t.newsletter.submit}
          className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-600 text-white hover:bg-brand-700"
        >
          <Send aria-hidden="true" className="size-4" />
        </button>
      </form>
    </section>
  );
}
