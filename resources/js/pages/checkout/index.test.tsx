import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_KEY_STORAGE } from '@/lib/checkout';
import { IntlProvider } from '@/lib/intl';
import { StoresProvider } from '@/stores';
import type { CheckoutQuote, CheckoutSlots } from '@/types/models';

const router = vi.hoisted(() => ({ visit: vi.fn(), reload: vi.fn(), on: vi.fn(() => () => undefined) }));
const props = vi.hoisted(() => ({
    locale: 'en',
    auth: { authorized: false, profile: null },
    regions: [{ id: 1, slug: 'center', name: 'City centre', min_order: 40000, delivery_fee: 6000, free_from: 100000, eta_minutes: 45 }],
    restaurants: [{ id: 1, slug: 'podil', name: 'Sunrise Podil', address: '25 Sahaidachnoho St', phone: '+380441234501', lat: 0, lng: 0, pickup: true, hours: [] }],
    paymentTypes: [
        { id: 1, code: 'card-online', name: 'Card online', online: true },
        { id: 3, code: 'cash', name: 'Cash', online: false },
    ],
    orderTypes: [
        { id: 1, code: 'delivery', name: 'Delivery', online: false },
        { id: 2, code: 'pickup', name: 'Pickup', online: false },
    ],
    limits: { max_persons: 20, max_quantity: 99, bonus_share_percent: 30, timezone: 'Europe/Kyiv' },
}));

vi.mock('@inertiajs/react', () => ({
    usePage: () => ({ props }),
    router,
    Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
        <a href={href} {...rest}>
            {children}
        </a>
    ),
}));

const { default: Checkout } = await import('./index');

const quote = (total: number, problems: Record<string, string[]> = {}): CheckoutQuote => ({
    lines: [{ index: 0, id: 9, slug: 'philadelphia-classic', name: 'Philadelphia Classic', image: null, quantity: 2, price: 32900, modifiers: [], line_total: 65800, orderable: true, problems: [] }],
    totals: [
        { code: 'subtotal', amount: 65800 },
        { code: 'delivery', amount: total - 65800, free: total === 65800 },
        { code: 'total', amount: total },
    ],
    total,
    promo: null,
    bonuses: null,
    min_order: 40000,
    eta_minutes: 45,
    problems,
});

const slots: CheckoutSlots = {
    timezone: 'Europe/Kyiv',
    lead_minutes: 60,
    asap: { available: true, eta_minutes: 45, ready_at: '2026-06-10T12:45:00+03:00' },
    days: [{ date: '2026-06-10', closed: false, slots: [{ value: '2026-06-10T13:00:00+03:00', time: '13:00', available: true }] }],
};

type Answer = { status: number; body: unknown };
let placeAnswers: Answer[] = [];
let quoteTotals: number[] = [];
const calls: { url: string; init: RequestInit }[] = [];

function answer({ status, body }: Answer): Response {
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
    localStorage.setItem('sunrise:cart', JSON.stringify([{ id: 9, quantity: 2, currentPrice: 32900, modifiers: [] }]));
    sessionStorage.clear();
    calls.length = 0;
    placeAnswers = [];
    quoteTotals = [71800];
    vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string, init: RequestInit) => {
            calls.push({ url, init });
            if (url.includes('/checkout/slots')) return answer({ status: 200, body: { data: slots } });
            if (url.endsWith('/checkout/quote')) return answer({ status: 200, body: { data: quote(quoteTotals.length > 1 ? quoteTotals.shift()! : quoteTotals[0]!) } });
            return answer(placeAnswers.shift() ?? { status: 500, body: {} });
        }),
    );
});

afterEach(() => {
    cleanup();
    localStorage.clear();
    vi.unstubAllGlobals();
    router.visit.mockReset();
});

