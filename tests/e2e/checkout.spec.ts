import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { STAFF, staffContext } from './staff-support';
import { addToCart, BASE, enterPhoneAndCode, freshPhone, hydrated, LANGS, MESSAGES, quiet, type Lang } from './support';
import { PAYMENT_TYPE, type PaymentType } from '../../resources/js/lib/payment-types';

/** The order total a totals list shows. */
const totalOf = (page: Page) => page.getByTestId('totals').locator('.totals__row--total dd');

/**
 * Fill the checkout form: delivery to the second region (or pickup at the second restaurant), contacts, payment.
 * Returns the total the Pay button settled on: the quote of exactly these inputs (the button is busy until it arrives).
 */
async function fillCheckout(
    page: Page,
    lang: Lang,
    prefix: string,
    options: {
        type: 'delivery' | 'pickup';
        payment: PaymentType;
        guest?: boolean;
        phone?: string;
    },
): Promise<string> {
    const m = MESSAGES[lang];
    await page.goto(`${prefix}/checkout`);
    await hydrated(page);
    await page.locator(`input[name=order_type][value=${options.type}]`).check();
    if (options.type === 'delivery') {
        await page.getByLabel(m['checkout.region']).selectOption({ index: 1 });
        await page.getByLabel(m['checkout.street'], { exact: true }).fill('вул. Саксаганського');
        await page.getByLabel(m['checkout.house'], { exact: true }).fill('12Б');
        await page.getByLabel(m['checkout.apartment'], { exact: true }).fill('7');
    } else {
        await page.getByLabel(m['checkout.restaurant']).selectOption({ index: 1 });
    }
    // The e2e server's shop clock reads a Wednesday noon (scripts/e2e-server.sh): the kitchens are open.
    const asap = page.locator('input[name=when][value=asap]');
    await expect(asap).toBeEnabled();
    await asap.check();
    if (options.guest) {
        await page.getByLabel(m['checkout.name'], { exact: true }).fill('Ірина Гість');
        await page.getByLabel(m['checkout.phone'], { exact: true }).fill(options.phone ?? `+${freshPhone()}`);
    }
    await page.locator(`input[name=payment_type][value=${options.payment}]`).check();
    return settledTotal(page);
}

/** Wait until the Pay button is no longer busy (the quote of the current inputs arrived) and shows the listed total. */
async function settledTotal(page: Page): Promise<string> {
    const button = page.getByTestId('place-order');
    await expect(button).toHaveAttribute('aria-busy', 'false');
    await expect(button).toBeEnabled();
    const total = (await totalOf(page).textContent()) ?? '';
    expect(total).not.toBe('');
    await expect(button).toContainText(total);
    return total;
}

/** A guest's card delivery order of a dish placed up to the sandbox payment page, which shows the checkout's total. */
async function guestCardOrderToSandbox(page: Page, lang: Lang, prefix: string, slug: string, times = 1): Promise<void> {
    await addToCart(page, lang, prefix, slug, times);
    const total = await fillCheckout(page, lang, prefix, {
        type: 'delivery',
        payment: PAYMENT_TYPE.cardOnline,
        guest: true,
    });
    await page.getByTestId('place-order').click();

    await expect(page).toHaveURL(/sandbox-payment/);
    await expect(page.getByTestId('sandbox-amount')).toHaveText(total);
    await hydrated(page);
}

// A card order replaces the open card order of its phone or client address: each worker's browser is a client address
// of its own (X-Forwarded-For, which the e2e server trusts from loopback) and each guest a phone of its own, so two
// tests running at once never cancel each other's payment. The dev outbox is read without it (page.request is not routed).
test.beforeEach(async ({ context }, testInfo) => {
    const address = `127.91.${Math.floor(testInfo.workerIndex / 250) % 250}.${(testInfo.workerIndex % 250) + 1}`;
    await context.route('**/*', (route) =>
        route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
    );
});

