// Runs before every web test file (vitest.config.ts): DOM matchers, what jsdom lacks and Mantine
// measures with, the msw server, and a clean slate after each test.

import '@testing-library/jest-dom/vitest';
import { cleanNotifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { clearSession } from '../session/session';
import { refuseUnhandledRequest, server, takeGraphQLProblems } from './graphql';

// jsdom has no layout: no media queries, no resize observation, no scrolling, no web fonts.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) satisfies MediaQueryList;
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
window.HTMLElement.prototype.scrollIntoView ??= function scrollIntoView() {};
window.scrollTo = () => undefined;
// Mantine's autosizing Textarea measures again once web fonts have loaded.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });

beforeAll(() => server.listen({ onUnhandledRequest: refuseUnhandledRequest }));

afterEach(() => {
  cleanup();
  cleanNotifications();
  server.resetHandlers();
  clearSession();
  window.localStorage.clear();
  window.sessionStorage.clear();
  expect(takeGraphQLProblems(), 'GraphQL between the screen and the test').toEqual([]);
});

afterAll(() => server.close());
