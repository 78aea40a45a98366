import { beforeEach, describe, expect, it } from 'vitest';
import { readStored, writeStored } from './storage';
import { parseIdList } from '@/stores/id-list-store';

describe('storage', () => {
    beforeEach(() => localStorage.clear());

    it('round-trips JSON under a key', () => {
        writeStored('sunrise:favorites', [3, 1]);
        expect(readStored('sunrise:favorites', parseIdList)).toEqual([3, 1]);
    });

    it('discards a corrupted value and removes it', () => {
        localStorage.setItem('sunrise:favorites', '{not json');
        expect(readStored('sunrise:favorites', parseIdList)).toBeNull();
        expect(localStorage.getItem('sunrise:favorites')).toBeNull();
    });

    it('discards a foreign value the parser does not recognise', () => {
        localStorage.setItem('sunrise:viewed', JSON.stringify({ some: 'thing' }));
        expect(readStored('sunrise:viewed', parseIdList)).toBeNull();
        expect(localStorage.getItem('sunrise:viewed')).toBeNull();
    });

    it('reads the old site id lists, dropping junk', () => {
        localStorage.setItem('sunrise:favorites', JSON.stringify(['12', 5, 'x', -1, 5]));
        expect(readStored('sunrise:favorites', parseIdList)).toEqual([12, 5]);
    });
});
