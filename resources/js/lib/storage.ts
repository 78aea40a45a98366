/**
 * JSON in localStorage under the old site's keys (sunrise:cart, sunrise:favorites, sunrise:viewed).
 * SSR-safe: without window nothing is read or written. A corrupted or foreign value is discarded.
 */
export const STORAGE_KEYS = {
    cart: 'sunrise:cart',
    favorites: 'sunrise:favorites',
    viewed: 'sunrise:viewed',
} as const;

function storage(): Storage | null {
    try {
        return typeof window !== 'undefined' ? window.localStorage : null;
    } catch {
        return null;
    }
}

/** Read and parse a key; the parser returns null for a value it does not recognise, which is then removed. */
export function readStored<T>(key: string, parse: (value: unknown) => T | null): T | null {
    const store = storage();
    const raw = store?.getItem(key);
    if (raw == null) {
        return null;
    }
    try {
        const parsed = parse(JSON.parse(raw));
        if (parsed === null) {
            store?.removeItem(key);
        }
        return parsed;
    } catch {
        store?.removeItem(key);
        return null;
    }
}

export function writeStored(key: string, value: unknown): void {
    try {
        storage()?.setItem(key, JSON.stringify(value));
    } catch {
        // Storage full or disabled (private mode): the state stays in memory for this visit.
    }
}
