import { useEffect, useReducer, useState, type ComponentType, type ReactNode } from 'react';
import { ContentSpinner } from './states';

/** A component fetched on first use, with `preload` to start the fetch earlier (a hover, a prefetch). */
export type LazyComponent<P> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * React.lazy without Suspense. React 19 holds back a Suspense boundary's content until 300 ms after
 * its fallback was shown (its reveal throttle, for every boundary resolved by a retry): a screen whose
 * chunk arrived in 50 ms still waited ~300 ms, and every lazy level on the way (the module, then its
 * screen) could wait again. Here the placeholder is plain state: the loaded component shows on the
 * next render after its chunk arrives.
 *
 * The fetch starts at the first render (as React.lazy's does) and is shared by every instance. A
 * failed fetch is thrown from render, to the nearest error boundary (LoadBoundary shows 'Muat
 * Ulang'), and forgotten, so the next mount tries again.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, placeholder: (props: P) => ReactNode): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = (): Promise<ComponentType<P>> => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  function Lazy(props: P) {
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    const [, showLoaded] = useReducer((count: number) => count + 1, 0);
    const waiting = !loaded && !failure;
    // Begun while rendering so the fetch does not wait for the commit; awaited below.
    if (waiting) start().catch(() => undefined);
    useEffect(() => {
      if (!waiting) return;
      let mounted = true;
      start().then(
        () => mounted && showLoaded(),
        (error: unknown) => mounted && setFailure({ error }),
      );
      return () => {
        mounted = false;
      };
    }, [waiting]);
    if (failure) throw failure.error;
    if (!loaded) return <>{placeholder(props)}</>;
    const Loaded = loaded;
    return <Loaded {...props} />;
  }
  return Object.assign(Lazy, { preload: () => start().then(() => undefined) });
}

/** A routed screen fetched when first opened, a spinner in the content area meanwhile. */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  return lazyComponent(load, () => <ContentSpinner />);
}
