import { useEffect, useState } from 'react';
import type * as SignedInParts from './SignedInParts';

type Parts = typeof SignedInParts;

let parts: Parts | undefined;
let loading: Promise<Parts> | undefined;

/**
 * The header's parts for a signed-in user (menus, name, logout): not needed by /login, where most
 * visits start (PERF-FE-1). Protected routes load them together with their page (router.tsx), so the
 * header is complete in the first render there.
 */
export function loadSignedInParts(): Promise<Parts> {
  loading ??= import('./SignedInParts').then(
    (module) => (parts = module),
    (error: unknown) => {
      loading = undefined; // a later call tries again
      throw error;
    },
  );
  return loading;
}

/** The parts once loaded; a signed-in user on a public page loads them here. */
export function useSignedInParts(signedIn: boolean): Parts | undefined {
  const [loaded, setLoaded] = useState(parts);
  useEffect(() => {
    if (!signedIn || loaded) return;
    let active = true;
    loadSignedInParts().then(
      (module) => {
        if (active) setLoaded(module);
      },
      () => {}, // the header stays without menus; the page itself still works
    );
    return () => {
      active = false;
    };
  }, [signedIn, loaded]);
  return loaded ?? parts;
}
