import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import {
    addToCart,
    expectNoSeriousViolations,
    hydrated,
    LANGS,
    MESSAGES,
    placeDeliveryInCash,
    quiet,
    type Lang,
} from './support';
import { STAFF, staffContext } from './staff-support';

// After the order: a guest follows an order on its tracking page while an operator accepts it on the board; busy mode
// set from the board changes the ETA the checkout promises. Every wait is on the app's own signals (an attribute, a text).

const SHOTS = 'tests/e2e/.artifacts/screenshots';

/** A guest orders delivery to the first area in cash and opens the tracking page from the order-placed page; answers the order number. */
async function guestOrdersAndTracks(page: Page, lang: Lang, prefix: string): Promise<string> {
    await placeDeliveryInCash(page, lang, prefix, { name: 'Ірина Гість', phone: '+380671112233' });
    await page.getByTestId('track-order').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/track/[A-Za-z0-9]{32}$`));
    await hydrated(page);
    const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const number = /SR-\d+/.exec(heading)?.[0];
    expect(number, 'the order number in the heading').toBeTruthy();
    return number as string;
}

for (const { lang, prefix } of LANGS) {
    const m = MESSAGES[lang];
    const s = STAFF[lang];

    test(`a guest's open tracking page shows the operator's accept within 5 seconds (${lang})`, async ({
        browser,
        page,
        context,
    }) => {
        test.setTimeout(90_000);
        await quiet(context);
        const number = await guestOrdersAndTracks(page, lang, prefix);
        const tracking = page.getByTestId('tracking');
        await expect(tracking).toHaveAttribute('data-status', 'new');
        await expect(page.locator('[data-step="new"]')).toHaveAttribute('data-state', 'current');
        await expectNoSeriousViolations(page);

        const operator = await staffContext(browser, 'operator', lang);
        const ticket = operator.page.locator(`[data-testid=ticket][data-number="${number}"]`);
        await expect(ticket).toBeVisible({ timeout: 5_000 });
        const moved = operator.page.waitForResponse(
            (r) => r.url().includes(`/orders/${number}/move`) && r.status() === 200,
        );
        await ticket.getByRole('button', { name: s['move.accepted'] }).click();
        await moved;
        const acceptedAt = Date.now();

        // The guest's page follows by itself (its feed answers 304 until the order moves).
        await expect(tracking).toHaveAttribute('data-status', 'accepted', { timeout: 5_000 });
        expect(Date.now() - acceptedAt).toBeLessThan(5_000);
        await expect(page.getByTestId('tracking-status')).toHaveText(m['tracking.step.accepted']);
        await expect(page.locator('[data-step="accepted"]')).toHaveAttribute('data-state', 'current');
        await expect(page.locator('[data-step="new"]')).toHaveAttribute('data-state', 'done');
        await expectNoSeriousViolations(page);

        mkdirSync(SHOTS, { recursive: true });
        for (const width of [390, 1280]) {
            await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
            await page.screenshot({ path: `${SHOTS}/tracking-${lang}-${width}.png`, fullPage: true });
        }
        await operator.context.close();
    });
}

// Busy mode on a kitchen no other spec's orders move (Pechersk, by pickup; Poznyaky, by delivery to its area), one per
// worker slot, so two runs at once never share one: its queue stays empty and the ETA is the preparation (+ the area's
// delivery minutes) + the busy minutes.
const KITCHENS = [
    {
        restaurant: { uk: 'Sunrise Печерськ', en: 'Sunrise Pechersk' },
        type: 'pickup' as const,
        choose: { uk: 'Sunrise Печерськ', en: 'Sunrise Pechersk' },
        base: 25,
    },
    {
        restaurant: { uk: 'Sunrise Позняки', en: 'Sunrise Poznyaky' },
        type: 'delivery' as const,
        choose: { uk: 'Дарниця і Позняки', en: 'Darnytsia and Poznyaky' },
        base: 45,
    },
] as const;

for (const { lang, prefix } of LANGS) {
    const m = MESSAGES[lang];

    test(`busy mode set on the board changes the ETA the checkout shows (${lang})`, async ({
        browser,
        page,
        context,
    }) => {
        test.setTimeout(90_000);
        const kitchen = test.info().parallelIndex % 2 === 0 ? KITCHENS[0] : KITCHENS[1];
        const busy = {
            restaurant: kitchen.restaurant[lang],
            type: kitchen.type,
            choose: kitchen.choose[lang],
            base: kitchen.base,
        };
        await quiet(context);
        const operator = await staffContext(browser, 'operator', lang, { width: 768, height: 1024 });
        // Busy mode and pause sit in a drawer of the board's bar (the columns come first).
        await operator.page.getByTestId('load-toggle').click();
        const row = operator.page.getByTestId('load-control').locator('li', { hasText: busy.restaurant });
        // A repeated run may find it busy still: end it first (the board reloads its load prop after each tap).
        if ((await row.getAttribute('data-busy')) !== '0') {
            await row.getByTestId('busy-end').click();
            await expect(row).toHaveAttribute('data-busy', '0');
        }

        await addToCart(page, lang, prefix, 'philadelphia-classic', 2);
        // The checkout for the kitchen: its ETA element and the minutes the server's slots answer gave for it.
        const checkout = async () => {
            await page.goto(`${prefix}/checkout`);
            await hydrated(page);
            await page.locator(`input[name=order_type][value=${busy.type}]`).check();
            const select = page.getByLabel(busy.type === 'delivery' ? m['checkout.region'] : m['checkout.restaurant']);
            const value = (await select.locator('option', { hasText: busy.choose }).getAttribute('value')) ?? '';
            await select.selectOption(value);
            // What the server answers for this kitchen now; the page shows the same once its own answer is in.
            const param = busy.type === 'delivery' ? 'region_id' : 'restaurant_id';
            const answer = await page.request.get(
                `${prefix}/checkout/slots?order_type=${busy.type}&${param}=${value}`,
                { headers: { Accept: 'application/json' } },
            );
            expect(answer.ok()).toBe(true);
            const asap = ((await answer.json()) as { data: { asap: { eta_minutes: number; busy_minutes: number } } })
                .data.asap;
            const eta = page.getByTestId('asap-eta');
            await expect(eta).toHaveAttribute('data-minutes', String(asap.eta_minutes));
            return { eta, minutes: asap.eta_minutes, busyMinutes: asap.busy_minutes };
        };
        // The kitchen's own time at least; more while other orders wait there (other specs place orders at the same
        // time, and a repeated run leaves some behind), so the busy minutes are compared, not a fixed total.
        const { minutes: base, busyMinutes: before } = await checkout();
        expect(base).toBeGreaterThanOrEqual(busy.base);
        expect(before).toBe(0);

        await row.getByTestId('busy-30').click();
        await expect(row).toHaveAttribute('data-busy', '30');
        await expect(operator.page.getByTestId('load-flash')).toContainText(busy.restaurant);
        mkdirSync(SHOTS, { recursive: true });
        await operator.page.screenshot({ path: `${SHOTS}/board-load-${lang}-768.png`, fullPage: true });
        await operator.page.setViewportSize({ width: 1280, height: 800 });
        await operator.page.screenshot({ path: `${SHOTS}/board-load-${lang}-1280.png`, fullPage: true });

        const { eta, minutes: busyEta, busyMinutes } = await checkout();
        expect(busyMinutes).toBe(30);
        expect(busyEta).toBeGreaterThanOrEqual(base + 30);
        await expect(eta).toContainText(String(busyEta));
        await expect(page.getByTestId('load-banner')).toContainText(busy.restaurant);
        for (const width of [390, 1280]) {
            await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
            await page.screenshot({ path: `${SHOTS}/checkout-busy-${lang}-${width}.png`, fullPage: true });
        }

        await row.getByTestId('busy-end').click();
        await expect(row).toHaveAttribute('data-busy', '0');
        expect((await checkout()).busyMinutes).toBe(0);
        await operator.context.close();
    });
}
