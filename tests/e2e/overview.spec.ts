import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { placeDelivery, STAFF, staffContext } from './staff-support';
import { BASE, expectNoSeriousViolations, hydrated, LANGS, MESSAGES, quiet, type Lang } from './support';

// A chain on a busy night: an order nobody accepts rings the overview's alarm (the browser's clock moved on past the
// limit, SHOP_STAFF_ACCEPT_ALARM), until someone takes it; an operator moves an order to another restaurant, which the
// order page and the customer's tracking page show. Orders are placed through the shop API, as the checkout places
// them; every wait is on the page's own signals (role=alert, a data attribute, a text).

const SHOTS = process.env.STAFF_SHOTS ?? 'tests/e2e/.artifacts/screenshots';

/** A number within a space-separated list attribute. */
const listed_ = (number: string): RegExp => new RegExp(`(^| )${number}( |$)`);

/** Accept an order on its page (the tests leave no order waiting to ring on the other tests' screens). */
async function acceptOn(page: Page, prefix: string, number: string, lang: Lang): Promise<void> {
    await page.goto(`${prefix}/staff/orders/${number}`);
    await hydrated(page);
    await page.getByRole('button', { name: STAFF[lang]['move.accepted'] }).click();
    await expect(page.locator('.staff-order__head .staff-badge').first()).toHaveText(STAFF[lang]['status.accepted']);
}

