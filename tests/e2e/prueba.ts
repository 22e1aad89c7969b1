import { test as base } from '@playwright/test';
import { urlServidorDeHilo } from '../../playwright.config';

/**
 * The browser suite's `test`: every spec imports it from here (lint checks), not from @playwright/test. Each
 * worker talks to its own server with its own fresh demo database (started by playwright.config's webServer
 * list, one per worker), so files run two at a time without one file's writes showing up in another's counts.
 * `parallelIndex` is unique among the workers running at any moment, so two workers never share a server.
 */
export const test = base.extend({
  // Playwright reads the fixtures a function needs from its first parameter: it must be a (here empty) pattern.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => {
    await use(urlServidorDeHilo(testInfo.parallelIndex));
  },
});

export { expect } from '@playwright/test';
export type { APIRequestContext, Locator, Page, Request } from '@playwright/test';
