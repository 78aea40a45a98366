import { mkdirSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { expect, test } from './fixtures';
import { STAFF as S, staffContext } from './staff-support';
import { expectNoSeriousViolations, hydrated, MESSAGES, quiet } from './support';

// The menu for managers: a manager creates a modifier group and a product (both languages, a photo), a customer
// finds it, picks its modifier and sees the price in the cart; the manager raises the price and the customer's
// open cart shows the change notice; the customer places the order and the placed order lists the modifier. Screenshots of the menu pages at 1280×800 and 768×1024.

const SHOTS = 'tests/e2e/.artifacts/screenshots';
const money = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

/** A real PNG (a square of one colour), made here: the photo the manager uploads. */
function png(size: number): Buffer {
    const table = Array.from({ length: 256 }, (_, n) => {
        let c = n;
        for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
        return c >>> 0;
    });
    const crc = (data: Buffer) => {
        let c = 0xffffffff;
        for (const byte of data) c = (table[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
        return (c ^ 0xffffffff) >>> 0;
    };
    const chunk = (type: string, data: Buffer) => {
        const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
        const out = Buffer.alloc(body.length + 8);
        out.writeUInt32BE(data.length, 0);
        body.copy(out, 4);
        out.writeUInt32BE(crc(body), body.length + 4);
        return out;
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(size, 0);
    header.writeUInt32BE(size, 4);
    header.set([8, 2, 0, 0, 0], 8);
    const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([232, 96, 48]))]);
    const pixels = Buffer.concat(Array.from({ length: size }, () => row));
    return Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        chunk('IHDR', header),
        chunk('IDAT', deflateSync(pixels)),
        chunk('IEND', Buffer.alloc(0)),
    ]);
}

test('a manager adds a product with a modifier group and a photo; a customer adds it to the cart with its modifier; a price rise reaches the open cart; the order carries the modifier', async ({
    browser,
    page,
    context,
}) => {
    test.setTimeout(90_000);
    const s = S.uk;
    const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    const name = { uk: `Сет Весна ${tag}`, en: `Spring set ${tag}` };
    const extra = { uk: `Соус юдзу ${tag}`, en: `Yuzu sauce ${tag}` };
    const { context: staff, page: manager } = await staffContext(browser, 'manager', 'uk');

    // The modifier group.
    await manager.getByRole('link', { name: s['nav.menu'] }).click();
    await expect(manager.getByRole('heading', { level: 1, name: s['menu.title'] })).toBeVisible();
    await manager.getByRole('link', { name: s['menu.newGroup'] }).click();
    await hydrated(manager);
    await manager.getByLabel(`${s['menu.name']} · ${s['menu.inUk']}`).first().fill(`Соуси ${tag}`);
    await manager.getByLabel(`${s['menu.name']} · ${s['menu.inEn']}`).first().fill(`Sauces ${tag}`);
    await manager.getByLabel(s['menu.max']).fill('1');
    const modifier = manager.getByTestId('modifiers-0');
    await modifier.getByLabel(`${s['menu.name']} · ${s['menu.inUk']}`).fill(extra.uk);
    await modifier.getByLabel(`${s['menu.name']} · ${s['menu.inEn']}`).fill(extra.en);
    await modifier.getByLabel(s['menu.priceUah'], { exact: true }).fill('20');
    await manager.getByRole('button', { name: s['common.save'] }).click();
    await expect(manager).toHaveURL(/\/staff\/menu\/groups\/\d+\/edit$/);

    // The product: a bad price first (the field's message), then a good one.
    await manager.goto('/staff/menu/products/create');
    await manager.getByLabel(`${s['menu.name']} · ${s['menu.inUk']}`).fill(name.uk);
    await manager.getByLabel(`${s['menu.name']} · ${s['menu.inEn']}`).fill(name.en);
    await expect(manager.getByLabel(s['menu.slug'])).toHaveValue(`spring-set-${tag}`);
    await manager.getByLabel(s['menu.category']).selectOption({ label: 'Сети' });
    await manager.getByLabel(s['menu.priceUah'], { exact: true }).fill('12.345');
    await manager.getByLabel(s['menu.weight']).fill('900');
    await manager.getByRole('checkbox', { name: `Соуси ${tag}` }).check();
    await manager.getByRole('button', { name: s['common.save'] }).click();
    await expect(manager.locator('#f-price-error')).toContainText('гривнях');
    await manager.getByLabel(s['menu.priceUah'], { exact: true }).fill('349.50');
    await manager.getByRole('button', { name: s['common.save'] }).click();
    await expect(manager).toHaveURL(/\/staff\/menu\/products\/\d+\/edit$/);
    await hydrated(manager);
    await manager
        .getByLabel(s['menu.photoChoose'])
        .setInputFiles({ name: 'set.png', mimeType: 'image/png', buffer: png(400) });
    // The upload is an Inertia form visit (multipart, PUT spoofed on POST): back to the page with the new photo.
    const uploaded = manager.waitForResponse((r) => r.url().endsWith('/photo') && r.request().method() === 'POST');
    await manager.getByRole('button', { name: s['menu.photoUpload'] }).click();
    expect((await uploaded).status()).toBe(303);
    await expect(manager.locator('.staff-menu-photo')).toHaveAttribute(
        'src',
        /\/storage\/menu\/products\/\d+\/[0-9a-f]+-320\/320\.webp$/,
    );

    // The customer finds it in English, picks the modifier and sees the price in the cart.
    await quiet(context);
    const m = MESSAGES.en;
    await page.goto(`/en/product/spring-set-${tag}`);
    await expect(page.getByRole('heading', { level: 1, name: name.en })).toBeVisible();
    await expect(page.locator('.product__image')).toHaveAttribute('srcset', /320\.webp 320w/);
    await page.getByLabel(extra.en).check();
    await expect(page.getByTestId('product-total')).toContainText('369.50');
    await page.getByRole('button', { name: m['product.addToCart'], exact: true }).click();
    await page.locator('.cart-button').click();
    const drawer = page.getByRole('dialog', { name: m['cart.title'] });
    await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
    await expect(drawer.locator('.cart-line__mods')).toHaveText(extra.en);
    await expect(drawer.getByTestId('cart-sum')).toContainText('369.50');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // The manager raises the price; the customer's cart, opened again, takes it with a notice.
    await manager.getByLabel(s['menu.priceUah'], { exact: true }).fill('399');
    await manager.getByRole('button', { name: s['common.save'] }).click();
    await expect(manager.getByRole('row').filter({ hasText: '349,50' }).filter({ hasText: '399' })).toHaveCount(1);
    await page.locator('.cart-button').click();
    await expect(drawer.getByText(m['cart.repricedNotice'].replace('{names}', name.en))).toBeVisible();
    await expect(drawer.getByTestId('cart-sum')).toContainText('419');
    expect(money(await drawer.getByTestId('cart-sum').textContent())).toBe(419);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // The customer places the order (pickup, cash, as a guest); the placed order lists the product with its modifier.
    await page.goto('/en/checkout');
    await hydrated(page);
    await page.locator('input[name=order_type][value=pickup]').check();
    await page.getByLabel(m['checkout.restaurant']).selectOption({ index: 1 });
    const asap = page.locator('input[name=when][value=asap]');
    await expect(asap).toBeEnabled();
    await asap.check();
    await page.getByLabel(m['checkout.name'], { exact: true }).fill('Iryna Guest');
    await page.getByLabel(m['checkout.phone'], { exact: true }).fill('+380671112233');
    await page.locator('input[name=payment_type][value=cash]').check();
    const place = page.getByTestId('place-order');
    await expect(place).toHaveAttribute('aria-busy', 'false');
    await expect(place).toBeEnabled();
    await place.click();
    await expect(page).toHaveURL(/\/en\/checkout\/success$/);
    const line = page.getByTestId('order-card').locator('.order-lines__item').filter({ hasText: name.en });
    await expect(line).toHaveCount(1);
    await expect(line.locator('.order-lines__mods')).toHaveText(extra.en);
    expect(money(await page.getByTestId('totals').locator('.totals__row--total dd').textContent())).toBe(419);
    await staff.close();
});

