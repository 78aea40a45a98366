import { expect, test as base, type Page } from '@playwright/test';

/**
 * Once a navigation has loaded an Inertia document, wait until React has hydrated it (the app marks <html> after
 * every page effect ran): a click on a server-rendered button before that does nothing, and a page's own effects
 * (recently viewed, stored carts) have not run yet. Other documents (JSON, a redirect to the payment page) are
 * returned as they are.
 */
async function settle(page: Page): Promise<void> {
    const isApp = await page
        .locator('script[data-page="app"]')
        .count()
        .catch(() => 0);
    if (isApp > 0) await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

// Every spec runs with the content security policy on: a page without the header, or any violation it reports
// (Chromium logs each one to the console, and the page sees a securitypolicyviolation event), fails the test.
export const test = base.extend<{ cspGuard: void }>({
    page: async ({ page }, use) => {
        const goto = page.goto.bind(page);
        const reload = page.reload.bind(page);
        page.goto = async (url, options) => {
            const response = await goto(url, options);
            if (options?.waitUntil !== 'commit') await settle(page);
            return response;
        };
        page.reload = async (options) => {
            const response = await reload(options);
            if (options?.waitUntil !== 'commit') await settle(page);
            return response;
        };
        await use(page);
    },
    cspGuard: [
        async ({ page }, use) => {
            const violations: string[] = [];
            const documentsWithoutPolicy: string[] = [];
            await page.addInitScript(() => {
                document.addEventListener('securitypolicyviolation', (event) => {
                    console.error(
                        `Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`,
                    );
                });
            });
            page.on('console', (message) => {
                if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
                    violations.push(message.text());
            });
            page.on('response', (response) => {
                const request = response.request();
                if (
                    request.resourceType() === 'document' &&
                    request.frame() === page.mainFrame() &&
                    response.status() < 300
                ) {
                    if (!response.headers()['content-security-policy']) documentsWithoutPolicy.push(response.url());
                }
            });
            await use();
            expect(documentsWithoutPolicy, 'pages served without a Content-Security-Policy').toEqual([]);
            expect(violations, 'Content Security Policy violations').toEqual([]);
        },
        { auto: true },
    ],
});

export { expect };
