import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium (Playwright cannot download browsers here), against a server the run starts itself
// on a fresh, seeded SQLite database (scripts/e2e-server.sh).
// E2E_PORT lets two runs share a machine (each gets its own database and SSR port, E2E_SSR_PORT).
const port = process.env.E2E_PORT ?? '8001';

const CHROMIUM_ARGS = [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
];

export default defineConfig({
    testDir: 'tests/e2e',
    outputDir: 'tests/e2e/.artifacts/results',
    timeout: 30_000,
    retries: 0,
    workers: 2,
    reporter: [['list']],
    use: {
        baseURL: `http://127.0.0.1:${port}`,
        locale: 'uk-UA',
        trace: 'off',
    },
    projects: [
        {
            name: 'chromium',
            // The busy-night board fills the shared board with thirty orders: it runs alone, after every other spec.
            testIgnore: /board-busy\.spec\.ts/,
            use: {
                ...devices['Desktop Chrome'],
                launchOptions: {
                    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
                    args: CHROMIUM_ARGS,
                },
            },
        },
        {
            name: 'chromium-busy-board',
            testMatch: /board-busy\.spec\.ts/,
            dependencies: ['chromium'],
            use: {
                ...devices['Desktop Chrome'],
                launchOptions: {
                    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
                    args: CHROMIUM_ARGS,
                },
            },
        },
    ],
    webServer: {
        command: 'bash scripts/e2e-server.sh',
        url: `http://127.0.0.1:${port}/api/ping`,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
    },
});