async function renderCheckout() {
    render(
        <StoresProvider>
            <IntlProvider locale="en">
                <Checkout />
            </IntlProvider>
        </StoresProvider>,
    );
    await screen.findByText('UAH 718', {}, { timeout: 3000 });
    fireEvent.input(screen.getByLabelText('Street'), { target: { value: 'Yaroslaviv Val' } });
    fireEvent.input(screen.getByLabelText('House'), { target: { value: '14' } });
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Olena' } });
    fireEvent.input(screen.getByLabelText('Phone'), { target: { value: '+380 50 123 45 67' } });
}

const placeCalls = () => calls.filter((c) => c.url === '/en/checkout' && c.init.method === 'POST');

describe('the checkout page', () => {
    it('shows the server\'s totals, places the order with an Idempotency-Key, then empties the cart and moves on', async () => {
        placeAnswers = [{ status: 200, body: { data: { order: {}, redirect_url: '/en/checkout/success' } } }];
        await renderCheckout();

        await act(async () => fireEvent.click(screen.getByTestId('place-order')));

        await waitFor(() => expect(router.visit).toHaveBeenCalledWith('/en/checkout/success'));
        const sent = placeCalls()[0]!;
        const body = JSON.parse(String(sent.init.body)) as Record<string, unknown>;
        expect((sent.init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
        expect(body).toMatchObject({ order_type: 'delivery', region_id: 1, street: 'Yaroslaviv Val', house: '14', name: 'Olena', expected_total: 71800, slot: null });
        expect(JSON.parse(localStorage.getItem('sunrise:cart') ?? '[]')).toEqual([]);
        expect(sessionStorage.getItem(CHECKOUT_KEY_STORAGE)).toBeNull();
    });

    it('puts the server\'s 422 messages on the fields and keeps the cart and the key for a retry', async () => {
        placeAnswers = [
            { status: 422, body: { message: 'Invalid.', errors: { phone: ['Enter a phone number of 10 to 15 digits.'] } } },
            { status: 200, body: { data: { order: {}, redirect_url: '/en/checkout/success' } } },
        ];
        await renderCheckout();

        await act(async () => fireEvent.click(screen.getByTestId('place-order')));
        await screen.findByText('Enter a phone number of 10 to 15 digits.');
        expect(JSON.parse(localStorage.getItem('sunrise:cart') ?? '[]')).toHaveLength(1);
        const key = sessionStorage.getItem(CHECKOUT_KEY_STORAGE);
        await act(async () => fireEvent.click(screen.getByTestId('place-order')));

        await waitFor(() => expect(placeCalls()).toHaveLength(2));
        expect((placeCalls()[1]!.init.headers as Record<string, string>)['Idempotency-Key']).toBe(key);
        expect(JSON.parse(localStorage.getItem('sunrise:cart') ?? '[]')).toHaveLength(0);
    });

    it('shows a price change before charging and asks for the new total', async () => {
        placeAnswers = [{ status: 422, body: { message: 'Changed.', errors: { total: ['The total changed from UAH 718 to UAH 778. Check the order and confirm again.'] } } }];
        await renderCheckout();
        quoteTotals = [77800];

        await act(async () => fireEvent.click(screen.getByTestId('place-order')));

        expect(await screen.findByTestId('price-change')).toHaveProperty('textContent', 'The total changed from UAH 718 to UAH 778. Check the order and confirm again.');
        await screen.findByText('UAH 778', {}, { timeout: 3000 });
        expect(JSON.parse(localStorage.getItem('sunrise:cart') ?? '[]')).toHaveLength(1);
    });

    it('does not send a form the browser can already refuse', async () => {
        await renderCheckout();
        fireEvent.input(screen.getByLabelText('Phone'), { target: { value: '123' } });

        await act(async () => fireEvent.click(screen.getByTestId('place-order')));

        expect(await screen.findByText('Enter a phone number of 10 to 15 digits.')).toBeTruthy();
        expect(placeCalls()).toHaveLength(0);
    });
});
