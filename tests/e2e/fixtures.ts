import { expect, test as base } from '@playwright/test';

// Every spec runs with the content security policy on: a page without the header, or any violation it reports
// (Chromium logs each one to the console, and the page sees a securitypolicyviolation event), fails the test.
export const test = base.extend<{ cspGuard: void }>({
    cspGuard: [
        async ({ page }, use) => {
            const violations: string[] = [];
            const documentsWithoutPolicy: string[] = [];
            await page.addInitScript(() => {
                document.addEventListener('securitypolicyviolation', (event) => {
                    console.error(`Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
                });
            });
            page.on('console', (message) => {
                if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
            });
            page.on('response', (response) => {
                const request = response.request();
                if (request.resourceType() === 'document' && request.frame() === page.mainFrame() && response.status() < 300) {
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
