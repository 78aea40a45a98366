import { expect, test } from './fixtures';
import { STAFF as S, staffContext } from './staff-support';
import { hydrated } from './support';

// Restaurants and delivery for managers: a manager reaches the page from the staff nav, changes a region's fee
// (the shop's API answers the new fee at once) and sees a bad closing time refused under its field, in both languages.

// Each language edits its own region, so parallel runs never race on one record.
for (const [lang, region, slug, fee] of [
    ['en', 'City centre', 'center', '75'],
    ['uk', 'Поділ і Оболонь', 'podil-obolon', '80.50'],
] as const) {
    test(`a manager changes a region's delivery fee and the shop answers it at once (${lang})`, async ({ browser }) => {
        const { context, page } = await staffContext(browser, 'manager', lang);
        await page
            .getByRole('navigation', { name: S[lang]['nav.label'] })
            .getByRole('link', { name: S[lang]['nav.shop'] })
            .click();
        await expect(page.getByRole('heading', { level: 1, name: S[lang]['shop.title'] })).toBeVisible();
        await page.getByRole('link', { name: region, exact: true }).click();
        await expect(page.getByRole('heading', { level: 1, name: region })).toBeVisible();
        await hydrated(page);

        await page.getByLabel(S[lang]['shop.feeUah']).fill(fee);
        await page.getByRole('button', { name: S[lang]['common.save'] }).click();
        await expect(page.getByText(S[lang]['common.saved'])).toBeVisible();

        const regions = (await (await page.request.get('/api/get-regions')).json()) as {
            data: { slug: string; delivery_fee: number }[];
        };
        expect(regions.data.find((r) => r.slug === slug)?.delivery_fee).toBe(Math.round(Number(fee) * 100));
        await context.close();
    });

    test(`a closing time before the opening time is refused under its field (${lang})`, async ({ browser }) => {
        const { context, page } = await staffContext(browser, 'manager', lang);
        await page.goto(`${lang === 'en' ? '/en' : ''}/staff/shop`);
        await page.getByRole('link', { name: lang === 'en' ? 'Sunrise Podil' : 'Sunrise Поділ', exact: true }).click();
        await hydrated(page);

        const monday = page.locator('#f-hours-1-close');
        await monday.fill('09:00');
        await page.getByRole('button', { name: S[lang]['common.save'] }).click();
        await expect(monday).toHaveAttribute('aria-invalid', 'true');
        await expect(page.locator('#f-hours-1-close-error')).toContainText(
            lang === 'en' ? 'The closing time must be after the opening time' : 'Час закриття має бути пізніше',
        );
        await context.close();
    });
}
