import { beforeEach, describe, expect, it } from 'vitest';
import { FavoritesStore, ViewedStore } from './id-list-store';

describe('favorites', () => {
    beforeEach(() => localStorage.clear());

    it('toggles: adds an absent id and removes a present one', () => {
        const favorites = new FavoritesStore();
        favorites.toggle(5);
        expect(favorites.ids).toEqual([5]);
        favorites.toggle(7);
        favorites.toggle(5);
        expect(favorites.ids).toEqual([7]);
    });

    it('persists under sunrise:favorites', () => {
        const favorites = new FavoritesStore();
        favorites.toggle(3);
        const reloaded = new FavoritesStore();
        reloaded.hydrate();
        expect(reloaded.ids).toEqual([3]);
    });
});

describe('viewed', () => {
    beforeEach(() => localStorage.clear());

    it('keeps the most recent first', () => {
        const viewed = new ViewedStore(8);
        [1, 2, 3].forEach((id) => viewed.see(id));
        expect(viewed.ids).toEqual([3, 2, 1]);
    });

    it('moves an item seen again to the front', () => {
        const viewed = new ViewedStore(8);
        [1, 2, 3].forEach((id) => viewed.see(id));
        viewed.see(1);
        expect(viewed.ids).toEqual([1, 3, 2]);
    });

    it('keeps at most the configured cap, dropping the oldest', () => {
        const viewed = new ViewedStore(8);
        for (let id = 1; id <= 10; id++) viewed.see(id);
        expect(viewed.ids).toEqual([10, 9, 8, 7, 6, 5, 4, 3]);
        const three = new ViewedStore(3);
        for (let id = 1; id <= 5; id++) three.see(id);
        expect(three.ids).toEqual([5, 4, 3]);
    });

    it('caps what it reads from storage too', () => {
        localStorage.setItem('sunrise:viewed', JSON.stringify([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
        const viewed = new ViewedStore(8);
        viewed.hydrate();
        expect(viewed.ids).toHaveLength(8);
    });
});

describe('hydration order', () => {
    beforeEach(() => localStorage.clear());

    it('reads storage before the first change, so a page effect running first loses nothing', () => {
        localStorage.setItem('sunrise:viewed', JSON.stringify([4, 5]));
        localStorage.setItem('sunrise:favorites', JSON.stringify([9]));
        const viewed = new ViewedStore(8);
        viewed.see(6);
        expect(viewed.ids).toEqual([6, 4, 5]);
        const favorites = new FavoritesStore();
        favorites.toggle(1);
        expect(favorites.ids).toEqual([9, 1]);
    });
});
