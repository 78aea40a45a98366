import { describe, expect, it } from 'vitest';
import en from '@/lang/en.json';
import uk from '@/lang/uk.json';
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
});
