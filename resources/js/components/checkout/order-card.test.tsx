import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IntlProvider } from '@/lib/intl';
import { testLimits } from '@/test-support/limits';
import type { Locale, OrderDetails } from '@/types/models';
import { cancellationKey, OrderCard } from './order-card';
import { PAYMENT_TYPE } from '@/lib/payment-types';

vi.mock('@inertiajs/react', () => ({ usePage: () => ({ props: { limits: testLimits } }) }));

afterEach(cleanup);

function order(overrides: Partial<OrderDetails> = {}): OrderDetails {
    return {
        number: 'SR-10042',
        created_at: '2026-06-10T12:00:00+03:00',
        status: 'new',
        payment_status: 'pending',
        order_type: 'pickup',
        total: 65800,
        items_count: 2,
        locale: 'uk',
        payment_type: PAYMENT_TYPE.cardOnline,
        name: 'Андрій',
        phone: '380671234567',
        address: null,
        region: null,
        restaurant: { id: 1, name: 'Sunrise Podil', address: '25 Sahaidachnoho St', phone: '+380441234501' },
        asap: true,
        slot_at: null,
        eta_at: '2026-06-10T12:25:00+03:00',
        persons: 1,
        comment: null,
        change_from: null,
        lines: [],
        totals: [{ code: 'total', amount: 65800 }],
        status_history: [],
        payment_history: [],
        payable: false,
        cancellation_reason: null,
        ...overrides,
    };
}

function show(details: OrderDetails, locale: Locale): void {
    render(
        <IntlProvider locale={locale}>
            <OrderCard order={details} locale={locale} />
        </IntlProvider>,
    );
}

describe('OrderCard', () => {
    it('says an order was cancelled because it was not paid in time, in Ukrainian and English', () => {
        show(order({ status: 'cancelled', payment_status: 'unpaid', cancellation_reason: 'payment_timeout' }), 'uk');
        expect(screen.getByTestId('cancellation-reason').textContent).toContain('не оплатили вчасно');
        cleanup();

        show(order({ status: 'cancelled', payment_status: 'unpaid', cancellation_reason: 'payment_timeout' }), 'en');
        expect(screen.getByTestId('cancellation-reason').textContent).toContain('not paid in time');
    });

    it('shows no reason for an open order, nor the "to be paid" line of a cancelled one', () => {
        show(order(), 'en');
        expect(screen.queryByTestId('cancellation-reason')).toBeNull();
        cleanup();

        show(order({ status: 'cancelled', payment_status: 'unpaid', cancellation_reason: 'payment_timeout' }), 'en');
        expect(screen.queryByText(/to be paid on receipt/)).toBeNull();
    });

    it('says an unpaid card order (taken by phone, paid from its link) waits for the card, and a cash one is paid on receipt', () => {
        show(order({ payment_status: 'unpaid', payment_type: PAYMENT_TYPE.cardOnline }), 'en');
        expect(screen.getByText(/waiting for the card payment/)).toBeTruthy();
        cleanup();

        show(order({ payment_status: 'unpaid', payment_type: PAYMENT_TYPE.cardOnline }), 'uk');
        expect(screen.getByText(/очікуємо оплату карткою/)).toBeTruthy();
        cleanup();

        show(order({ payment_status: 'unpaid', payment_type: 'cash' }), 'en');
        expect(screen.getByText(/to be paid on receipt/)).toBeTruthy();
    });

    it('reads a reason this build does not know as a plain cancellation', () => {
        expect(cancellationKey('payment_timeout')).toBe('order.cancelledReason.payment_timeout');
        expect(cancellationKey('kitchen_closed')).toBe('order.cancelledReason.other');
        expect(cancellationKey(null)).toBeNull();
    });
});
