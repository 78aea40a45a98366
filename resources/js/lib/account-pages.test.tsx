import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IntlProvider } from '@/lib/intl';
import { formatMoney } from '@/lib/money';
import { StoresProvider } from '@/stores';
import type { Locale, Profile } from '@/types/models';
import AccountBonuses from '@/pages/account/bonuses';
import AccountFavorites from '@/pages/account/favorites';
import AccountOrders from '@/pages/account/orders';
import AccountProfile from '@/pages/account/profile';
import AccountReferral from '@/pages/account/referral';
import { routeInertiaHttpThroughFetch } from '@/test/fetch-http-client';
import { testLimits } from '@/test-support/limits';

routeInertiaHttpThroughFetch();

const page = vi.hoisted(() => {
    const props: Record<string, unknown> = {};
    return { props };
});

// The form hooks' module (@inertiajs/react/forms) reads Inertia's own config from here: the real one.
vi.mock('@inertiajs/react', async (importOriginal) => ({
    config: (await importOriginal<typeof import('@inertiajs/react')>()).config,
    usePage: () => page,
    Link: ({
        href,
        children,
        preserveScroll: _p,
        preserveState: _s,
        only: _o,
        ...rest
    }: {
        href: string;
        children: ReactNode;
        preserveScroll?: boolean;
        preserveState?: boolean;
        only?: string[];
    }) => (
        <a href={href} {...rest}>
            {children}
        </a>
    ),
    Head: () => null,
    // As the real one: the fallback until every named (deferred) prop is on the page, then the children.
    Deferred: ({
        data,
        fallback,
        children,
    }: {
        data: string | string[];
        fallback: ReactNode;
        children: ReactNode | (() => ReactNode);
    }) =>
        (Array.isArray(data) ? data : [data]).every((key) => page.props[key] !== undefined)
            ? typeof children === 'function'
                ? children()
                : children
            : fallback,
    router: { reload: vi.fn(), visit: vi.fn(), on: vi.fn(() => () => undefined) },
}));

const olena: Profile = {
    name: 'Олена',
    surname: 'Коваль',
    birthday: '1992-05-14',
    phone: '380501234567',
    referral_code: 'OLENA123',
    bonus_balance: 10630,
};

function show(ui: ReactNode, locale: Locale, props: Record<string, unknown>) {
    page.props = { locale, auth: { authorized: true, profile: olena }, limits: testLimits, ...props };
    render(
        <StoresProvider limits={testLimits}>
            <IntlProvider locale={locale}>{ui}</IntlProvider>
        </StoresProvider>,
    );
}

/** Run a step inside an async act, so the promise callbacks it sets off have run when it resolves. */
function settle(step: () => unknown): Promise<void> {
    return act(async () => {
        await step();
    });
}

beforeEach(() => localStorage.clear());
afterEach(() => cleanup());

/** A link's path and query, whatever host the route helper put before them. */
function hrefOf(text: string): string {
    const url = new URL(screen.getByText(text).getAttribute('href') ?? '', 'http://shop.test');
    return url.pathname + url.search;
}

describe('account orders page', () => {
    const order = (number: string) => ({
        number,
        created_at: '2026-11-10T13:30:00+02:00',
        status: 'completed',
        payment_status: 'paid',
        order_type: 'pickup',
        total: 45000,
        items_count: 2,
    });

    it.each([
        ['en', 'Page 2 of 3', 'Newer', 'Older', '/en/account/orders?page=1', '/en/account/orders?page=3'],
        ['uk', 'Сторінка 2 з 3', 'Новіші', 'Старіші', '/account/orders?page=1', '/account/orders?page=3'],
    ] as const)(
        'shows one page of a long history with links to the newer and older pages (%s)',
        (locale, where, newer, older, newerUrl, olderUrl) => {
            show(<AccountOrders />, locale, {
                orders: {
                    items: [order('SR-10021'), order('SR-10020')],
                    page: 2,
                    per_page: 20,
                    total: 45,
                    last_page: 3,
                },
            });

            expect(screen.getAllByTestId('order-row').map((row) => row.textContent)).toEqual([
                expect.stringContaining('SR-10021'),
                expect.stringContaining('SR-10020'),
            ]);
            expect(screen.getByText(where)).toBeTruthy();
            expect(hrefOf(newer)).toBe(newerUrl);
            expect(hrefOf(older)).toBe(olderUrl);
        },
    );

    it('shows no pager for a history of one page', () => {
        show(<AccountOrders />, 'en', {
            orders: { items: [order('SR-10001')], page: 1, per_page: 20, total: 1, last_page: 1 },
        });

        expect(screen.getAllByTestId('order-row')).toHaveLength(1);
        expect(screen.queryByRole('navigation', { name: 'My orders' })).toBeNull();
    });
});

