import {
  createContext,
  startTransition,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Router, type Location, type NavigationType, type Navigator } from 'react-router';

interface Update {
  action: NavigationType;
  location: Location;
}

/** What the router needs of a history; React Router's browser and memory histories (v5Compat) both fit. */
export interface RouterHistory extends Navigator {
  readonly action: NavigationType;
  readonly location: Location;
  listen(listener: (update: Update) => void): () => void;
}

interface NavigationState {
  /** The location a navigation is loading, or undefined when the router shows the latest one. */
  pending: Location | undefined;
  /** Resolves once the router shows the latest location asked for (at once when nothing is pending). */
  settled: () => Promise<void>;
}

const NavigationStateContext = createContext<NavigationState | null>(null);

export interface NavigationRouterProps {
  history: RouterHistory;
  /**
   * Loads what a location's screens need before it is shown (their lazy chunks); undefined when all is
   * there already. A failed load still shows the location, so its error boundary can say so.
   */
  prepare?: (location: Location) => Promise<unknown> | undefined;
  /** Shown on the first load until `prepare` is done with the first location. */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * React Router's declarative <Router> (no data router: no loaders or actions are used), with the one thing
 * the data router gave us: a navigation first loads its screens, then switches in a transition, so the
 * current page stays on screen meanwhile and no Suspense fallback flashes. `usePendingLocation` tells what
 * is loading, as the data router's `useNavigation().location` did.
 */
export function NavigationRouter({ history, prepare, fallback = null, children }: NavigationRouterProps) {
  const [shown, setShown] = useState<Update>(() => ({ action: history.action, location: history.location }));
  const [pending, setPending] = useState<Location>();
  // The first location's screens load before anything renders, as the data router's HydrateFallback did.
  const [firstLoad] = useState(() => prepare?.(history.location));
  const [ready, setReady] = useState(firstLoad === undefined);
  // The latest update asked for and not yet shown, and who waits for it.
  const requested = useRef<Update | undefined>(undefined);
  const waiting = useRef<(() => void)[]>([]);

  useEffect(() => {
    let live = true;
    const done = () => live && setReady(true);
    firstLoad?.then(done, done);
    return () => {
      live = false;
    };
  }, [firstLoad]);

  useLayoutEffect(
    () =>
      history.listen((update) => {
        requested.current = update;
        const show = () => {
          if (requested.current !== update) return; // a later navigation took its place
          startTransition(() => {
            setShown(update);
            setPending(undefined);
          });
        };
        const loading = prepare?.(update.location);
        if (!loading) return show();
        setPending(update.location);
        void loading.then(show, show);
      }),
    [history, prepare],
  );

  useEffect(() => {
    if (requested.current && requested.current !== shown) return;
    requested.current = undefined;
    for (const resolve of waiting.current.splice(0)) resolve();
  }, [shown]);

  const settled = useCallback(
    () =>
      requested.current ? new Promise<void>((resolve) => waiting.current.push(resolve)) : Promise.resolve(),
    [],
  );
  const state = useMemo(() => ({ pending, settled }), [pending, settled]);

  return (
    <NavigationStateContext value={state}>
      <Router location={shown.location} navigationType={shown.action} navigator={history}>
        {ready ? children : fallback}
      </Router>
    </NavigationStateContext>
  );
}

function useNavigationState(hook: string): NavigationState {
  const state = use(NavigationStateContext);
  if (!state) throw new Error(`${hook} needs a <NavigationRouter> above it`);
  return state;
}

/** The location whose screens are loading after a navigation; undefined when the router is idle. */
export function usePendingLocation(): Location | undefined {
  return useNavigationState('usePendingLocation').pending;
}

/** A function that resolves once the latest navigation's screen is shown, e.g. to greet the user there. */
export function useNavigationSettled(): () => Promise<void> {
  return useNavigationState('useNavigationSettled').settled;
}
