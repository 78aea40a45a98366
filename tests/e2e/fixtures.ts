import { expect, test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';

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

/**
 * What a page reported as an error: an exception no code caught (`pageerror`, e.g. "ReferenceError: config is not
 * defined") or a console message of type error. Chromium's own "Failed to load resource" lines are left out: they name
 * an HTTP status (the 422, 409 and 429 answers the specs provoke and assert) or a network failure (the offline specs),
 * not an error of the page's code; CSP violations have their own guard below.
 */
function watchForErrors(page: Page, errors: string[]): void {
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.name}: ${error.message}`));
    page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (/^Failed to load resource\b/.test(text) || /Content Security Policy/i.test(text)) return;
        errors.push(`${page.url()}: console.error: ${text}`);
    });
}

/**
 * Every page of the test, the `page` fixture's and those of the contexts a spec opens itself (browser.newContext,
 * browser.newPage, a context's newPage): for the test's length the worker's browser hands out contexts that are watched.
 */
function watchBrowser(browser: Browser, context: BrowserContext, errors: string[]): () => void {
    const watchContext = (watched: BrowserContext) => {
        watched.pages().forEach((page) => watchForErrors(page, errors));
        watched.on('page', (page) => watchForErrors(page, errors));
    };
    watchContext(context);
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (options) => {
        const created = await newContext(options);
        watchContext(created);
        return created;
    };
    return () => {
        // The own property set above goes; the prototype's method is the browser's own again.
        delete (browser as Partial<Pick<Browser, 'newContext'>>).newContext;
    };
}

// Every spec runs with the content security policy on: a page without the header, or any violation it reports
// (Chromium logs each one to the console, and the page sees a securitypolicyviolation event), fails the test.
export const test = base.extend<{ cspGuard: void; pageErrorGuard: void }>({
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
    // Every spec fails on an error of a page's own code: an uncaught exception or a console error (see watchForErrors).
    pageErrorGuard: [
        async ({ browser, context }, use) => {
            const errors: string[] = [];
            const unwatch = watchBrowser(browser, context, errors);
            try {
                await use();
            } finally {
                unwatch();
            }
            expect(errors, 'errors on the pages (uncaught exceptions, console errors)').toEqual([]);
        },
        { auto: true },
    ],
});

export { expect };
