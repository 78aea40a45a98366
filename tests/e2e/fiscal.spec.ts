import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { STAFF, staffContext } from './staff-support';
import { BASE, freshPhone, hydrated, LANGS, MESSAGES, quiet, signUpFresh, type Lang } from './support';

// Fiscal receipts (docs/fiscal.md) on the embedded sandbox register: a card order paid on the sandbox page gets its
// e-receipt link on the tracking page and the account's order page, and its fiscal number on the staff order page.

interface Listed {
    id: number;
    slug: string;
    price: number;
}

/** A card delivery order placed through the API (as the signed-in customer when a token is given): number, token, payment page. */
async function placeCardOrder(
    request: APIRequestContext,
    lang: Lang,
    token: string | null,
): Promise<{ number: string; token: string; pay: string }> {
    const get = async <T>(path: string): Promise<T> => {
        const response = await request.get(`${BASE}${path}`, { headers: { 'Accept-Language': 'uk' } });
        expect(response.ok(), path).toBeTruthy();
        return ((await response.json()) as { data: T }).data;
    };
    const [regions, dish] = await Promise.all([
        get<Listed[]>('/api/get-regions'),
        get<Listed>('/api/products/philadelphia-classic'),
    ]);
    const region = regions.find((r) => r.slug === 'center') ?? regions[0];
    const response = await request.post(`${BASE}/api/orders`, {
        data: {
            order_type: 'delivery',
            region_id: region?.id,
            street: 'вул. Саксаганського',
            house: '12Б',
            name: 'Фіскальна Перевірка',
            phone: freshPhone(),
            persons: 1,
            payment_type: 'card-online',
            items: [
                {
                    id: dish.id,
                    quantity: Math.max(1, Math.ceil(45_000 / dish.price)),
                    currentPrice: dish.price,
                    modifiers: [],
                },
            ],
            slot: null,
            comment: null,
            change_from: null,
            promo_code: null,
            bonuses: null,
        },
        headers: {
            'Accept-Language': lang,
            'Idempotency-Key': `fiscal-${test.info().parallelIndex}-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
    });
    expect(response.status(), await response.text()).toBe(201);
    const data = (
        (await response.json()) as { data: { order: { number: string; token: string }; redirect_url: string } }
    ).data;
    return { number: data.order.number, token: data.order.token, pay: data.redirect_url };
}

for (const { lang, prefix } of LANGS) {
    test(`a card order paid on the sandbox page shows its e-receipt to the customer and its fiscal number to staff (${lang})`, async ({
        page,
        context,
        browser,
    }) => {
        // A sign-up, a payment and a staff sign-in in one test: more than the default 30 s on a shared machine.
        test.setTimeout(120_000);
        const m = MESSAGES[lang];
        await quiet(context);
        await signUpFresh(page, lang, prefix);
        const auth = (await context.cookies(BASE)).find((c) => c.name === 'auth_token');
        expect(auth, 'the signed-in customer has a token').toBeTruthy();
        const order = await placeCardOrder(page.request, lang, decodeURIComponent(auth?.value ?? ''));

        await page.goto(order.pay);
        await hydrated(page);
        await page.getByRole('button', { name: new RegExp(m['sandbox.pay'].replace('{amount}', '.*')) }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/payment-success$`));
        await expect(page.getByRole('status')).toHaveText(m['paymentSuccess.paid']);

        // The tracking page follows the order's feed: the link appears once the queue worker issued the receipt.
        await page.goto(`${prefix}/track/${order.token}`);
        await hydrated(page);
        const link = page.getByTestId('e-receipt-link');
        await expect(link).toBeVisible();
        await expect(link).toHaveText(new RegExp(m['receipt.sell'].replace('{number}', '\\d+')));
        const href = (await link.getAttribute('href')) ?? '';
        expect(href).toMatch(/\/fiscal\/sandbox\/[0-9a-f-]{36}$/);
        await expect(page.getByTestId('order-receipts')).toContainText(m['receipt.sandbox']);

        await page.goto(`${prefix}/account/orders/${order.number}`);
        await hydrated(page);
        await expect(page.getByTestId('e-receipt-link')).toHaveAttribute('href', href);

        // The sandbox's own receipt page says it is not fiscal.
        const receipt = await page.request.get(href);
        expect(receipt.ok()).toBeTruthy();
        expect(await receipt.text()).toContain(lang === 'en' ? 'NOT A FISCAL RECEIPT' : 'НЕ ФІСКАЛЬНИЙ ЧЕК');

        const { page: staff, context: staffCtx } = await staffContext(browser, 'manager', lang);
        try {
            await staff.goto(`${prefix}/staff/orders/${order.number}`);
            await hydrated(staff);
            const sale = staff.getByTestId('fiscal-receipt-sell');
            await expect(sale).toBeVisible();
            await expect(sale.getByTestId('fiscal-number')).toHaveText(
                new RegExp(STAFF[lang]['fiscal.number'].replace('{number}', '\\d+')),
            );
            await expect(sale).toContainText(STAFF[lang]['fiscal.status.done']);
        } finally {
            await staffCtx.close();
        }
    });
}
