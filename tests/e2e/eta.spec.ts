import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { STAFF, STAFF_PASSWORD, staffContext } from './staff-support';
import { addToCart, BASE, freshPhone, hydrated, LANGS, MESSAGES, quiet, type Lang } from './support';

// One time for an order (App\Shop\Ordering\EtaPromise): the checkout's "as soon as possible", the order-placed page,
// the tracking page before the pick-up and, after it, the courier's line name the same time. The e2e server's shop
// clock is frozen at a Wednesday noon and runs on (SHOP_TEST_NOW): the kitchens are open.

// The demo courier's day is shared with couriers.spec.ts: these run one after another within this file.
test.describe.configure({ mode: 'serial' });

/** The clock time ("12:45") a text names. */
function timeIn(text: string | null): string {
    const match = /\b(\d{1,2}:\d{2})\b/.exec(text ?? '');
    expect(match, `a time in "${text}"`).not.toBeNull();
    return match?.[1] ?? '';
}

/** The demo courier on shift at Podil (where the centre's orders are cooked), on their screen: `pickUp` takes an order
 *  given to them, and its `deliver` hands it over (by card). */
async function courierOnShift(
    browser: Browser,
    lang: Lang,
): Promise<{ pickUp: (number: string) => Promise<{ deliver: () => Promise<void> }> }> {
    const prefix = lang === 'en' ? '/en' : '';
    const s = STAFF[lang];
    const context = await browser.newContext({ baseURL: BASE, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${prefix}/staff/deliveries`);
    if (!/\/staff\/deliveries$/.test(page.url())) {
        await page.getByLabel(s['login.email']).fill('courier@sunrise.test');
        await page.getByLabel(s['login.password']).fill(STAFF_PASSWORD);
        await page.getByRole('button', { name: s['login.submit'] }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/staff/deliveries$`));
        await hydrated(page);
    }
    if ((await page.getByTestId('on-shift').count()) === 0) {
        await page
            .getByLabel(s['deliveries.restaurant'])
            .selectOption({ label: lang === 'uk' ? 'Sunrise Поділ' : 'Sunrise Podil' });
        await page.getByRole('button', { name: s['deliveries.startShift'] }).click();
        await expect(page.getByTestId('on-shift')).toBeVisible();
    }
    return {
        pickUp: async (number: string) => {
            const card = page.getByTestId('run').locator(`[data-testid=delivery][data-number="${number}"]`);
            await expect(card).toBeVisible({ timeout: 30_000 });
            await card.getByTestId('picked-up').click();
            await expect(card).toContainText(s['deliveries.onTheWay'].replace(/\{time\}.*/, '').trim());
            return {
                // The courier's screen closes; the order (paid by card to the courier: no cash in the day) stays on the way.
                deliver: async () => {
                    await context.close();
                },
            };
        },
    };
}

/** The operator accepts the order, starts cooking and gives it to the demo courier. */
async function operatorDispatches(browser: Browser, lang: Lang, number: string): Promise<void> {
    const prefix = lang === 'en' ? '/en' : '';
    const s = STAFF[lang];
    const operator = await staffContext(browser, 'operator', lang);
    await operator.page.goto(`${prefix}/staff/orders/${number}`);
    await hydrated(operator.page);
    await operator.page.getByRole('button', { name: s['move.accepted'] }).click();
    await expect(operator.page.locator('.staff-order__head .staff-badge').first()).toHaveText(s['status.accepted']);
    await operator.page.getByRole('button', { name: s['move.cooking'] }).click();
    await expect(operator.page.locator('.staff-order__head .staff-badge').first()).toHaveText(s['status.cooking']);
    const dispatch = operator.page.getByTestId('courier-dispatch');
    const choice = dispatch.getByLabel(s['courier.label']);
    await choice.selectOption(await choice.locator('option', { hasText: 'Андрій' }).getAttribute('value'));
    await dispatch.getByRole('button', { name: s['courier.give'] }).click();
    await expect(dispatch).toHaveAttribute('data-courier', /Андрій/);
    await operator.context.close();
}

async function shot(page: Page, name: string): Promise<void> {
    await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
}

for (const { lang, prefix } of LANGS) {
    const m = MESSAGES[lang];

    test(`one time from the checkout to the courier's line (${lang})`, async ({ page, context, browser }) => {
        test.setTimeout(360_000);
        await quiet(context);
        await addToCart(page, lang, prefix, 'philadelphia-classic', 2);
        await page.goto(`${prefix}/checkout`);
        await hydrated(page);
        await page.locator('input[name=order_type][value=delivery]').check();
        const region = page.getByLabel(m['checkout.region']);
        const centre = region.locator('option', { hasText: lang === 'uk' ? 'Центр' : 'City centre' });
        await region.selectOption((await centre.getAttribute('value')) ?? '');
        await page.getByLabel(m['checkout.street'], { exact: true }).fill('вул. Саксаганського');
        await page.getByLabel(m['checkout.house'], { exact: true }).fill('12Б');
        const asap = page.locator('input[name=when][value=asap]');
        await expect(asap).toBeEnabled();
        await asap.check();
        await page.getByLabel(m['checkout.name'], { exact: true }).fill('Ірина Час');
        await page.getByLabel(m['checkout.phone'], { exact: true }).fill(`+${freshPhone()}`);
        await page.locator('input[name=payment_type][value=card-courier]').check();
        const button = page.getByTestId('place-order');
        await expect(button).toHaveAttribute('aria-busy', 'false');
        await expect(button).toBeEnabled();

        // The checkout: "as soon as possible (~45 min, about 12:45)".
        const quoted = timeIn(await page.getByTestId('asap-eta').textContent());
        await button.click();

        // The order-placed page: the same time, no word of a move.
        await expect(page.getByTestId('order-eta')).toBeVisible();
        expect(timeIn(await page.getByTestId('order-eta').textContent())).toBe(quoted);
        await expect(page.getByTestId('eta-change')).toHaveCount(0);
        await shot(page, `eta-order-placed-${lang}`);
        const number = /SR-\d+/.exec((await page.locator('.order-card__number').textContent()) ?? '')?.[0] ?? '';
        expect(number).toMatch(/^SR-\d+$/);

        // The tracking page before the pick-up.
        await page.getByTestId('track-order').click();
        await expect(page.getByTestId('tracking-eta')).toBeVisible();
        expect(timeIn(await page.getByTestId('tracking-eta').textContent())).toBe(quoted);
        await expect(page.getByTestId('tracking-courier')).toHaveCount(0);

        // After the pick-up: the courier's line and the page's ETA name the same time.
        const onShift = await courierOnShift(browser, lang);
        await operatorDispatches(browser, lang, number);
        const courier = await onShift.pickUp(number);
        await expect(page.getByTestId('courier-expected')).toBeVisible({ timeout: 15_000 });
        expect(timeIn(await page.getByTestId('courier-expected').textContent())).toBe(quoted);
        expect(timeIn(await page.getByTestId('tracking-eta').textContent())).toBe(quoted);
        await expect(page.getByTestId('eta-change')).toHaveCount(0);
        await shot(page, `eta-tracking-${lang}`);
        await courier.deliver();
    });
}
