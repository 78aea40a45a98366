import { describe, expect, it, vi } from 'vitest';
import en from '@/lang/en.json';
import uk from '@/lang/uk.json';
import enTrees from '@/lang/en.json?icu';
import ukTrees from '@/lang/uk.json?icu';
import { getIntl } from './intl';

describe('intl', () => {
    it('keeps one key set in uk and en', () => {
        expect(Object.keys(en).sort()).toEqual(Object.keys(uk).sort());
    });

    it('formats ICU plurals in both languages', () => {
        expect(getIntl('uk').formatMessage({ id: 'product.pieces' }, { count: 1 })).toBe('1 шматочок');
        expect(getIntl('uk').formatMessage({ id: 'product.pieces' }, { count: 3 })).toBe('3 шматочки');
        expect(getIntl('uk').formatMessage({ id: 'product.pieces' }, { count: 8 })).toBe('8 шматочків');
        expect(getIntl('en').formatMessage({ id: 'product.pieces' }, { count: 1 })).toBe('1 piece');
        expect(getIntl('en').formatMessage({ id: 'product.pieces' }, { count: 8 })).toBe('8 pieces');
    });

    it('uses the spec language tags', () => {
        expect(getIntl('uk').locale).toBe('uk-UA');
        expect(getIntl('en').locale).toBe('en-US');
    });

    it('has no empty message', () => {
        for (const messages of [uk, en]) {
            for (const [key, value] of Object.entries(messages)) {
                expect(value.trim(), key).not.toBe('');
            }
        }
    });

    it('ships every message parsed: one syntax tree per key of each dictionary', () => {
        for (const [source, trees] of [
            [uk, ukTrees],
            [en, enTrees],
        ] as const) {
            expect(Object.keys(trees).sort()).toEqual(Object.keys(source).sort());
            for (const tree of Object.values(trees)) expect(Array.isArray(tree)).toBe(true);
        }
    });

    it('refuses to format a language whose messages are not loaded yet, and formats it once they are', async () => {
        vi.resetModules();
        const fresh = await import('./intl');
        expect(() => fresh.getIntl('en')).toThrow(/await loadMessages\('en'\)/);
        await fresh.loadMessages('en');
        expect(fresh.getIntl('en').formatMessage({ id: 'product.pieces' }, { count: 2 })).toBe('2 pieces');
    });
});
