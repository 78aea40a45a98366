import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BASE, hydrated, LANGS, MESSAGES, signUpFresh, STOREFRONT_PAGES } from './support';

async function quiet(context: BrowserContext) {
    await context.addCookies([{ name: 'attention', value: '1', url: BASE }]);
}

const money = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

const LOCALES = [
    {
        prefix: '',
        add: 'Додати в кошик',
        cart: /Кошик/,
        ginger: 'Додатковий імбир',
        checkout: /Оформити замовлення/,
        favorites: 'Обране',
    },
    {
        prefix: '/en',
        add: 'Add to cart',
        cart: /Cart/,
        ginger: 'Extra ginger',
        checkout: /Check out/,
        favorites: 'Favorites',
    },
];

for (const l of LOCALES) {
    test(`browse, choose modifiers, add, see the right sum, change quantities, keep the cart after a reload (${l.prefix || 'uk'})`, async ({
        page,
        context,
    }) => {
        await quiet(context);
        await page.goto(`${l.prefix}/menu`);
        await page
            .locator('.category-tile', { hasText: l.prefix ? 'Rolls' : 'Роли' })
            .first()
            .click();
        await expect(page).toHaveURL(new RegExp(`${l.prefix}/menu/rolls$`));
        await page.locator('[data-testid=product-card]').first().locator('.product-card__link').click();
        await expect(page.locator('h1')).toBeVisible();

        const base = money(await page.getByTestId('product-total').textContent());
        await page.getByRole('checkbox', { name: l.ginger }).check();
        const withGinger = money(await page.getByTestId('product-total').textContent());
        expect(withGinger).toBe(base + 15);
        await page.getByRole('button', { name: l.add, exact: true }).click();

        await page.locator('.cart-button').click();
        const drawer = page.getByRole('dialog', { name: l.cart });
        await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
        await expect(drawer.getByTestId('cart-sum')).toContainText(String(withGinger));
        await expect(drawer.locator('.cart-line__mods')).toHaveText(l.ginger);

        await drawer.locator('.stepper__button').nth(1).click();
        await expect(drawer.getByTestId('line-quantity')).toHaveText('2');
        await expect(drawer.getByTestId('cart-sum')).toContainText(String(withGinger * 2));
        await expect(page.getByTestId('cart-count')).toHaveText('2');

        await page.reload();
        await expect(page.getByTestId('cart-count')).toHaveText('2');
        await page.locator('.cart-button').click();
        await expect(page.getByRole('dialog', { name: l.cart }).getByTestId('cart-sum')).toContainText(
            String(withGinger * 2),
        );
    });
}

test('favorites survive a reload and show on the favorites page', async ({ page, context }) => {
    await quiet(context);
    await page.goto('/en/product/philadelphia-classic');
    await page.getByRole('button', { name: 'Add to favorites: Philadelphia Classic' }).first().click();
    await page.reload();
    await expect(
        page.getByRole('button', { name: 'Remove from favorites: Philadelphia Classic' }).first(),
    ).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/en/favorites');
    await expect(page.getByTestId('product-card')).toHaveCount(1);
    await expect(page.getByTestId('product-card')).toContainText('Philadelphia Classic');
});

// The favorites sync loads its JSON helper with the first heart toggled (lib/favorites-sync.ts), not with the page.
for (const { lang, prefix } of LANGS) {
    test(`a signed-in customer's heart is kept in the account, not only in the browser (${lang})`, async ({
        page,
        context,
    }) => {
        const m = MESSAGES[lang];
        await quiet(context);
        await signUpFresh(page, lang, prefix);
        await page.goto(`${prefix}/product/philadelphia-classic`);
        await hydrated(page);
        const name = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
        const kept = page.waitForResponse(
            (r) => r.url().endsWith('/account/favorites/toggle') && r.request().method() === 'POST',
        );
        await page
            .getByRole('button', { name: m['product.favoriteNamed'].replace('{name}', name) })
            .first()
            .click();
        expect((await kept).status()).toBe(200);

        await page.evaluate(() => window.localStorage.clear());
        await page.goto(`${prefix}/account/favorites`);
        await expect(page.getByTestId('product-card')).toHaveCount(1);
        await expect(page.getByTestId('product-card')).toContainText(name);
    });
}

test('the home page lists what was viewed, most recent first', async ({ page, context }) => {
    await quiet(context);
    await page.goto('/en/product/philadelphia-classic');
    await page.goto('/en/product/miso-soup');
    await page.goto('/en');
    const viewed = page.getByTestId('viewed');
    await expect(viewed.getByTestId('product-card')).toHaveCount(2);
    await expect(viewed.getByTestId('product-card').first()).toContainText('Miso');
});

test('an open overlay locks the page scroll, keeps its position, and closes only on a full backdrop click', async ({
    page,
    context,
}) => {
    await quiet(context);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/en/menu/rolls');
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.locator('.cart-button').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).position)).toBe('fixed');

    // A press that starts inside the panel and ends on the backdrop does not close it.
    const panel = await dialog.boundingBox();
    await page.mouse.move(panel!.x + 20, panel!.y + 20);
    await page.mouse.down();
    await page.mouse.move(40, 400);
    await page.mouse.up();
    await expect(dialog).toBeVisible();

    // A click on the backdrop does.
    await page.mouse.click(40, 400);
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).position)).toBe('static');
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
});

test('a product can be added to the cart with the keyboard only', async ({ page, context }) => {
    await quiet(context);
    await page.goto('/en/product/miso-soup');
    const add = page.getByRole('button', { name: 'Add to cart', exact: true });
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.locator('.cart-button').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cart' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('.cart-button')).toBeFocused();
});

const AXE_PAGES = [
    ...STOREFRONT_PAGES,
    '/en',
    '/en/menu/wok',
    '/en/product/philadelphia-classic',
    '/en/contacts',
    '/en/delivery',
    '/en/no-such-page',
];

for (const path of AXE_PAGES) {
    test(`axe finds no serious or critical violations on ${path}`, async ({ page, context }) => {
        await quiet(context);
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
}

for (const [width, height] of [
    [390, 844],
    [1440, 900],
] as const) {
    test(`screenshots at ${width}×${height}`, async ({ page, context }) => {
        await quiet(context);
        await page.setViewportSize({ width, height });
        const shoot = async (name: string) =>
            page.screenshot({ path: `tests/e2e/.artifacts/screenshots/${width}x${height}-${name}.png` });
        await page.goto('/');
        await shoot('home');
        await page.goto('/menu/rolls');
        await shoot('category');
        await page.goto('/product/philadelphia-classic');
        await shoot('product');
        await page.getByRole('button', { name: 'Додати в кошик', exact: true }).click();
        await page.locator('.cart-button').click();
        await expect(page.getByRole('dialog').getByTestId('cart-line')).toHaveCount(1);
        await expect(page.getByRole('dialog').locator('.cart-line__name')).not.toBeEmpty();
        await shoot('cart');
    });
}

export type { Page };
