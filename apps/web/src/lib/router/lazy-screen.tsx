import { isValidElement, use, type ComponentType, type ReactNode } from 'react';
import type { Location, RouteObject } from 'react-router';
import { matchRoutesKept } from './match-routes';

/** A screen whose code is a chunk of its own: a component to put in a route's `element`. */
export interface LazyScreen {
  (): ReactNode;
  /** Starts loading the chunk; resolves when the screen can render without suspending. */
  preload: () => Promise<void>;
  readonly loaded: boolean;
}

/**
 * A screen loaded on demand. Once its chunk is in, it renders at once (React.lazy would suspend on its
 * first render even then, which an urgent update would show as the Suspense fallback). A failed load is
 * thrown to the nearest error boundary and tried again on the next render or navigation.
 */
export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let Loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const start = () =>
    (loading ??= load().then(
      (component) => (Loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  function Screen() {
    const Component = Loaded ?? use(start());
    return <Component />;
  }
  // defineProperties, not Object.assign: assign would copy the getter's value at this moment (false) for good.
  return Object.defineProperties(Screen as LazyScreen, {
    preload: { value: () => start().then(() => undefined) },
    loaded: { get: () => Loaded !== undefined },
  });
}

function isLazyScreen(type: unknown): type is LazyScreen {
  return typeof type === 'function' && 'preload' in type;
}

/**
 * Loads the lazy screens of every route `location` matches, all at once (a layout and its page do not wait
 * for each other); undefined when they are all loaded.
 */
export function preloadScreens(
  routes: RouteObject[],
  location: Partial<Location>,
): Promise<unknown> | undefined {
  const loads = (matchRoutesKept(routes, location.pathname || '/') ?? []).flatMap(({ route }) => {
    const type: unknown = isValidElement(route.element) ? route.element.type : undefined;
    return isLazyScreen(type) && !type.loaded ? [type.preload()] : [];
  });
  return loads.length > 0 ? Promise.all(loads) : undefined;
}
