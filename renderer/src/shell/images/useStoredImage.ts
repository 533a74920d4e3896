import { useEffect, useState } from 'react';
import type { Result } from '../../../../common/contract';
import { useBridge } from '../../bridge/context';
import type { Bridge } from '../../bridge/types';

export interface StoredImageState {
  /** An object URL of the loaded file; null while loading, on failure, or without a path. */
  url: string | null;
  loading: boolean;
  failed: boolean;
}

/** Stored names never change content, so a loaded file is kept (per bridge, a bounded number). */
const CACHE_LIMIT = 100;
const caches = new WeakMap<Bridge, Map<string, Promise<Result<Blob>>>>();

/** Loads a stored file once per bridge; a failure is not kept, so the next view tries again. */
export function loadStoredFile(bridge: Bridge, path: string): Promise<Result<Blob>> {
  let cache = caches.get(bridge);
  if (!cache) {
    cache = new Map();
    caches.set(bridge, cache);
  }
  const cached = cache.get(path);
  if (cached) return cached;
  const loading = bridge.file(path).then((result) => {
    if (!result.ok) cache.delete(path);
    return result;
  });
  cache.set(path, loading);
  // The oldest entry goes first (a Map keeps insertion order).
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  return loading;
}

interface Loaded {
  path: string;
  url: string | null;
  failed: boolean;
}

/**
 * A stored file (`/api/files/...`, fetched with the session through the bridge) as an object URL
 * for an <img>. The URL is revoked when the path changes or the component goes away.
 */
export function useStoredImage(path: string | null): StoredImageState {
  const bridge = useBridge();
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!path) return undefined;
    let active = true;
    let url: string | null = null;
    void loadStoredFile(bridge, path).then((result) => {
      if (!active) return;
      if (result.ok) url = URL.createObjectURL(result.value);
      setLoaded({ path, url, failed: !result.ok });
    });
    return () => {
      active = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [bridge, path]);

  // A result for another path is stale: the new one is still loading.
  const current = path !== null && loaded?.path === path ? loaded : null;
  return { url: current?.url ?? null, loading: path !== null && current === null, failed: current?.failed ?? false };
}

/** An object URL for a Blob (a picked, not yet uploaded image), revoked when it changes. */
export function useObjectUrl(blob: Blob | null): string | null {
  const [entry, setEntry] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    const url = URL.createObjectURL(blob);
    setEntry({ blob, url });
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return blob && entry?.blob === blob ? entry.url : null;
}
