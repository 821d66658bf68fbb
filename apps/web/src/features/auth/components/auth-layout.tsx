import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Logo } from '../../../components/logo';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/session';

export interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Under the card: links to the other auth screens. */
  footer?: ReactNode;
  /** docs/product.md §2: a signed-in user who opens login or register is sent to /. */
  redirectSignedIn?: boolean;
  wide?: boolean;
  /** The children bring their own card (the auth panel); the title moves beside it on wide screens. */
  bare?: boolean;
  /** Extra content of the brand column beside a bare card (wide screens only). */
  aside?: ReactNode;
}

/** The frame of the auth screens outside the shell: logo, one card, links below. */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
  redirectSignedIn = false,
  wide = false,
  bare = false,
  aside,
}: AuthLayoutProps) {
  // Read once on arrival: signing in on this screen must not bounce to / before its own navigation.
  const { token, user } = useAuth();
  const [signedInOnArrival] = useState(() => Boolean(token));
  // A seller goes to the seller area as RedirectIfSignedIn sends them: the screen is mounted again while
  // that guard's navigation loads, and must not turn it back to /.
  if (redirectSignedIn && signedInOnArrival) {
    const to = user?.userType === 'seller' ? paths.seller.root.getHref() : paths.home.getHref();
    return <Navigate to={to} replace />;
  }

  const footerBlock = footer && (
    <div className="mt-6 flex flex-col items-center gap-2 text-center text-sm text-zinc-600 dark:text-zinc-400">
      {footer}
    </div>
  );

  return (
    <div className="relative flex min-h-dvh flex-col items-center overflow-hidden bg-zinc-50 px-4 py-8 text-zinc-900 sm:justify-center sm:py-12 dark:bg-zinc-950 dark:text-zinc-50">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-80 bg-gradient-to-b from-brand-100/80 to-transparent dark:from-brand-900/30"
      />
      {bare ? (
        <main className="relative grid w-full max-w-5xl items-center gap-8 lg:grid-cols-2 lg:gap-12">
          <div className="flex flex-col items-center text-center lg:items-start lg:text-left">
            <Logo />
            <h1 className="mt-6 text-2xl font-bold tracking-tight sm:text-3xl lg:text-4xl">{title}</h1>
            {subtitle && <div className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">{subtitle}</div>}
            {aside && (
              <div className="mt-8 hidden w-full rounded-2xl bg-gradient-to-br from-brand-600 to-brand-800 p-8 text-white shadow-xl lg:block">
                {aside}
              </div>
            )}
          </div>
          <div className="mx-auto w-full max-w-md">
            {children}
            {footerBlock}
          </div>
        </main>
      ) : (
        <main className={`relative w-full ${wide ? 'max-w-lg' : 'max-w-md'}`}>
          <div className="mb-6 flex justify-center">
            <Logo />
          </div>
          <section
            aria-labelledby="auth-title"
            className="rounded-2xl border border-zinc-200 bg-white p-6 shadow-xl shadow-zinc-200/60 sm:p-8 dark:border-zinc-800 dark:bg-zinc-900 dark:shadow-black/30"
          >
            <h1 id="auth-title" className="text-2xl font-bold tracking-tight">
              {title}
            </h1>
            {subtitle && <div className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{subtitle}</div>}
            <div className="mt-6">{children}</div>
          </section>
          {footerBlock}
        </main>
      )}
    </div>
  );
}
