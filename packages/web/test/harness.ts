import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '@questbox/server';
import { type Browser, chromium, type Page } from 'playwright-core';
import { build } from 'vite';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const outputDir = join(webDir, 'test-output');
const chromiumPath = process.env.QUESTBOX_CHROMIUM ?? '/usr/bin/chromium';

/** Chromium flags that keep the browser on loopback: no sync, no updates, no background calls. */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Harness {
  url: string;
  browser: Browser;
  /** Stops the server and starts it again on the same port and database, as after a crash or a deploy. */
  restartServer(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Builds the web app into a folder of this test file's own (test files run in parallel), starts a
 * server on a free loopback port with a throwaway database serving it, and launches Chromium.
 */
export async function startHarness(name: string): Promise<Harness> {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Browser tests need Chromium at ${chromiumPath}, and it is missing. Install it: apt-get install chromium`,
    );
  }
  const outDir = join(outputDir, `dist-${name}`);
  await buildForProduction(outDir);
  const dataDir = mkdtempSync(join(tmpdir(), 'questbox-web-'));
  const options = { dbPath: join(dataDir, 'test.db'), webRoot: outDir, botDelayMs: 0 };
  let server = await startServer({ port: 0, ...options });
  const port = Number(new URL(server.url).port);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  return {
    url: server.url,
    browser,
    async restartServer() {
      await server.close();
      server = await startServer({ port, ...options });
    },
    async close() {
      await browser.close();
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Builds the app as `npm run build` does. The test runner sets NODE_ENV to `test`, and Vite keeps a
 * NODE_ENV it finds, which would ship React's development build: several times slower to render,
 * and not what players get.
 */
async function buildForProduction(outDir: string): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: webDir,
      configFile: join(webDir, 'vite.config.ts'),
      logLevel: 'error',
      build: { outDir },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

export async function screenshot(page: Page, file: string): Promise<void> {
  mkdirSync(outputDir, { recursive: true });
  await page.screenshot({ path: join(outputDir, `${file}.png`), fullPage: true });
}

/** The picture of one element (a board) alone, at the page's size. */
export async function screenshotOf(page: Page, selector: string, file: string): Promise<void> {
  mkdirSync(outputDir, { recursive: true });
  await page
    .locator(selector)
    .first()
    .screenshot({ path: join(outputDir, `${file}.png`) });
}

/** A page that fails the test on any error the app throws in the browser. */
export async function openPage(browser: Browser, url: string, viewport = { width: 1280, height: 720 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    // The browser logs every refused request; a "slow down" (429) the client waits out is no fault.
    if (m.type() === 'error' && !/status of 429/.test(m.text())) errors.push(m.text());
  });
  await page.goto(url);
  return { context, page, errors };
}
