import { shellMessages } from '@bazaar/domain';
import { ArrowRight, BadgePercent, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

const t = shellMessages.home;

export function HeroBanner() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 via-brand-600 to-fuchsia-600 px-6 py-12 text-white shadow-lg sm:px-10 sm:py-16 lg:px-14 lg:py-20 dark:from-brand-900 dark:via-brand-800 dark:to-fuchsia-900"
    >
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-white/10 blur-2xl sm:size-96"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-32 -left-16 -z-10 size-72 rounded-full bg-fuchsia-400/20 blur-3xl"
      />
      <div className="grid items-center gap-10 lg:grid-cols-[1.3fr_1fr]">
        <div className="max-w-xl space-y-5">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-semibold ring-1 ring-white/25">
            <BadgePercent aria-hidden="true" className="size-4" />
            {t.heroEyebrow}
          </p>
          <h1
            id="hero-title"
            className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {t.heroTitle}
          </h1>
          <p className="text-lg text-white/90">{t.heroText}</p>
          <Link
            to={paths.products.getHref()}
            className="inline-flex h-12 items-center gap-2 rounded-full bg-white px-6 font-semibold text-brand-700 shadow-md transition hover:bg-brand-50 focus-visible:outline-white"
          >
            {t.shopNow}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
        <div aria-hidden="true" className="hidden justify-center lg:flex">
          <div className="relative grid size-64 place-items-center rounded-full bg-white/10 ring-1 ring-white/20">
            <div className="grid size-44 place-items-center rounded-full bg-white text-center text-brand-700 shadow-2xl">
              <span>
                <span className="block text-6xl leading-none font-black">50%</span>
                <span className="block text-lg font-bold tracking-widest">OFF</span>
              </span>
            </div>
            <Truck className="absolute -bottom-2 left-2 size-14 rounded-2xl bg-amber-300 p-3 text-amber-950 shadow-lg" />
          </div>
        </div>
      </div>
    </section>
  );
}
