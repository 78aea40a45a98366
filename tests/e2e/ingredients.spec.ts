import { expect, test } from './fixtures';
import { STAFF, staffContext } from './staff-support';
import { addToCart, hydrated, LANGS, MESSAGES, quiet } from './support';

// The ingredient stop-list: an operator marks sea scallop out at one restaurant; a customer whose delivery zone that
// kitchen serves sees the scallop dishes unavailable in the cart, a zone of another kitchen does not; put back, it sells
// again. Each parallel worker takes a kitchen of its own (the e2e run has two workers and three restaurants), so
// repeated runs never share one.

interface Named {
    id: number;
    slug: string;
    name: string;
    restaurant_id?: number | null;
}

for (const { lang, prefix } of LANGS) {
    test(`an ingredient out at one kitchen makes its dishes unavailable in the cart of that kitchen's zone (${lang})`, async ({
        browser,
        page,
        context,
        request,
    }) => {
        // A staff flow through several screens and a second browser: three times the default budget, for a busy machine.
        test.slow();
        const m = MESSAGES[lang];
        const s = STAFF[lang];
        const headers = { 'Accept-Language': lang };
        const restaurants = (
            (await (await request.get('/api/get-restaurants', { headers })).json()) as { data: Named[] }
        ).data;
        const regions = ((await (await request.get('/api/get-regions', { headers })).json()) as { data: Named[] }).data;
        // Each worker's kitchen of its own; the last restaurant is no worker's, so its zone never has the dish out.
        const other = restaurants[restaurants.length - 1]!;
        const kitchen = restaurants[test.info().parallelIndex % (restaurants.length - 1)]!;
        const zone = regions.find((r) => r.restaurant_id === kitchen.id)!;
        const otherZone = regions.find((r) => r.restaurant_id === other.id)!;

        // The customer's cart holds the dish before it runs out.
        await quiet(context);
        await addToCart(page, lang, prefix, 'baked-scallop');

        const operator = await staffContext(browser, 'operator', lang);
        await operator.page.goto(`${prefix}/staff/ingredients`);
        await hydrated(operator.page);
        await operator.page.getByLabel(s['stopList.scope'], { exact: true }).selectOption(String(kitchen.id));
        const scallop = operator.page.locator('[data-testid^=ingredient-]').filter({
            has: operator.page.getByRole('heading', { name: lang === 'uk' ? 'Морський гребінець' : 'Sea scallop' }),
        });
        const toggle = scallop.getByRole('button');
        await expect(toggle).toHaveText(s['ingredients.markOut']);
        await toggle.click();
        await expect(toggle).toHaveText(s['ingredients.putBack']);
        await expect(scallop).toContainText(s['ingredients.outAt'].replace('{place}', kitchen.name));

        await page.locator('.cart-button').click();
        const region = page.getByLabel(m['cart.region']);
        await region.selectOption(zone.slug);
        const warning = page.getByTestId('line-stopped-here');
        await expect(warning).toHaveText(m['cart.stoppedHere'].replace('{restaurant}', kitchen.name));
        await region.selectOption(otherZone.slug);
        await expect(warning).toHaveCount(0);

        await toggle.click();
        await expect(toggle).toHaveText(s['ingredients.markOut']);
        await region.selectOption(zone.slug);
        await expect(page.getByTestId('cart-line')).toHaveCount(1);
        await expect(warning).toHaveCount(0);
        await operator.context.close();
    });
}
