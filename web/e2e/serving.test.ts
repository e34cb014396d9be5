// How the product serves the web app to a browser: the Content-Security-Policy lets the sign-in
// page, a signed-in screen and the GraphQL sandbox (on in development) work with no violation, and
// the JavaScript arrives compressed.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { eventually, expectVisible } from './support/browser.js';
import { button } from './support/forms.js';
import { as, LoginPage } from './support/pages.js';
import { useProduct } from './support/suite.js';

const suite = useProduct();

/** Collects the page's CSP violations (reported to the page as events, and by Chromium on the console). */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || '(inline)'}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the sign-in page loads under the CSP with compressed scripts and no violation', () =>
  suite.withTab(async (page) => {
    const violations = await watchCsp(page);
    const encodings: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.url().includes('/assets/'))
        encodings.push(response.headers()['content-encoding'] ?? 'identity');
    });
    const response = await page.goto('/auth/login/user');
    const csp = response?.headers()['content-security-policy'] ?? '';
    assert.match(csp, /frame-ancestors 'none'/);
    assert.match(csp, /script-src 'self'(;|$)/);
    await new LoginPage(page).goto();
    assert.ok(encodings.includes('br'), `scripts arrive with brotli: ${encodings.join(', ')}`);
    assert.deepEqual(violations, []);
  }));

test("a waiter's order screen works under the CSP, live updates included", () =>
  suite.withTab(async (page) => {
    const violations = await watchCsp(page);
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await as.waiter(page);
    await button(page, 'Sri Lankan').click();
    await button(page, 'LUNCH').click();
    await expectVisible(button(page, 'Allocate Table'), 'the order screen');
    await expectVisible(page.getByTestId('food-card'), 'the dishes with their pictures');
    // graphql-ws connects lazily, when the screen's first subscription starts.
    await eventually(
      async () => sockets.some((url) => url.endsWith('/graphql')),
      `the screen to subscribe over graphql-ws (sockets: ${sockets.join(', ') || 'none'})`,
    );
    assert.deepEqual(violations, []);
  }));

test('the GraphQL sandbox runs a query under the CSP', () =>
  suite.withTab(async (page) => {
    const violations = await watchCsp(page);
    await page.goto('/graphql');
    await expectVisible(page.getByText('GraphQL sandbox'), 'the sandbox page');
    // GraphiQL takes a moment to set up its editors: a run before then does nothing.
    const run = page.getByRole('button', { name: /Execute query/i });
    const answer = page.locator('.graphiql-response');
    await eventually(async () => {
      await run.click();
      await page.waitForTimeout(500);
      return (await answer.innerText()).includes('Sign-in required');
    }, "the answer to the sandbox's query");
    assert.deepEqual(violations, []);
  }));
