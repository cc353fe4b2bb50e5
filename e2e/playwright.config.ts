import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8190);
/** E2E_BASE_URL points the specs at a server you started yourself; otherwise one is built and started here. */
const external = process.env.E2E_BASE_URL;
const BASE_URL = external ?? `http://localhost:${PORT}`;

/** One built app on a fresh embedded database, shared by every spec. */
export default defineConfig({
  testDir: './specs',
  outputDir: './.out/results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: external
    ? undefined
    : {
        command: 'rm -rf .out/data && node ../apps/server/dist/main.js',
        url: `${BASE_URL}/api/health`,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'pipe',
        env: {
          PORT: String(PORT),
          DATA_DIR: '.out/data',
          ADMIN_PASSWORD: 'admin-pass-2468',
          DEMO_DATA: 'true',
          LOG_LEVEL: 'warn',
        },
      },
});