for (const { lang, prefix } of LANGS) {
    const m = MESSAGES[lang];

    test(`a guest orders delivery and pays by card on the sandbox page (${lang})`, async ({ page, context }) => {
        await quiet(context);
        await guestCardOrderToSandbox(page, lang, prefix, 'philadelphia-classic', 2);
        await page.getByRole('button', { name: new RegExp(m['sandbox.pay'].replace('{amount}', '.*')) }).click();

        await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/payment-success$`));
        await expect(page.getByRole('status')).toHaveText(m['paymentSuccess.paid']);
        await expect(page.getByTestId('cart-count')).toHaveCount(0);
        await page.goto(`${prefix}/menu`);
        await expect(page.getByTestId('cart-count')).toHaveText('0');
    });

    test(`two customers at one address both pay by card, and both orders stand (${lang})`, async ({ browser }) => {
        // Two whole checkouts and payments, one after the other.
        test.setTimeout(90_000);
        // Two browsers behind one public address (a carrier's NAT, an office): the e2e server sees both as 127.0.0.1.
        const customers = await Promise.all(
            ['+380671112241', '+380671112242'].map(async (phone) => ({
                phone,
                context: await browser.newContext({ baseURL: BASE, locale: lang === 'uk' ? 'uk-UA' : 'en-US' }),
            })),
        );
        const pages = [];
        for (const customer of customers) {
            await quiet(customer.context);
            const page = await customer.context.newPage();
            await addToCart(page, lang, prefix, 'philadelphia-classic', 1);
            const total = await fillCheckout(page, lang, prefix, {
                type: 'pickup',
                payment: PAYMENT_TYPE.cardOnline,
                guest: true,
                phone: customer.phone,
            });
            await page.getByTestId('place-order').click();
            await expect(page).toHaveURL(/sandbox-payment/);
            await expect(page.getByTestId('sandbox-amount')).toHaveText(total);
            pages.push(page);
        }
        // The first one pays only after the second placed an order from the same address.
        for (const page of pages) {
            await hydrated(page);
            await page.getByRole('button', { name: new RegExp(m['sandbox.pay'].replace('{amount}', '.*')) }).click();
            await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/payment-success$`));
            await expect(page.getByRole('status')).toHaveText(m['paymentSuccess.paid']);
            await expect(page.getByTestId('cancellation-reason')).toHaveCount(0);
        }
        await Promise.all(customers.map((customer) => customer.context.close()));
    });

    test(`a declined card payment can be retried and then succeeds (${lang})`, async ({ page, context }) => {
        await quiet(context);
        await guestCardOrderToSandbox(page, lang, prefix, 'set-dragon');
        await page.getByRole('button', { name: m['sandbox.decline'] }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/payment-failure$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(m['paymentFailure.title']);

        await hydrated(page);
        await page.getByTestId('pay-again').click();
        await expect(page).toHaveURL(/sandbox-payment/);
        await hydrated(page);
        await page.getByRole('button', { name: new RegExp(m['sandbox.pay'].replace('{amount}', '.*')) }).click();
        await expect(page.getByRole('status')).toHaveText(m['paymentSuccess.paid']);
    });

    test(`pickup paid in cash lands on the order-placed page (${lang})`, async ({ page, context }) => {
        await quiet(context);
        await addToCart(page, lang, prefix, 'miso-soup');
        const total = await fillCheckout(page, lang, prefix, { type: 'pickup', payment: 'cash', guest: true });
        await page.getByTestId('place-order').click();

        await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/success$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(m['orderPlaced.title']);
        await expect(page.getByTestId('totals')).toContainText(m['totals.total']);
        await expect(totalOf(page)).toHaveText(total);
    });

    test(`a scheduled pickup: the calendar loads when a time is to be chosen, and the order is placed for the day and time picked (${lang})`, async ({
        page,
        context,
    }) => {
        await quiet(context);
        await addToCart(page, lang, prefix, 'miso-soup');
        await fillCheckout(page, lang, prefix, { type: 'pickup', payment: 'cash', guest: true });
        await expect(page.getByRole('button', { name: m['datePicker.open'] })).toHaveCount(0);

        await page.locator('input[name=when][value=scheduled]').check();
        await page.getByRole('button', { name: m['datePicker.open'] }).click();
        await page.getByRole('gridcell').getByRole('button', { disabled: false }).first().click();
        const slot = page.getByRole('combobox', { name: m['checkout.slot'], exact: true });
        await expect(slot).toBeEnabled();
        const time = await slot.locator('option:not([value=""]):not([disabled])').first().getAttribute('value');
        await slot.selectOption(time ?? '');
        await settledTotal(page);
        await page.getByTestId('place-order').click();

        await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/success$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(m['orderPlaced.title']);
    });

    test(`a 10 % tip is priced by the server, paid with the order and shown on the order-placed page (${lang})`, async ({
        page,
        context,
    }) => {
        await quiet(context);
        await addToCart(page, lang, prefix, 'philadelphia-classic', 2);
        const withoutTip = await fillCheckout(page, lang, prefix, { type: 'pickup', payment: 'cash', guest: true });
        const tipRow = page.getByTestId('totals').locator('.totals__row--tip');
        await expect(tipRow).toHaveCount(0);

        await page.getByTestId('tip').getByLabel('10 %').check();
        await expect(tipRow.locator('dt')).toHaveText(m['totals.tipPercent'].replace('{percent}', '10'));
        const total = await settledTotal(page);
        expect(total).not.toBe(withoutTip);
        const tip = (await tipRow.locator('dd').textContent()) ?? '';
        await page.getByTestId('place-order').click();

        await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/success$`));
        await expect(page.getByTestId('totals').locator('.totals__row--tip dd')).toHaveText(tip);
        await expect(totalOf(page)).toHaveText(total);
    });
}

// A new customer each time: the seeded demo customer's balance would run out over repeated runs, and two workers
// signing in one phone at once replace each other's code. The bonuses a card payment earned pay part of the next order.
test('a customer spends the bonuses a card payment earned and sees both orders in the account', async ({
    page,
    context,
}) => {
    // A sign-up, two orders and a payment: a long flow (each step waits for the app's own signal).
    test.slow();
    await quiet(context);
    const m = MESSAGES.en;
    await page.goto('/en/account');
    await hydrated(page);
    await enterPhoneAndCode(page, 'en', freshPhone());
    const profile = page.getByRole('dialog', { name: m['auth.profile.title'] });
    await profile.getByLabel(m['auth.profile.name']).fill('Taras');
    await profile.getByLabel(m['auth.profile.surname']).fill('Bondar');
    await profile.getByRole('button', { name: m['auth.continue'] }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await addToCart(page, 'en', '/en', 'set-dragon');
    const paid = await fillCheckout(page, 'en', '/en', { type: 'delivery', payment: PAYMENT_TYPE.cardOnline });
    await page.getByTestId('place-order').click();
    await expect(page).toHaveURL(/sandbox-payment/);
    await expect(page.getByTestId('sandbox-amount')).toHaveText(paid);
    await hydrated(page);
    await page.getByRole('button', { name: new RegExp(m['sandbox.pay'].replace('{amount}', '.*')) }).click();
    await expect(page.getByRole('status')).toHaveText(m['paymentSuccess.paid']);

    await addToCart(page, 'en', '/en', 'set-dragon');
    await fillCheckout(page, 'en', '/en', { type: 'pickup', payment: 'cash' });
    await expect(page.getByLabel(m['checkout.name'], { exact: true })).toHaveValue('Taras Bondar');
    await page.getByRole('button', { name: m['checkout.bonusesMax'] }).click();
    await expect(page.getByTestId('totals')).toContainText(m['totals.bonuses']);
    const total = await settledTotal(page);
    await page.getByTestId('place-order').click();

    await expect(page).toHaveURL(/\/en\/checkout\/success$/);
    await expect(page.getByTestId('totals')).toContainText(m['totals.bonuses']);
    await expect(totalOf(page)).toHaveText(total);
    await page.goto('/en/account/orders');
    await expect(page.getByTestId('order-row')).toHaveCount(2);
});

// A dish the chosen kitchen stopped: the checkout says so once, under the dish, in the cart's words, leaves it out of the
// total and keeps the button off until it is removed (or another kitchen is chosen), before the customer taps.
for (const { lang, prefix } of LANGS) {
    test(`a dish stopped at the chosen kitchen is named under it before placing, out of the total (${lang})`, async ({
        browser,
        page,
        context,
    }) => {
        test.setTimeout(150_000);
        const m = MESSAGES[lang];
        const s = STAFF[lang];
        // A dish no other spec orders (one per language: the two may run at once), stopped at the first restaurant only.
        const slug = lang === 'uk' ? 'nigiri-sea-bass' : 'nigiri-tuna';
        const product = (await (await page.request.get(`/api/products/${slug}`)).json()) as { data: { id: number } };
        // One staff account per language: the two languages' runs stop their dishes side by side.
        const kitchen = await staffContext(browser, lang === 'uk' ? 'kitchen' : 'operator', lang);
        let restaurant = '';
        const stop = async (stopped: boolean) => {
            await kitchen.page.goto(`${prefix}/staff/stop-list`);
            await hydrated(kitchen.page);
            const scope = kitchen.page.getByLabel(s['stopList.scope'], { exact: true });
            await scope.selectOption({ index: 1 });
            restaurant = ((await scope.locator('option:checked').textContent()) ?? '').trim();
            const toggle = kitchen.page.getByTestId(`stop-product-${product.data.id}`).getByRole('button');
            if ((await toggle.getAttribute('aria-pressed')) !== String(stopped)) await toggle.click();
            // An Inertia PUT, back to the page with the new list (slow on a busy machine: the storefront's caches are renewed).
            await expect(toggle).toHaveAttribute('aria-pressed', String(stopped), { timeout: 20_000 });
        };
        await stop(true);
        try {
            await quiet(context);
            await addToCart(page, lang, prefix, 'philadelphia-classic', 2);
            await addToCart(page, lang, prefix, slug);
            await page.goto(`${prefix}/checkout`);
            await hydrated(page);
            await page.locator('input[name=order_type][value=pickup]').check();
            const select = page.getByLabel(m['checkout.restaurant']);
            await select.selectOption(
                (await select.locator('option', { hasText: restaurant }).getAttribute('value')) ?? '',
            );

            const problem = page.getByTestId('line-problem');
            await expect(problem).toHaveCount(1);
            await expect(problem).toContainText(restaurant);
            await expect(problem).toContainText(lang === 'uk' ? 'пункт самовивозу' : 'pickup point');
            // Said once: no second copy of it above the totals.
            await expect(page.getByRole('alert').filter({ hasText: restaurant })).toHaveCount(1);
            await expect(page.getByTestId('place-order')).toBeDisabled();
            const total = await totalOf(page).textContent();
            await page.screenshot({
                path: `tests/e2e/.artifacts/screenshots/checkout-stopped-${lang}-${page.viewportSize()?.width ?? 0}.png`,
                fullPage: true,
            });

            // Removed: the total stays (the dish was never in it), and the order can be placed.
            await page.getByTestId('line-remove').click();
            await expect(problem).toHaveCount(0);
            await expect(page.getByTestId('place-order')).toBeEnabled();
            await expect(totalOf(page)).toHaveText(total ?? '');
        } finally {
            await stop(false);
            await kitchen.context.close();
        }
    });
}

// Below the region's minimum order the Pay button waits and the reason sits right above it; a cart whose prices
// cannot be checked keeps its dishes' names and no way to the checkout until a check succeeds.
for (const { lang, prefix } of LANGS) {
    test(`below the minimum the Pay button waits with the reason above it; a failed price check keeps the names and holds the checkout (${lang})`, async ({
        page,
        context,
    }) => {
        test.setTimeout(120_000);
        const m = MESSAGES[lang];
        await quiet(context);
        await addToCart(page, lang, prefix, 'miso-soup');
        const name = ((await page.locator('h1').first().textContent()) ?? '').trim();
        expect(name).not.toBe('');

        // The cart's check fails: the line keeps its name, the checkout waits; a retry that goes through opens it.
        await context.route('**/cart/check', (route) => route.abort('internetdisconnected'));
        await page.locator('.cart-button').click();
        await expect(page.getByTestId('cart-check-failed')).toBeVisible();
        await expect(page.getByTestId('cart-line').first()).toContainText(name);
        await expect(page.getByTestId('cart-checkout')).toBeDisabled();
        await context.unroute('**/cart/check');
        await page.getByTestId('cart-check-failed').getByRole('button', { name: m['checkout.retryQuote'] }).click();
        await expect(page.getByTestId('cart-check-failed')).toHaveCount(0);
        await expect(page.getByTestId('cart-checkout')).toBeEnabled();

        await page.goto(`${prefix}/checkout`);
        await hydrated(page);
        await page.locator('input[name=order_type][value=delivery]').check();
        await page.getByLabel(m['checkout.region']).selectOption({ index: 1 });
        const button = page.getByTestId('place-order');
        await expect(button).toHaveAttribute('aria-busy', 'false');
        const problems = page.getByTestId('checkout-problems');
        await expect(problems).toBeVisible();
        await expect(button).toBeDisabled();
        await expect(button).toHaveAccessibleDescription(((await problems.textContent()) ?? '').trim());
        // Right above the button: nothing between them.
        const gap = await page.evaluate(() => {
            const a = document.querySelector('[data-testid=checkout-problems]')!.getBoundingClientRect();
            const b = document.querySelector('[data-testid=place-order]')!.getBoundingClientRect();
            return b.top - a.bottom;
        });
        expect(gap).toBeGreaterThanOrEqual(0);
        expect(gap).toBeLessThan(40);
    });
}

// A returning customer reaching the checkout signed out: "Sign in" at the contacts step opens the same phone + code
// modals, and what was typed (the address, the name) is still there afterwards.
for (const { lang, prefix } of LANGS) {
    test(`signing in from the checkout keeps the typed address (${lang})`, async ({ page, context }) => {
        test.setTimeout(90_000);
        const m = MESSAGES[lang];
        await quiet(context);
        await addToCart(page, lang, prefix, 'philadelphia-classic', 2);
        await page.goto(`${prefix}/checkout`);
        await hydrated(page);
        await page.locator('input[name=order_type][value=delivery]').check();
        await page.getByLabel(m['checkout.street'], { exact: true }).fill('вул. Саксаганського');
        await page.getByLabel(m['checkout.house'], { exact: true }).fill('12Б');
        await page.getByLabel(m['checkout.apartment'], { exact: true }).fill('7');
        await page.getByLabel(m['checkout.name'], { exact: true }).fill('Ірина');

        const offer = page.getByTestId('checkout-sign-in');
        await expect(offer).toContainText(m['checkout.signInHint']);
        await offer.getByRole('button', { name: m['nav.signIn'] }).click();
        await enterPhoneAndCode(page, lang, freshPhone());
        const profile = page.getByRole('dialog', { name: m['auth.profile.title'] });
        await profile.getByLabel(m['auth.profile.name']).fill('Ірина');
        await profile.getByLabel(m['auth.profile.surname']).fill('Мельник');
        await profile.getByRole('button', { name: m['auth.continue'] }).click();
        await expect(page.getByRole('dialog')).toHaveCount(0);

        await expect(offer).toHaveCount(0);
        await expect(page.getByLabel(m['checkout.street'], { exact: true })).toHaveValue('вул. Саксаганського');
        await expect(page.getByLabel(m['checkout.house'], { exact: true })).toHaveValue('12Б');
        await expect(page.getByLabel(m['checkout.apartment'], { exact: true })).toHaveValue('7');
        await expect(page.getByLabel(m['checkout.name'], { exact: true })).toHaveValue('Ірина');
        // The phone signed in with fills the empty phone field.
        await expect(page.getByLabel(m['checkout.phone'], { exact: true })).not.toHaveValue('');
        await expect(page.getByTestId('place-order')).toBeEnabled();
    });
}
