import { defineConfig, devices } from '@playwright/test';

// The staff guide's screenshots (bash scripts/staff-guide-shots.sh), kept apart from tests/e2e so the normal
// `npx playwright test` run never picks them up. Same server as the end-to-end tests (scripts/e2e-server.sh).
const port = process.env.E2E_PORT ?? '8104';

export default defineConfig({
    testDir: '.',
    testMatch: 'shots.spec.ts',
    outputDir: '../../tests/e2e/.artifacts/staff-guide',
    timeout: 120_000,
    retries: 0,
    workers: 1,
    reporter: [['list']],
    use: {
        baseURL: `http://127.0.0.1:${port}`,
        trace: 'off',
    },
    projects: [
        {
            name: 'chromium',
            use: {
                ...devices['Desktop Chrome'],
                launchOptions: {
                    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
                    args: [
                        '--no-sandbox',
                        '--disable-gpu',
                        '--disable-background-networking',
                        '--disable-component-update',
                        '--disable-sync',
                        '--no-first-run',
                    ],
                },
            },
        },
    ],
    webServer: {
        command: 'bash scripts/e2e-server.sh',
        cwd: '../..',
        url: `http://127.0.0.1:${port}/api/ping`,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
    },
});