test('the menu pages at 1280×800 and 768×1024, in both languages, without serious axe violations', async ({
    browser,
}) => {
    test.setTimeout(180_000);
    mkdirSync(SHOTS, { recursive: true });
    for (const lang of ['uk', 'en'] as const) {
        for (const viewport of [
            { width: 1280, height: 800 },
            { width: 768, height: 1024 },
        ]) {
            const { context, page } = await staffContext(browser, 'manager', lang, viewport);
            const prefix = lang === 'en' ? '/en' : '';
            for (const [name, url] of [
                ['menu', '/staff/menu'],
                ['product', '/staff/menu/products/create'],
                ['group', '/staff/menu/groups/create'],
                ['category', '/staff/menu/categories/create'],
                ['promotions', '/staff/menu/promotions'],
                ['promotion', '/staff/menu/promotions/create'],
                ['promo-code', '/staff/menu/promo-codes/create'],
            ] as const) {
                await page.goto(`${prefix}${url}`);
                await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
                const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
                expect(overflow, `${name} ${lang} ${viewport.width}: no sideways scroll`).toBeLessThanOrEqual(0);
                await page.screenshot({
                    path: `${SHOTS}/staff-menu-${name}-${lang}-${viewport.width}.png`,
                    fullPage: name !== 'menu',
                });
                if (viewport.width === 1280) await expectNoSeriousViolations(page);
            }
            // A seeded product's page (its form filled in, its price history).
            await page.goto(`${prefix}/staff/menu`);
            const category = page.locator('[data-testid^=menu-category-]').first();
            await category.locator('summary').click();
            await category.locator('ul a').first().click();
            await expect(page).toHaveURL(/\/staff\/menu\/products\/\d+\/edit$/);
            await hydrated(page);
            await page.screenshot({
                path: `${SHOTS}/staff-menu-product-edit-${lang}-${viewport.width}.png`,
                fullPage: true,
            });
            if (viewport.width === 1280) await expectNoSeriousViolations(page);
            await context.close();
        }
    }
});
