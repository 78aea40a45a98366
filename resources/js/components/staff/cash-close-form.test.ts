import { describe, expect, it } from 'vitest';
import { countResult, parseHryvnias } from './cash-close-form';

describe('the sum counted at a cash close', () => {
    it('reads hryvnias with a comma or a dot, and spaces between thousands, as kopiyky', () => {
        expect(parseHryvnias('1323')).toBe(132300);
        expect(parseHryvnias('1323,5')).toBe(132350);
        expect(parseHryvnias('1323.05')).toBe(132305);
        expect(parseHryvnias(' 1 323,50 ')).toBe(132350);
        expect(parseHryvnias('1\u00a0323,50')).toBe(132350);
        expect(parseHryvnias('0')).toBe(0);
    });

    it('refuses what is not a sum', () => {
        for (const typed of ['', ' ', '-5', '12,345', '1.2.3', 'abc', '1e3', '1234567890'])
            expect(parseHryvnias(typed), typed).toBeNull();
    });

    it('tells a shortfall, a surplus and the exact sum apart', () => {
        expect(countResult(132300, 130000)).toEqual({ kind: 'short', amount: 2300 });
        expect(countResult(132300, 133000)).toEqual({ kind: 'over', amount: 700 });
        expect(countResult(132300, 132300)).toEqual({ kind: 'exact', amount: 0 });
        expect(countResult(132300, null)).toBeNull();
    });
});
