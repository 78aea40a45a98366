import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** False in the server's render and while hydrating, true once the browser renders: browser-only UI appears without a hydration mismatch. */
export function useHydrated(): boolean {
    return useSyncExternalStore(
        subscribe,
        () => true,
        () => false,
    );
}
