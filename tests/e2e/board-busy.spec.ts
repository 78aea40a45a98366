import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { placeDelivery, STAFF, staffContext } from './staff-support';
import { BASE, hydrated, LANGS } from './support';

// The board on a busy night: thirty open orders placed through the shop API and moved through the staff endpoints
// (twelve new, six accepted, six cooking, six on the way). On a tablet (768×1024) and a desk (1280×800) the first
// ticket of every column is on the first screen without scrolling the page (each column scrolls on its own), the
// accept alarm rings above the columns without covering any button, its numbers stay on the screen, order numbers
// never break, and a delivery's courier choice sits inside its own ticket.

const SHOTS = process.env.STAFF_SHOTS ?? 'tests/e2e/.artifacts/screenshots';
const PLAN = { new: 12, accepted: 6, cooking: 6, out: 6 } as const;
const STEPS = ['new', 'accepted', 'cooking', 'on_the_way'] as const;

/** A staff endpoint called with the page's session (the XSRF cookie sent back as its header, as Inertia's client does). */
async function staffPost(page: Page, path: string, data: Record<string, unknown>): Promise<void> {
    const xsrf = (await page.context().cookies(BASE)).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const response = await page.request.post(`${BASE}${path}`, {
        data,
        headers: {
            Accept: 'application/json',
            'X-Requested-With': 'XMLHttpRequest',
            'X-XSRF-TOKEN': decodeURIComponent(xsrf),
        },
    });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
}

/** Move an order from new through the steps up to `to`. */
async function moveTo(page: Page, number: string, to: (typeof STEPS)[number]): Promise<void> {
    for (let i = 1; i <= STEPS.indexOf(to); i++) {
        await staffPost(page, `/staff/orders/${number}/move`, { from: STEPS[i - 1], to: STEPS[i] });
    }
}

/** Problems of the board as the screen shows it: each a sentence, none expected. */
async function boardProblems(page: Page): Promise<string[]> {
    return page.evaluate(() => {
        const problems: string[] = [];
        const width = document.documentElement.clientWidth;
        const height = document.documentElement.clientHeight;
        if (window.scrollY !== 0) problems.push(`the page is scrolled by ${window.scrollY}px`);
        if (document.documentElement.scrollWidth > width) problems.push('the page scrolls sideways');
        for (const key of ['new', 'accepted', 'cooking', 'out']) {
            const first = document.querySelector(`[data-testid=column-${key}] [data-testid=ticket]`);
            if (!first) {
                problems.push(`column ${key} has no ticket`);
                continue;
            }
            const box = first.getBoundingClientRect();
            const head = first.querySelector('.staff-ticket__head')!.getBoundingClientRect();
            if (box.top < 0 || head.bottom > height || box.right > width)
                problems.push(`the first ticket of ${key} is off the first screen (top ${Math.round(box.top)})`);
        }
        // Every button of the board, brought into its column's view (the column scrolls, the page does not), is
        // what a tap at its centre reaches: nothing (the alarm, a toast, another ticket) lies over it.
        const alarm = document.querySelector('[data-testid=accept-alarm-alert]');
        for (const button of document.querySelectorAll<HTMLElement>(
            '[data-testid=board] button, [data-testid=board] select, [data-testid=accept-alarm-alert] a',
        )) {
            button.scrollIntoView({ block: 'nearest', inline: 'nearest' });
            const b = button.getBoundingClientRect();
            if (b.width === 0) continue;
            const x = b.left + b.width / 2;
            const y = b.top + b.height / 2;
            const hit = document.elementFromPoint(x, y);
            const label = `${button.tagName.toLowerCase()} "${(button.textContent ?? '').trim().slice(0, 24)}"`;
            if (!hit || !(hit === button || button.contains(hit)))
                problems.push(
                    `${label} at ${Math.round(x)},${Math.round(y)} is under ${hit ? `${hit.tagName.toLowerCase()}.${String(hit.className).split(' ')[0]}` : 'nothing'}${alarm?.contains(hit) ? ' (the alarm)' : ''}`,
                );
            if (b.right > width || b.left < 0) problems.push(`${label} runs off the screen`);
        }
        if (window.scrollY !== 0) problems.push('a button was reached only by scrolling the page');
        // An order number is one unbroken line wherever it shows (a ticket's heading, the alarm's links).
        for (const number of document.querySelectorAll('.staff-ticket__number a, .staff-alarm__order')) {
            if (number.getClientRects().length > 1) problems.push(`${number.textContent ?? ''} breaks over lines`);
        }
        // A courier's choice belongs to its ticket.
        for (const dispatch of document.querySelectorAll('[data-testid=courier-dispatch]')) {
            if (!dispatch.closest('[data-testid=ticket]')) problems.push('a courier choice outside its ticket');
        }
        for (const key of ['new', 'accepted', 'cooking', 'out'])
            document.querySelectorAll(`[data-testid=column-${key}] ul`).forEach((list) => list.scrollTo(0, 0));
        return problems;
    });
}

