import { describe, expect, it } from 'vitest';
import { overdueOrders, waitsForAcceptance } from './accept-alarm';
import { PAYMENT_TYPE } from '@/lib/payment-types';

describe('the accept alarm', () => {
    const now = new Date('2026-11-25T12:10:00+02:00').getTime();
    const placed = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();

    it('names the orders that waited at least the limit, oldest first', () => {
        const waiting = [
            { number: 'SR-10003', placed_at: placed(3) },
            { number: 'SR-10001', placed_at: placed(9) },
            { number: 'SR-10002', placed_at: placed(2.9) },
            { number: 'SR-10004', placed_at: null },
        ];
        expect(overdueOrders(waiting, 3, now)).toEqual(['SR-10001', 'SR-10003']);
        expect(overdueOrders(waiting, 10, now)).toEqual([]);
    });

    it('waits for a new order, not for a card order still being paid', () => {
        expect(waitsForAcceptance({ status: 'new', payment_type: 'cash', payment_status: 'unpaid' })).toBe(true);
        expect(
            waitsForAcceptance({ status: 'new', payment_type: PAYMENT_TYPE.cardOnline, payment_status: 'pending' }),
        ).toBe(false);
        expect(
            waitsForAcceptance({ status: 'new', payment_type: PAYMENT_TYPE.cardOnline, payment_status: 'paid' }),
        ).toBe(true);
        expect(waitsForAcceptance({ status: 'accepted', payment_type: 'cash', payment_status: 'unpaid' })).toBe(false);
    });
});
