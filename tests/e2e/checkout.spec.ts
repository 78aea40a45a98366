import { expect, test, type Page } from '@playwright/test';
import { addToCart, hydrated, LANGS, MESSAGES, quiet, signIn, type Lang } from './support';

/** Fill the checkout form: delivery to the first region (or pickup at the first restaurant), contacts, payment. */
async function fillCheckout(page: Page, lang: Lang, prefix: string, options: { type: 'delivery' | 'pickup'; payment: 'card-online' | 'cash' | 'card-courier'; guest?: boolean }) {
    const m = MESSAGES[lang];
    await page.goto(`${prefix}/checkout`);
    await hydrated(page);
    await page.locator(`input[name=order_type][value=${options.type}]`).check();
    if (options.type === 'delivery') {
        const region = page.getByLabel(m['checkout.region']);
        await region.selectOption({ index: 1 });
        await page.getByLabel(m['checkout.street'], { exact: true }).fill('вул. Саксаганського');
        await page.getByLabel(m['checkout.house'], { exact: true }).fill('12Б');
        await page.getByLabel(m['checkout.apartment'], { exact: true }).fill('7');
    } else {
        await page.getByLabel(m['checkout.restaurant']).selectOption({ index: 1 });
    }
    // Outside opening hours the page switches to "at a chosen time" and picks the first free slot.
    const asap = page.locator('input[name=when][value=asap]');
    if (await asap.isEnabled()) {
        await asap.check();
    } else {
        await expect(page.locator('input[name=when][value=scheduled]')).toBeChecked();
        await expect(page.getByRole('combobox', { name: m['checkout.slot'], exact: true })).not.toHaveValue('');
    }
    if (options.guest) {
        await page.getByLabel(m['checkout.name'], { exact: true }).fill('Ірина Гість');
        await page.getByLabel(m['checkout.phone'], { exact: true }).fill('+380671112233');
    }
    await page.locator(`input[name=payment_type][value=${options.payment}]`).check();
    await expect(page.getByTestId('totals')).toBeVisible();
}

for (const { lang, prefix } of LANGS) {
    const m = MESSAGES[lang];

    test(`a guest orders delivery and pays by card on the sandbox page (${lang})`, async ({ page, context }) => {
        await quiet(context);
        await addToCart(page, lang, prefix, 'philadelphia-classic', 2);
        await fillCheckout(page, lang, prefix, { type: 'delivery', payment: 'card-online', guest: true });
        await page.getByTestId('place-order').click();

        await expect(page).toHaveURL(/sandbox-payment/);
        await hydrated(page);
        await page.getByRole('button', { name: new RegExp(m['sandbox.pay'].replace('{amount}', '.*')) }).click();

        await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/payment-success$`));
        await expect(page.getByRole('status')).toHaveText(m['paymentSuccess.paid']);
        await expect(page.getByTestId('cart-count')).toHaveCount(0);
        await page.goto(`${prefix}/menu`);
        await expect(page.getByTestId('cart-count')).toHaveText('0');
    });

    test(`a declined card payment can be retried and then succeeds (${lang})`, async ({ page, context }) => {
        await quiet(context);
        await addToCart(page, lang, prefix, 'set-dragon');
        await fillCheckout(page, lang, prefix, { type: 'delivery', payment: 'card-online', guest: true });
        await page.getByTestId('place-order').click();

        await expect(page).toHaveURL(/sandbox-payment/);
        await hydrated(page);
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
        await fillCheckout(page, lang, prefix, { type: 'pickup', payment: 'cash', guest: true });
        await page.getByTestId('place-order').click();

        await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/success$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(m['orderPlaced.title']);
        await expect(page.getByTestId('totals')).toContainText(m['totals.total']);
    });
}

test('a signed-in customer spends bonuses and sees the order in the account', async ({ page, context }) => {
    await quiet(context);
    const m = MESSAGES.en;
    await signIn(page, 'en', '/en', '380501234567');
    await addToCart(page, 'en', '/en', 'set-dragon');
    await fillCheckout(page, 'en', '/en', { type: 'pickup', payment: 'cash' });
    await expect(page.getByLabel(m['checkout.name'], { exact: true })).not.toHaveValue('');
    await page.getByRole('button', { name: m['checkout.bonusesMax'] }).click();
    await expect(page.getByTestId('totals')).toContainText(m['totals.bonuses']);
    await page.getByTestId('place-order').click();

    await expect(page).toHaveURL(/\/en\/checkout\/success$/);
    await expect(page.getByTestId('totals')).toContainText(m['totals.bonuses']);
    await page.goto('/en/account/orders');
    await expect(page.locator('main')).toContainText(/SR-\d+/);
});
