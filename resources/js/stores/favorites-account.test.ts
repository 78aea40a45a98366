import { beforeEach, describe, expect, it } from 'vitest';
import { FavoritesStore } from './id-list-store';

describe('favorites and the account', () => {
    beforeEach(() => localStorage.clear());

    it('tells the account sync of every toggle with the new state', () => {
        const favorites = new FavoritesStore();
        const calls: [number, boolean][] = [];
        favorites.onToggle = (id, favorite) => calls.push([id, favorite]);

        favorites.toggle(4);
        favorites.toggle(4);

        expect(calls).toEqual([
            [4, true],
            [4, false],
        ]);
    });

    it('toggles quietly when nobody is signed in', () => {
        const favorites = new FavoritesStore();
        favorites.toggle(4);
        expect(favorites.ids).toEqual([4]);
    });

    it("adds the account's favorites that the browser lacks, once, and stores them", () => {
        const favorites = new FavoritesStore();
        favorites.toggle(1);

        favorites.addMany([2, 1, 3]);
        favorites.addMany([3]);

        expect(favorites.ids).toEqual([1, 2, 3]);
        const reloaded = new FavoritesStore();
        reloaded.hydrate();
        expect(reloaded.ids).toEqual([1, 2, 3]);
    });
});
