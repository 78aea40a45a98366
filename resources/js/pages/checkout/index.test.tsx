import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_KEY_STORAGE } from '@/lib/checkout';
import { IntlProvider } from '@/lib/intl';
import { StoresProvider } from '@/stores';
import type { CheckoutQuote, CheckoutSlots } from '@/types/models';
import { routeInertiaHttpThroughFetch } from '@/test/fetch-http-client';
import { testLimits } from '@/test-support/limits';

routeInertiaHttpThroughFetch();

const router = vi.hoisted(() => ({ visit: vi.fn(), reload: vi.fn(), on: vi.fn(() => () => undefined) }));
const props = await vi.hoisted(async () => {
    const { PAYMENT_TYPE } = await import('@/lib/payment-types');
    return {
        locale: 'en',
        auth: { authorized: false, profile: null },
        regions: [
            {
                id: 1,
                slug: 'center',
                name: 'City centre',
                min_order: 40000,
                delivery_fee: 6000,
                free_from: 100000,
                eta_minutes: 45,
                restaurant_id: 1,
            },
            {
                id: 2,
                slug: 'podil-obolon',
                name: 'Podil and Obolon',
                min_order: 40000,
                delivery_fee: 7000,
                free_from: 100000,
                eta_minutes: 50,
                restaurant_id: 1,
            },
            {
                id: 3,
                slug: 'troieshchyna',
                name: 'Troieshchyna',
                min_order: 60000,
                delivery_fee: 12000,
                free_from: 150000,
                eta_minutes: 75,
                restaurant_id: 1,
            },
        ],
        restaurants: [
            {
                id: 1,
                slug: 'podil',
                name: 'Sunrise Podil',
                address: '25 Sahaidachnoho St',
                phone: '+380441234501',
                lat: 0,
                lng: 0,
                pickup: true,
                hours: [],
            },
        ],
        paymentTypes: [
            { id: 1, code: PAYMENT_TYPE.cardOnline, name: 'Card online', online: true },
            { id: 3, code: 'cash', name: 'Cash', online: false },
        ],
        orderTypes: [
            { id: 1, code: 'delivery', name: 'Delivery', online: false },
            { id: 2, code: 'pickup', name: 'Pickup', online: false },
        ],
        limits: {} as typeof testLimits,
    };
});

// The form hooks' module (@inertiajs/react/forms) reads Inertia's own config from here: the real one.
vi.mock('@inertiajs/react', async (importOriginal) => ({
    config: (await importOriginal<typeof import('@inertiajs/react')>()).config,
    usePage: () => ({ props }),
    router,
    Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
        <a href={href} {...rest}>
            {children}
        </a>
    ),
}));
props.limits = testLimits;

const { default: Checkout } = await import('./index');

