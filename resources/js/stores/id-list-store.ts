import { makeAutoObservable } from 'mobx';
import { readStored, writeStored } from '@/lib/storage';

/** A stored list of product ids; a non-list value or non-id entries are discarded. */
export function parseIdList(value: unknown): number[] | null {
    if (!Array.isArray(value)) return null;
    const ids = (value as unknown[])
        .map((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v))
        .filter((v): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0);
    return [...new Set(ids)];
}

/** Favorites (sunrise:favorites): toggle adds an absent id and removes a present one. */
export class FavoritesStore {
    ids: number[] = [];
    private hydrated = false;

    /** Told of every toggle (id, now a favorite?): the account sync while signed in. */
    onToggle: ((id: number, favorite: boolean) => void) | null = null;

    constructor() {
        makeAutoObservable(this, { onToggle: false, listen: false });
    }

    /** Set (or, with null, remove) the one listener of toggles. */
    listen(handler: ((id: number, favorite: boolean) => void) | null): void {
        this.onToggle = handler;
    }

    has(id: number): boolean {
        return this.ids.includes(id);
    }

    toggle(id: number): void {
        this.ensureHydrated();
        this.ids = this.has(id) ? this.ids.filter((x) => x !== id) : [...this.ids, id];
        writeStored('sunrise:favorites', this.ids);
        this.onToggle?.(id, this.has(id));
    }

    /** Add ids that are not here yet (the account's favorites), keeping the order of both lists. */
    addMany(ids: number[]): void {
        this.ensureHydrated();
        const missing = ids.filter((id) => !this.has(id));
        if (missing.length === 0) return;
        this.ids = [...this.ids, ...missing];
        writeStored('sunrise:favorites', this.ids);
    }

    hydrate(): void {
        this.ids = readStored('sunrise:favorites', parseIdList) ?? [];
        this.hydrated = true;
    }

    private ensureHydrated(): void {
        if (!this.hydrated && typeof window !== 'undefined') this.hydrate();
    }
}

/** Recently viewed (sunrise:viewed): most recent first, a repeat moves to the front, at most `cap` (limits.viewed_cap). */
export class ViewedStore {
    ids: number[] = [];
    private hydrated = false;

    constructor(private readonly cap: number) {
        makeAutoObservable<ViewedStore, 'cap'>(this, { cap: false });
    }

    see(id: number): void {
        this.ensureHydrated();
        this.ids = [id, ...this.ids.filter((x) => x !== id)].slice(0, this.cap);
        writeStored('sunrise:viewed', this.ids);
    }

    hydrate(): void {
        this.ids = (readStored('sunrise:viewed', parseIdList) ?? []).slice(0, this.cap);
        this.hydrated = true;
    }

    private ensureHydrated(): void {
        if (!this.hydrated && typeof window !== 'undefined') this.hydrate();
    }
}
