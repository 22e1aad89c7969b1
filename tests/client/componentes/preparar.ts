// Setup of the 'componentes' project (vitest.config.ts): Testing Library's matchers, and each test starts from an
// empty screen, an empty session and the real fetch (a test's fake server, entorno.tsx, lives only for that test).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Role queries skip the per-element visibility check (getComputedStyle on every node of an MUI form took most of each
// test's time in jsdom): what a test says is absent is not rendered at all, never rendered and hidden by CSS.
configure({ defaultHidden: true });

// jsdom lays nothing out and has no scrollIntoView; forms call it to bring the first error into view (the committee
// form, spec 000 §5), which is a browser's business, not a rule's.
Element.prototype.scrollIntoView = function scrollIntoView() {};

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});