const quote = (total: number, problems: Record<string, string[]> = {}): CheckoutQuote => ({
    lines: [
        {
            index: 0,
            id: 9,
            slug: 'philadelphia-classic',
            name: 'Philadelphia Classic',
            image: null,
            quantity: 2,
            price: 32900,
            modifiers: [],
            line_total: 65800,
            orderable: true,
            problems: [],
        },
    ],
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
    asap: {
        available: true,
        eta_minutes: 45,
        ready_at: '2026-06-10T12:45:00+03:00',
        busy_minutes: 0,
        paused_until: null,
    },
    days: [
        {
            date: '2026-06-10',
            closed: false,
            slots: [{ value: '2026-06-10T13:00:00+03:00', time: '13:00', available: true }],
        },
    ],
};

type Answer = { status: number; body: unknown };
let placeAnswers: Answer[] = [];
let quoteTotals: number[] = [];
/** When set, answers the quotes itself (by the body asked), e.g. to hold one back. */
let quoteOf: ((body: { region_id: number | null }) => Promise<number>) | null = null;
const calls: { url: string; init: RequestInit }[] = [];

function answer({ status, body }: Answer): Response {
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Run a step inside an async act, so the promise callbacks it sets off have run when it resolves. */
function settle(step: () => unknown): Promise<void> {
    return act(async () => {
        await step();
    });
}

beforeEach(() => {
    localStorage.setItem('sunrise:cart', JSON.stringify([{ id: 9, quantity: 2, currentPrice: 32900, modifiers: [] }]));
    sessionStorage.clear();
    calls.length = 0;
    placeAnswers = [];
    quoteTotals = [71800];
    quoteOf = null;
    vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string, init: RequestInit) => {
            calls.push({ url, init });
            if (url.includes('/checkout/slots')) return answer({ status: 200, body: { data: slots } });
            if (url.endsWith('/checkout/quote') && quoteOf)
                return answer({
                    status: 200,
                    body: {
                        data: quote(await quoteOf(JSON.parse(init.body as string) as { region_id: number | null })),
                    },
                });
            if (url.endsWith('/checkout/quote'))
                return answer({
                    status: 200,
                    body: { data: quote(quoteTotals.length > 1 ? quoteTotals.shift()! : quoteTotals[0]!) },
                });
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
        <StoresProvider limits={testLimits}>
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
const quoteCalls = () => calls.filter((c) => c.url.endsWith('/checkout/quote'));
const sentTotal = (index: number) =>
    (JSON.parse(placeCalls()[index]!.init.body as string) as { expected_total: number }).expected_total;

/** A button's text with the currency's no-break space as a plain one. */
const label = (element: HTMLElement) => element.textContent?.replace(/\s+/g, ' ');

/** A promise the test settles later: a quote still on its way. */
function held<T>() {
    let settle: (value: T) => void = () => undefined;
    const promise = new Promise<T>((resolve) => (settle = resolve));
    return { promise, settle };
}

/** Region fees of the quotes below: the total is 658 + the fee. */
const REGION_TOTALS: Record<number, number> = { 1: 71800, 2: 72800, 3: 77800 };

describe('the checkout page', () => {
    it("shows the server's totals, places the order with an Idempotency-Key, then empties the cart and moves on", async () => {
        placeAnswers = [{ status: 200, body: { data: { order: {}, redirect_url: '/en/checkout/success' } } }];
        await renderCheckout();

        await settle(() => fireEvent.click(screen.getByTestId('place-order')));

        await waitFor(() => expect(router.visit).toHaveBeenCalledWith('/en/checkout/success'));
        const sent = placeCalls()[0]!;
        const body = JSON.parse(sent.init.body as string) as Record<string, unknown>;
        expect((sent.init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
        expect(body).toMatchObject({
            order_type: 'delivery',
            region_id: 1,
            street: 'Yaroslaviv Val',
            house: '14',
            name: 'Olena',
            expected_total: 71800,
            slot: null,
        });
        expect(JSON.parse(localStorage.getItem('sunrise:cart') ?? '[]')).toEqual([]);
        expect(sessionStorage.getItem(CHECKOUT_KEY_STORAGE)).toBeNull();
    });

    it("puts the server's 422 messages on the fields and keeps the cart and the key for a retry", async () => {
        placeAnswers = [
            {
                status: 422,
                body: { message: 'Invalid.', errors: { phone: ['Enter a phone number of 10 to 15 digits.'] } },
            },
            { status: 200, body: { data: { order: {}, redirect_url: '/en/checkout/success' } } },
        ];
        await renderCheckout();

        await settle(() => fireEvent.click(screen.getByTestId('place-order')));
        await screen.findByText('Enter a phone number of 10 to 15 digits.');
        expect(JSON.parse(localStorage.getItem('sunrise:cart') ?? '[]')).toHaveLength(1);
        const key = sessionStorage.getItem(CHECKOUT_KEY_STORAGE);
        await settle(() => fireEvent.click(screen.getByTestId('place-order')));

        await waitFor(() => expect(placeCalls()).toHaveLength(2));
        expect((placeCalls()[1]!.init.headers as Record<string, string>)['Idempotency-Key']).toBe(key);
        expect(JSON.parse(localStorage.getItem('sunrise:cart') ?? '[]')).toHaveLength(0);
    });

    it('shows a price change before charging and asks for the new total', async () => {
        placeAnswers = [
            {
                status: 422,
                body: {
                    message: 'Changed.',
                    errors: {
                        total: ['The total changed from UAH 718 to UAH 778. Check the order and confirm again.'],
                    },
                },
            },
        ];
        await renderCheckout();
        quoteTotals = [77800];

        await settle(() => fireEvent.click(screen.getByTestId('place-order')));

        expect(await screen.findByTestId('price-change')).toHaveProperty(
            'textContent',
            'The total changed from UAH 718 to UAH 778. Check the order and confirm again.',
        );
        await screen.findByText('UAH 778', {}, { timeout: 3000 });
        expect(JSON.parse(localStorage.getItem('sunrise:cart') ?? '[]')).toHaveLength(1);
    });

    it("keeps Pay busy while the quote of a newly chosen region is on its way, then places the order at that region's total", async () => {
        placeAnswers = [{ status: 200, body: { data: { order: {}, redirect_url: '/en/checkout/success' } } }];
        const podil = held<number>();
        quoteOf = ({ region_id }) =>
            region_id === 2 ? podil.promise : Promise.resolve(REGION_TOTALS[region_id ?? 1]!);
        await renderCheckout();
        const button = screen.getByTestId<HTMLButtonElement>('place-order');
        expect(button.getAttribute('aria-busy')).toBe('false');

        fireEvent.change(screen.getByLabelText('Delivery area'), { target: { value: '2' } });

        // Busy from the change itself: the debounce before the quote is asked counts.
        expect(button.disabled).toBe(true);
        expect(button.getAttribute('aria-busy')).toBe('true');
        await waitFor(() => expect(quoteCalls().length).toBeGreaterThan(1));
        await settle(() => fireEvent.click(button));
        await settle(() => fireEvent.submit(button.form!));
        expect(placeCalls()).toHaveLength(0);
        expect(label(button)).toBe('Pay UAH 718');

        await settle(() => podil.settle(72800));
        await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('false'));
        expect(label(button)).toBe('Pay UAH 728');
        await settle(() => fireEvent.click(button));

        await waitFor(() => expect(placeCalls()).toHaveLength(1));
        expect(sentTotal(0)).toBe(72800);
    });

    it('never shows nor sends the total of a region chosen before, even when its answer comes last', async () => {
        placeAnswers = [{ status: 200, body: { data: { order: {}, redirect_url: '/en/checkout/success' } } }];
        const podil = held<number>();
        quoteOf = ({ region_id }) =>
            region_id === 2 ? podil.promise : Promise.resolve(REGION_TOTALS[region_id ?? 1]!);
        await renderCheckout();
        const button = screen.getByTestId<HTMLButtonElement>('place-order');

        fireEvent.change(screen.getByLabelText('Delivery area'), { target: { value: '2' } });
        await waitFor(() =>
            expect(quoteCalls().some((c) => (c.init.body as string).includes('"region_id":2'))).toBe(true),
        );
        fireEvent.change(screen.getByLabelText('Delivery area'), { target: { value: '3' } });
        await waitFor(() => expect(label(button)).toBe('Pay UAH 778'));
        await settle(() => podil.settle(72800));

        expect(label(button)).toBe('Pay UAH 778');
        expect(screen.queryByText('UAH 728')).toBeNull();
        await settle(() => fireEvent.click(button));
        await waitFor(() => expect(placeCalls()).toHaveLength(1));
        expect(sentTotal(0)).toBe(77800);
    });

    it("shows the kitchen's times from the shop's clock, whatever the browser's clock says", async () => {
        vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-03-01T23:30:00Z') });
        try {
            await renderCheckout();
            expect(await screen.findByText('As soon as possible (~45 min, about 12:45)')).toBeTruthy();

            fireEvent.click(screen.getByLabelText('At a chosen time'));

            await waitFor(() =>
                expect(screen.getByLabelText<HTMLSelectElement>('Time').value).toBe('2026-06-10T13:00:00+03:00'),
            );
            expect(screen.getByRole('option', { name: '13:00' })).toBeTruthy();
        } finally {
            vi.useRealTimers();
        }
    });

    it('does not send a form the browser can already refuse', async () => {
        await renderCheckout();
        fireEvent.input(screen.getByLabelText('Phone'), { target: { value: '123' } });

        await settle(() => fireEvent.click(screen.getByTestId('place-order')));

        expect(await screen.findByText('Enter a phone number of 10 to 15 digits.')).toBeTruthy();
        expect(placeCalls()).toHaveLength(0);
    });
});