describe('account bonuses page', () => {
    const bonuses = {
        balance: 10630,
        page: 1,
        per_page: 20,
        total: 2,
        last_page: 1,
        items: [
            { id: 2, amount: -3000, reason: 'order_spend', created_at: '2026-11-10T13:30:00+00:00' },
            { id: 1, amount: 10000, reason: 'referral', created_at: '2026-11-01T13:30:00+00:00' },
        ],
    };

    it('shows the balance, the ledger with dates and how bonuses are earned and spent', () => {
        show(<AccountBonuses />, 'en', {
            bonuses,
            rules: { accrual_percent: 5, max_share_percent: 30, referral_reward: 10000 },
        });

        expect(screen.getByTestId('bonus-balance').textContent).toBe(formatMoney(10630, 'en'));
        expect(screen.getByText('Paid for an order')).toBeTruthy();
        expect(screen.getByText('A friend placed a first order')).toBeTruthy();
        expect(screen.getByText('10.11.2026')).toBeTruthy();
        expect(screen.getByText('5% of every paid order comes back to you as bonuses.')).toBeTruthy();
        expect(screen.getByText('At checkout, bonuses can pay up to 30% of an order.')).toBeTruthy();
    });

    it('shows the rules and a busy placeholder while the deferred ledger loads', () => {
        show(<AccountBonuses />, 'uk', {
            rules: { accrual_percent: 5, max_share_percent: 30, referral_reward: 10000 },
        });

        expect(screen.queryByTestId('bonus-ledger')).toBeNull();
        expect(screen.queryByTestId('bonus-balance')).toBeNull();
        expect(
            screen.getAllByTestId('account-loading').every((element) => element.getAttribute('aria-busy') === 'true'),
        ).toBe(true);
        expect(screen.getAllByText('Завантаження…').length).toBeGreaterThan(0);
        expect(screen.getByText('Під час оформлення бонусами можна оплатити до 30% замовлення.')).toBeTruthy();
    });

    it('says so when the ledger is empty, in Ukrainian', () => {
        show(<AccountBonuses />, 'uk', {
            bonuses: { ...bonuses, balance: 0, total: 0, items: [] },
            rules: { accrual_percent: 5, max_share_percent: 30, referral_reward: 0 },
        });

        expect(screen.getByText('Поки що тут порожньо: перше замовлення принесе перші бонуси.')).toBeTruthy();
    });
});

describe('account favorites page', () => {
    it("shows the account's favorites and adds them to the browser's list", async () => {
        const card = {
            id: 7,
            slug: 'set-dragon',
            category_id: 1,
            name: 'Dragon set',
            image: null,
            price: 89900,
            old_price: null,
            weight: 900,
            pieces: 32,
            badges: [],
            allergens: [],
            available: true,
            has_modifiers: false,
            popularity: 1,
        };
        show(<AccountFavorites />, 'en', { favoriteIds: [7], products: [card] });

        expect(screen.getByText('Dragon set')).toBeTruthy();
        await waitFor(() => expect(JSON.parse(localStorage.getItem('sunrise:favorites') ?? '[]')).toEqual([7]));
    });

    it('shows the empty state without favorites', () => {
        show(<AccountFavorites />, 'en', { favoriteIds: [], products: [] });

        expect(screen.getByText('Dishes you mark with a heart will appear here.')).toBeTruthy();
    });
});

