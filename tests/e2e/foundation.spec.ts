import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addToCart, BASE, MESSAGES, STOREFRONT_PAGES } from './support';

const PAGES = [...STOREFRONT_PAGES, '/checkout/payment-success', '/checkout/payment-failure', '/_icons'];

function trackConsoleErrors(page: Page): string[] {
    const errors: string[] = [];
    page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    return errors;
}

for (const prefix of ['', '/en']) {
    for (const path of PAGES) {
        const url = prefix + (path === '/' && prefix ? '' : path);
        test(`loads ${url || '/'} without console errors`, async ({ page, context }) => {
            await context.addCookies([{ name: 'attention', value: '1', url: BASE }]);
            const errors = trackConsoleErrors(page);
            const response = await page.goto(url || '/');
            expect(response?.status()).toBe(200);
            await expect(page.locator('html')).toHaveAttribute('lang', prefix ? 'en-US' : 'uk-UA');
            await expect(page.locator('h1').first()).toBeVisible();
            await page.waitForLoadState('networkidle');
            expect(errors).toEqual([]);
        });
    }
}

test('the language switch keeps the page', async ({ page, context }) => {
    await context.addCookies([{ name: 'attention', value: '1', url: BASE }]);
    await page.goto('/product/philadelphia-classic');
    await expect(page.locator('h1')).toHaveText('Філадельфія класична');
    await page.getByRole('navigation', { name: 'Мова' }).getByRole('link', { name: 'EN' }).click();
    await expect(page).toHaveURL(/\/en\/product\/philadelphia-classic$/);
    await expect(page.locator('h1')).toHaveText('Philadelphia Classic');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'i18n_redirected')?.value).toBe('en');

    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'UA' }).click();
    await expect(page).toHaveURL(new RegExp(`${BASE}/product/philadelphia-classic$`));
});

test('the attention popup opens once and OK sets its cookie', async ({ page, context }) => {
    await page.goto('/en/menu');
    const dialog = page.getByRole('dialog', { name: 'Please note' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    const attention = (await context.cookies()).find((c) => c.name === 'attention');
    expect(attention?.value).toBe('1');
    expect(attention!.expires - Date.now() / 1000).toBeGreaterThan(14000);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a private page comes with the attention popup open in its server-rendered HTML, until it is dismissed', async ({
    request,
}) => {
    const html = await (await request.get('/en/favorites')).text();
    expect(html).toContain('data-server-rendered');
    expect(html).toMatch(/role="dialog"[^>]*aria-labelledby/);
    const dismissed = await (await request.get('/en/favorites', { headers: { Cookie: 'attention=1' } })).text();
    expect(dismissed).toContain('data-server-rendered');
    expect(dismissed).not.toContain('role="dialog"');
});

test('a guest opening /account gets the phone-entry modal, in both languages', async ({ page, context }) => {
    await context.addCookies([{ name: 'attention', value: '1', url: BASE }]);
    await page.goto('/account/orders');
    await expect(page).toHaveURL(`${BASE}/`);
    const dialog = page.getByRole('dialog', { name: 'Вхід' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Номер телефону')).toBeFocused();
    await expect(dialog.getByLabel('Номер телефону')).toHaveAttribute('placeholder', '+000 000-00-00');

    await page.goto('/en/account');
    await expect(page).toHaveURL(`${BASE}/en`);
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
});

test('an unknown page shows the 404 page with a way home', async ({ page }) => {
    const response = await page.goto('/en/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByTestId('error-message')).toHaveText('Page not found: /en/no-such-page');
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en');
});

test('a guest page comes without cookies, public for caches; the browser remembers the language and gets the CSRF cookie at its first write', async ({
    page,
    context,
}) => {
    await context.addCookies([{ name: 'attention', value: '1', url: BASE }]);
    const response = await page.goto('/en/menu/rolls');
    const headers = await response!.allHeaders();
    expect(headers['set-cookie']).toBeUndefined();
    expect(headers['cache-control']).toContain('public');
    await expect
        .poll(async () => (await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value)
        .toBe('en');
    expect((await context.cookies()).some((c) => c.name === 'XSRF-TOKEN')).toBe(false);

    // The first write (the cart drawer's check) asks for the CSRF cookie and passes.
    await addToCart(page, 'en', '/en', 'philadelphia-classic');
    const check = page.waitForResponse((r) => r.url().endsWith('/en/cart/check') && r.request().method() === 'POST');
    await page.locator('.cart-button').click();
    expect((await check).status()).toBe(200);
    expect((await context.cookies()).some((c) => c.name === 'XSRF-TOKEN')).toBe(true);
    await expect(page.getByRole('dialog', { name: MESSAGES.en['cart.title'] }).getByTestId('cart-line')).toHaveCount(1);
});

for (const [browserLocale, expected] of [
    ['en-US', '/en'],
    ['uk-UA', '/'],
] as const) {
    test(`a first visit of / from a ${browserLocale} browser ends on ${expected}, and the choice is remembered`, async ({
        browser,
    }) => {
        const context = await browser.newContext({ baseURL: BASE, locale: browserLocale });
        await context.addCookies([{ name: 'attention', value: '1', url: BASE }]);
        const page = await context.newPage();
        await page.goto('/');
        await expect(page).toHaveURL(expected === '/' ? `${BASE}/` : `${BASE}${expected}`);
        await expect
            .poll(async () => (await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value)
            .toBe(expected === '/' ? 'uk' : 'en');
        await context.close();
    });
}
