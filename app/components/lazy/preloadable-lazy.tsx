import { lazy, type ComponentType } from 'react';

type Loader<P> = () => Promise<ComponentType<P>>;

const everyLoader = new Set<() => Promise<unknown>>();

/**
 * React.lazy that renders synchronously once its module is loaded. The code stays in its own
 * chunk, out of the first load, yet a page that shows the component is never re-rendered from a
 * fallback: the server loads every such module before rendering (`loadAllPreloadable`), and the
 * client calls `preload()` before hydrating a page whose HTML shows it, so hydration reuses the
 * server HTML instead of suspending. Elsewhere (a client navigation) it suspends like React.lazy:
 * wrap it in <Suspense>, on the server too, so both renders have the same boundary.
 */
export function preloadableLazy<P extends object>(load: Loader<P>) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => (pending ??= load().then((component) => (loaded = component)));
  everyLoader.add(preload);
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: P) {
    const Component = (loaded ?? Lazy) as ComponentType<P>;
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}

/** The server's render must never suspend on these (a streamed boundary needs JavaScript to show). */
export function loadAllPreloadable(): Promise<unknown> {
  return Promise.all([...everyLoader].map((preload) => preload()));
}