test.describe.configure({ mode: 'serial' });

const placed: { number: string; status: (typeof STEPS)[number] }[] = [];

test.beforeAll(async ({ browser, playwright }) => {
    test.setTimeout(240_000);
    const request = await playwright.request.newContext();
    const { context, page } = await staffContext(browser, 'operator', 'uk');
    const plan: (typeof STEPS)[number][] = [
        ...Array<'new'>(PLAN.new).fill('new'),
        ...Array<'accepted'>(PLAN.accepted).fill('accepted'),
        ...Array<'cooking'>(PLAN.cooking).fill('cooking'),
        ...Array<'on_the_way'>(PLAN.out).fill('on_the_way'),
    ];
    for (const status of plan) {
        const { number } = await placeDelivery(request, 'uk', 'philadelphia-classic');
        await moveTo(page, number, status);
        placed.push({ number, status });
    }
    await request.dispose();
    await context.close();
});

// The orders of this file leave the board (cancelled, or delivered once on the way), so no other spec's board rings for them.
test.afterAll(async ({ browser }) => {
    test.setTimeout(120_000);
    const { context, page } = await staffContext(browser, 'operator', 'uk');
    for (const { number, status } of placed.splice(0)) {
        await (status === 'on_the_way'
            ? staffPost(page, `/staff/orders/${number}/move`, { from: status, to: 'completed' })
            : staffPost(page, `/staff/orders/${number}/cancel`, { from: status, reason: 'duplicate' }));
    }
    await context.close();
});

for (const { lang, prefix } of LANGS) {
    for (const viewport of [
        { width: 768, height: 1024 },
        { width: 1280, height: 800 },
    ]) {
        test(`thirty open orders at ${viewport.width}×${viewport.height}: every column's first ticket on the first screen, no button under the alarm (${lang})`, async ({
            browser,
        }) => {
            test.setTimeout(90_000);
            const s = STAFF[lang];
            const { context, page } = await staffContext(browser, 'operator', lang, viewport);
            await page.clock.install();
            await page.goto(`${prefix}/staff/board`);
            await hydrated(page);
            for (const { number } of placed) {
                await expect(page.locator(`[data-testid=ticket][data-number="${number}"]`)).toHaveCount(1);
            }
            // The accept limit passes: the alarm rings for every new order of this file.
            await page.clock.fastForward('04:00');
            const alert = page.getByTestId('accept-alarm-alert');
            await expect(alert).toBeVisible();
            await expect(alert).toContainText(s['board.column.new']);
            await expect(page.getByTestId('accept-alarm-more')).toBeVisible();

            mkdirSync(SHOTS, { recursive: true });
            await page.screenshot({
                path: `${SHOTS}/staff-board-busy-${lang}-${viewport.width}x${viewport.height}.png`,
                animations: 'disabled',
                fullPage: true,
            });
            expect(await boardProblems(page)).toEqual([]);
            // The alarm is above the columns, in the page's flow.
            const ringing = (await alert.boundingBox())!;
            const columns = (await page.locator('.staff-board__columns').boundingBox())!;
            expect(ringing.y + ringing.height).toBeLessThanOrEqual(columns.y);
            expect(ringing.x + ringing.width).toBeLessThanOrEqual(viewport.width);

            // The operator gives a cooking delivery to a courier from inside its ticket.
            const cooking = page.getByTestId('column-cooking').getByTestId('ticket').first();
            await expect(cooking.getByTestId('courier-dispatch')).toHaveCount(1);

            await context.close();
        });
    }
}
