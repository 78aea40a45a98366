import { describe, expect, it } from 'vitest';
import { displayPhone, reasonKey, signedMoney } from './account';
import { formatMoney } from './money';

describe('account helpers', () => {
    it('names the known ledger reasons and falls back for others', () => {
        expect(reasonKey('order_accrual')).toBe('bonuses.reason.order_accrual');
        expect(reasonKey('referral')).toBe('bonuses.reason.referral');
        expect(reasonKey('order_accrual_reversed')).toBe('bonuses.reason.order_accrual_reversed');
        expect(reasonKey('something_new')).toBe('bonuses.reason.other');
    });

    it('signs earned and spent amounts', () => {
        expect(signedMoney(1480, 'en')).toBe('+' + formatMoney(1480, 'en'));
        expect(signedMoney(-3000, 'uk')).toBe('−' + formatMoney(3000, 'uk'));
    });

    it('formats Ukrainian numbers and leaves others as digits', () => {
        expect(displayPhone('380501234567')).toBe('+380 50 123 45 67');
        expect(displayPhone('4915112345678')).toBe('+4915112345678');
    });
});