describe('account profile page', () => {
    it('shows the phone and a set birthday read-only', () => {
        show(<AccountProfile />, 'en', {});

        expect(screen.getByTestId('profile-phone').textContent).toBe('+380 50 123 45 67');
        expect(screen.getByTestId('profile-birthday').textContent).toBe('14.05.1992');
        expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Олена');
        expect(screen.getByText('The birthday can be set only once.')).toBeTruthy();
    });

    it('saves name and surname through auth.profile, keeping the birthday', async () => {
        const fetch = vi
            .spyOn(globalThis, 'fetch')
            .mockResolvedValue(new Response(JSON.stringify({ profile: { ...olena, name: 'Оля' } }), { status: 200 }));
        show(<AccountProfile />, 'en', {});

        fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Оля' } });
        await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Save' })));

        await waitFor(() => expect(fetch).toHaveBeenCalled());
        const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
        expect(url).toBe('/en/auth/profile');
        expect(JSON.parse(init.body as string)).toEqual({ name: 'Оля', surname: 'Коваль', birthday: '1992-05-14' });
        await waitFor(() => expect(screen.getByText('Saved')).toBeTruthy());
    });

    it("puts the shop's 422 messages under the fields", async () => {
        vi.spyOn(globalThis, 'fetch').mockResolvedValue(
            new Response(
                JSON.stringify({
                    message: 'x',
                    errors: { surname: ['Прізвище може містити лише літери, пробіли, апостроф, дефіс і крапку.'] },
                }),
                { status: 422 },
            ),
        );
        show(<AccountProfile />, 'uk', {});

        await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Зберегти' })));

        await waitFor(() =>
            expect(
                screen.getByText('Прізвище може містити лише літери, пробіли, апостроф, дефіс і крапку.'),
            ).toBeTruthy(),
        );
    });

    it('logs out through auth.logout', async () => {
        const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
        show(<AccountProfile />, 'uk', {});

        await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Вийти з акаунта' })));

        await waitFor(() => expect(fetch).toHaveBeenCalled());
        expect((fetch.mock.calls[0] as [string])[0]).toBe('/auth/logout');
    });
});

describe('account referral page', () => {
    const referral = {
        code: 'OLENA123',
        link: 'http://127.0.0.1:8000/?referral=OLENA123',
        reward: 10000,
        rewards_total: 10000,
        friends: [
            { name: 'Андрій', joined_at: '2026-10-29T10:00:00+00:00', ordered: true },
            { name: null, joined_at: '2026-11-15T10:00:00+00:00', ordered: false },
        ],
    };

    it('shows the code, the link, friends and rewards', () => {
        show(<AccountReferral />, 'en', { referral });

        expect(screen.getByTestId('referral-code').textContent).toBe('OLENA123');
        expect(screen.getByTestId<HTMLInputElement>('referral-link').value).toBe(
            'http://127.0.0.1:8000/?referral=OLENA123',
        );
        expect(screen.getByText('Андрій')).toBeTruthy();
        expect(screen.getByText('A friend')).toBeTruthy();
        expect(screen.getByText('Placed a first order')).toBeTruthy();
        expect(screen.getByText('No order yet')).toBeTruthy();
        expect(screen.getByTestId('referral-rewards').textContent).toBe(formatMoney(10000, 'en'));
    });

    it('copies the link', async () => {
        const writeText = vi.fn().mockResolvedValue(undefined);
        Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
        show(<AccountReferral />, 'uk', { referral });

        await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Копіювати' })));

        expect(writeText).toHaveBeenCalledWith('http://127.0.0.1:8000/?referral=OLENA123');
        expect(screen.getByText('Скопійовано')).toBeTruthy();
    });

    it.each([
        ['uk', 'Поділитися', 'Смачні суші та вок від Sunset: замовляй за моїм посиланням!'],
        ['en', 'Share', 'Tasty sushi and wok from Sunset: order through my link!'],
    ] as const)('shares the link under the configured shop name (%s)', async (locale, button, text) => {
        const share = vi.fn().mockResolvedValue(undefined);
        Object.defineProperty(navigator, 'share', { value: share, configurable: true });
        show(<AccountReferral />, locale, { referral, limits: { ...testLimits, brand_name: 'Sunset' } });

        await settle(() => fireEvent.click(screen.getByRole('button', { name: button })));

        expect(share).toHaveBeenCalledWith({ title: 'Sunset', text, url: 'http://127.0.0.1:8000/?referral=OLENA123' });
        Reflect.deleteProperty(navigator, 'share');
    });
});
