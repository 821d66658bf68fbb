import { shellMessages } from '@bazaar/domain';
import { Rocket } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from './button';

const t = shellMessages.comingSoon;

/** docs/product.md §9: default launch date, 1 s tick, 3 s fake notify delay. */
export const defaultLaunchDate = '2025-05-20T00:00:00';
const tickMs = 1000;
const notifyDelayMs = 3000;

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds until `launch`; all zero once it has passed. */
export function timeLeftUntil(launch: number, now: number): TimeLeft {
  const totalSeconds = Math.max(0, Math.floor((launch - now) / 1000));
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor(totalSeconds / 3_600) % 24,
    minutes: Math.floor(totalSeconds / 60) % 60,
    seconds: totalSeconds % 60,
  };
}

function useNow(until: number): number {
  const [now, setNow] = useState(Date.now);
  const finished = now >= until;
  useEffect(() => {
    if (finished) return; // after launch the countdown holds at zero: no need to keep ticking
    const timer = window.setInterval(() => setNow(Date.now()), tickMs);
    return () => window.clearInterval(timer);
  }, [finished]);
  return now;
}

/**
 * The launch the page counts down to when none is given: the build's VITE_COMING_SOON_AT, else the spec's
 * default, whichever is still ahead; once both have passed, local midnight on the first day of the month
 * after next (weeks away, and the same target all month). So the default page never shows a frozen
 * 00:00:00:00.
 */
export function upcomingLaunch(
  now: number,
  configured: string | undefined = import.meta.env.VITE_COMING_SOON_AT as string | undefined,
): number {
  for (const candidate of [configured, defaultLaunchDate]) {
    const time = candidate ? new Date(candidate).getTime() : Number.NaN;
    if (Number.isFinite(time) && time > now) return time;
  }
  const today = new Date(now);
  return new Date(today.getFullYear(), today.getMonth() + 2, 1).getTime();
}

export interface ComingSoonProps {
  /** The launch moment, as an ISO string (local time when no offset is given) or a Date. */
  launchDate?: string | Date;
}

/** The coming-soon page of docs/product.md §2: a countdown to the launch and a Notify Me box that sends nothing. */
export function ComingSoon({ launchDate }: ComingSoonProps) {
  const [fallback] = useState(() => upcomingLaunch(Date.now()));
  const launch = launchDate === undefined ? fallback : new Date(launchDate).getTime();
  const left = timeLeftUntil(launch, useNow(launch));
  const units = [
    { label: t.days, value: left.days },
    { label: t.hours, value: left.hours },
    { label: t.minutes, value: left.minutes },
    { label: t.seconds, value: left.seconds },
  ];

  return (
    <section
      aria-labelledby="coming-soon-title"
      className="mx-auto flex w-full max-w-2xl flex-col items-center gap-8 px-4 py-12 text-center sm:py-16"
    >
      <span className="grid size-16 place-items-center rounded-2xl bg-brand-100 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300">
        <Rocket aria-hidden="true" className="size-8" />
      </span>
      <div className="space-y-3">
        <h1 id="coming-soon-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {t.title}
        </h1>
        <p className="text-zinc-600 dark:text-zinc-400">{t.text}</p>
      </div>

      <dl className="grid w-full grid-cols-4 gap-2 sm:gap-4">
        {units.map((unit) => (
          <div
            key={unit.label}
            className="flex flex-col-reverse items-center gap-1 rounded-xl border border-zinc-200 bg-white px-1 py-4 shadow-sm sm:py-6 dark:border-zinc-800 dark:bg-zinc-900"
          >
            <dt className="text-xs font-medium tracking-wide text-zinc-500 uppercase sm:text-sm dark:text-zinc-400">
              {unit.label}
            </dt>
            <dd className="text-2xl font-bold tabular-nums sm:text-4xl">
              {String(unit.value).padStart(2, '0')}
            </dd>
          </div>
        ))}
      </dl>

      <NotifyMeForm />
    </section>
  );
}

function NotifyMeForm() {
  const inputId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'waiting' | 'done'>('idle');
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // docs/product.md §4: only emptiness is checked; nothing is sent, a thank-you follows after 3 seconds.
    if (!email.trim()) {
      setError(t.invalidEmail);
      return;
    }
    setError(null);
    setState('waiting');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setState('done');
      setEmail('');
    }, notifyDelayMs);
  }

  return (
    <div className="w-full max-w-md space-y-3">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          {t.emailLabel}
        </label>
        <input
          id={inputId}
          type="email"
          autoComplete="email"
          placeholder={t.emailPlaceholder}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="h-12 w-full min-w-0 rounded-lg border border-zinc-300 bg-white px-4 text-base sm:flex-1 placeholder:text-zinc-500 dark:border-zinc-700 dark:bg-zinc-900 dark:placeholder:text-zinc-400"
        />
        <Button type="submit" size="lg" disabled={state === 'waiting'}>
          {t.notifyMe}
        </Button>
      </form>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      <p role="status" className="min-h-5 text-sm font-medium text-emerald-700 dark:text-emerald-400">
        {state === 'done' ? t.thankYou : ''}
      </p>
    </div>
  );
}