/** Controls of the page smaller than 44 px in either direction (the staff screens' rule, tests/e2e/staff-screens.spec.ts). */
async function smallTargets(page: Page): Promise<string[]> {
    return page.evaluate(() =>
        [
            ...document.querySelectorAll<HTMLElement>(
                '.staff button, .staff select, .staff input, .staff nav a, .staff a.staff-button, .staff-alarm a, .staff-branch a',
            ),
        ]
            .map((control) => ({ control, box: control.getBoundingClientRect() }))
            .filter(({ box }) => box.width > 0 && (box.width < 44 || box.height < 44))
            .map(
                ({ control, box }) =>
                    `${control.tagName.toLowerCase()} "${(control.textContent ?? '').trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
            ),
    );
}

for (const width of [390, 768, 1280] as const) {
    test(`the overview with an alarm at ${width} px: no sideways scroll, touch targets of 44 px`, async ({
        browser,
        request,
    }) => {
        test.setTimeout(90_000);
        const { number } = await placeDelivery(request, 'uk', 'philadelphia-classic');
        const { context, page } = await staffContext(browser, 'manager', 'uk', {
            width,
            height: width === 390 ? 844 : width === 768 ? 1024 : 800,
        });
        await page.clock.install();
        await page.goto('/staff/overview');
        await hydrated(page);
        await page.clock.fastForward('04:00');
        await expect(page.getByRole('alert').filter({ hasText: number })).toBeVisible();
        const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, 'no sideways scroll').toBeLessThanOrEqual(0);
        expect(await smallTargets(page)).toEqual([]);
        mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({
            path: `${SHOTS}/staff-overview-alarm-${width}.png`,
            fullPage: true,
            animations: 'disabled',
        });
        await acceptOn(page, '', number, 'uk');
        await context.close();
    });
}

// The board on a 10-inch tablet, landscape and portrait: the columns come first. With the alarm ringing and the
// kitchen load of all three restaurants in its drawer, the first new ticket starts on the first screen, its next
// step is reached by scrolling its column (never the page), and the alarm (in the bar above the columns) covers none of it.
for (const { lang, prefix } of LANGS) {
    for (const viewport of [
        { width: 1024, height: 768 },
        { width: 768, height: 1024 },
    ]) {
        test(`the board at ${viewport.width}×${viewport.height} shows the first new order on the first screen, its step within its column, with the alarm and three restaurants (${lang})`, async ({
            browser,
            request,
        }) => {
            test.setTimeout(90_000);
            const s = STAFF[lang];
            const { number } = await placeDelivery(request, lang, 'philadelphia-classic');
            const { context, page } = await staffContext(browser, 'operator', lang, viewport);
            await page.clock.install();
            await page.goto(`${prefix}/staff/board`);
            await hydrated(page);
            await page.clock.fastForward('04:00');
            // The bar names the oldest waiting orders and counts the rest: this one is named, or counted with the
            // orders other specs left waiting on the shared board.
            const alert = page.getByTestId('accept-alarm-alert');
            await expect(alert).toBeVisible();
            await expect(
                alert
                    .getByRole('link', { name: number, exact: true })
                    .or(page.getByTestId('accept-alarm-more'))
                    .first(),
            ).toBeVisible();
            await expect(page.getByTestId('load-toggle')).toContainText(s['load.title']);
            await expect(page.getByTestId('load-control').locator('li')).toHaveCount(3);

            const first = page.getByTestId('column-new').getByTestId('ticket').first();
            await expect(first).toBeVisible();
            expect(await page.evaluate(() => window.scrollY)).toBe(0);
            const ticket = (await first.boundingBox())!;
            const ringing = (await alert.boundingBox())!;
            // The alarm rings in the bar above the columns (in the page's flow): it covers no part of the ticket.
            expect(ticket.y, 'the ticket starts on the screen').toBeGreaterThanOrEqual(0);
            expect(ringing.y + ringing.height, 'the alarm ends above the ticket').toBeLessThanOrEqual(ticket.y);
            expect(ringing.y, 'the alarm is on the screen').toBeGreaterThanOrEqual(0);
            // The ticket's next step is reached within its column (the page does not scroll) and a tap there is the button's.
            const step = first.getByRole('button').last();
            await step.scrollIntoViewIfNeeded();
            expect(await page.evaluate(() => window.scrollY), 'the page did not scroll').toBe(0);
            expect(
                await step.evaluate((button) => {
                    const box = button.getBoundingClientRect();
                    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
                    return hit !== null && button.contains(hit);
                }),
                "nothing lies over the ticket's button",
            ).toBe(true);
            await page.evaluate(() => document.querySelector('[data-testid=column-new] ul')?.scrollTo(0, 0));
            const overflow = await page.evaluate(
                () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            );
            expect(overflow, 'no sideways scroll').toBeLessThanOrEqual(0);
            mkdirSync(SHOTS, { recursive: true });
            await page.screenshot({
                path: `${SHOTS}/staff-board-alarm-${lang}-${viewport.width}x${viewport.height}.png`,
                animations: 'disabled',
            });

            // The drawer: every restaurant's state on a line of its own, its buttons under it, over the columns.
            await page.getByTestId('load-toggle').click();
            await expect(page.getByRole('heading', { name: s['load.title'] })).toBeVisible();
            await expect(page.getByTestId('load-until')).toHaveAccessibleDescription(/.+/);
            expect(await smallTargets(page)).toEqual([]);
            await page.screenshot({
                path: `${SHOTS}/staff-board-load-${lang}-${viewport.width}x${viewport.height}.png`,
                animations: 'disabled',
            });
            await page.getByTestId('load-close').click();
            await expect(page.getByTestId('load-until')).toBeHidden();

            await acceptOn(page, prefix, number, lang);
            await context.close();
        });
    }
}

for (const { lang, prefix } of LANGS) {
    const s = STAFF[lang];

    test(`an order nobody accepts rings the alarm on the overview and the board until it is taken, and axe passes (${lang})`, async ({
        browser,
        request,
    }) => {
        test.setTimeout(90_000);
        const { number } = await placeDelivery(request, lang, 'philadelphia-classic');
        const { context, page } = await staffContext(browser, 'operator', lang);
        // The browser's own clock: the overview counts the minutes with it (set against the server's when it loads).
        await page.clock.install();
        await page.goto(`${prefix}/staff/overview`);
        await hydrated(page);

        const overview = page.getByTestId('overview');
        await expect(overview).toHaveAttribute('data-waiting', listed_(number));
        await expect(overview).not.toHaveAttribute('data-overdue', listed_(number));

        // Four minutes later nobody has taken it: the alert names it, and the alarm sound can be turned on.
        await page.clock.fastForward('04:00');
        const alert = page.getByRole('alert').filter({ hasText: number });
        await expect(alert).toBeVisible();
        await expect(overview).toHaveAttribute('data-overdue', listed_(number));
        const sound = page.getByTestId('alarm-sound');
        await expect(sound).toHaveText(s['alarm.soundOn']);
        await sound.click();
        await expect(page.getByTestId('accept-alarm')).toHaveAttribute('data-sound', 'on');
        await expect(page.getByTestId('accept-alarm')).not.toHaveAttribute('data-beeps', '0');
        expect(await page.evaluate(() => window.localStorage.getItem('sunrise:staff-alarm-sound'))).toBe('on');
        await expectNoSeriousViolations(page);

        // The board rings for it too, and remembers the sound chosen on this device (waiting for the first tap).
        await page.goto(`${prefix}/staff/board`);
        await hydrated(page);
        await expect(page.getByTestId('accept-alarm')).toHaveAttribute('data-sound', 'waiting');
        await page.clock.fastForward('04:00');
        const onBoard = page.getByTestId('accept-alarm-alert');
        await expect(onBoard).toBeVisible();
        // The bar names the oldest waiting orders and counts the rest (other specs leave orders waiting on the board).
        const named = onBoard.getByRole('link', { name: number, exact: true });
        await expect(named.or(page.getByTestId('accept-alarm-more')).first()).toBeVisible();

        // Someone takes it on the order's page; the overview no longer rings for it.
        await page.goto(`${prefix}/staff/orders/${number}`);
        await hydrated(page);
        await expect(page).toHaveURL(new RegExp(`${prefix}/staff/orders/${number}$`));
        await page.getByRole('button', { name: s['move.accepted'] }).click();
        await expect(page.locator('.staff-order__head .staff-badge').first()).toHaveText(s['status.accepted']);
        await page.goto(`${prefix}/staff/overview`);
        await hydrated(page);
        await page.clock.fastForward('04:00');
        await expect(page.getByTestId('overview')).not.toHaveAttribute('data-waiting', listed_(number));
        await expect(page.getByRole('alert').filter({ hasText: number })).toHaveCount(0);
        await context.close();
    });

    test(`an operator moves an order to another restaurant: the order page and the tracking page show it (${lang})`, async ({
        browser,
        request,
    }) => {
        test.setTimeout(90_000);
        const { number, token } = await placeDelivery(request, lang, 'miso-soup');
        const target = lang === 'uk' ? 'Sunrise Печерськ' : 'Sunrise Pechersk';
        const { context, page } = await staffContext(browser, 'operator', lang);
        await page.goto(`${prefix}/staff/orders/${number}`);
        await hydrated(page);

        const form = page.getByTestId('transfer-form');
        await expect(form.getByRole('heading', { name: s['transfer.title'] })).toBeVisible();
        await form.getByLabel(s['transfer.restaurant']).selectOption({ label: target });
        await form.getByRole('button', { name: s['transfer.submit'] }).click();
        await expect(page.getByTestId('staff-flash')).toContainText(`${number}`);
        await expect(page.getByTestId('staff-flash')).toContainText(target);
        await expect(page.locator('section[aria-labelledby=order-about]')).toContainText(target);
        await expect(page.locator('section[aria-labelledby=order-audit]')).toContainText(s['action.order.restaurant']);
        await acceptOn(page, prefix, number, lang);
        await context.close();

        // The customer's tracking page: the new restaurant, its phone, and a line saying the order moved.
        const guest = await browser.newContext({ baseURL: BASE, locale: lang === 'uk' ? 'uk-UA' : 'en-US' });
        await quiet(guest);
        const tracking = await guest.newPage();
        await tracking.goto(`${prefix}/track/${token}`);
        await hydrated(tracking);
        await expect(tracking.getByTestId('tracking-moved')).toHaveText(
            MESSAGES[lang]['tracking.moved'].replace('{restaurant}', target),
        );
        await expect(tracking.getByRole('link', { name: /\+380441234502/ })).toBeVisible();
        await guest.close();
    });
}
