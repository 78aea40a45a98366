import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
    it('shows whole hryvnias without kopiyky and others with two digits', () => {
        expect(formatMoney(32900, 'en').replace(/\s/g, ' ')).toBe('UAH 329');
        expect(formatMoney(6580, 'en').replace(/\s/g, ' ')).toBe('UAH 65.80');
        expect(formatMoney(6580, 'uk').replace(/\s/g, ' ')).toBe('65,80 ₴');
        expect(formatMoney(169900, 'uk').replace(/\s/g, ' ')).toBe('1 699 ₴');
    });
});
