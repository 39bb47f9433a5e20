import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { CSRF_HEADER } from '@shortlist/domain';
import { BASE_URL } from '../support/run-paths.js';
import { signInAs } from '../support/session.js';

/**
 * A page of another site on another local port: same-site for the browser (127.0.0.1), so the session cookie goes
 * with its requests. It tries to read the user's profile, to change their phone number with a plain form and with
 * a script, and to open the live-events socket.
 */
const attackerPage = `<!doctype html><html><body>
<form id="form" method="POST" action="${BASE_URL}/api/graphql" enctype="multipart/form-data" target="sink">
  <input name="operations" value='{"query":"mutation { updateProfileSettings(phoneNumber: \\"666\\", contrastMode: false, projectStatusUpdate: true, newNotification: true, newFaqQuestion: true) { phoneNumber } }"}'>
  <input name="map" value="{}">
</form>
<iframe name="sink"></iframe>
<script>
  const attempts = {};
  const settle = (name, promise) => promise.then((v) => { attempts[name] = v; }, (e) => { attempts[name] = 'failed: ' + e; });
  settle('read', fetch('${BASE_URL}/api/graphql?query=%7Bprofile%7Bemail%7D%7D', { credentials: 'include' }).then((r) => r.text()));
  settle('write', fetch('${BASE_URL}/api/graphql', {
    method: 'POST', credentials: 'include',
    headers: { 'content-type': 'application/json', '${CSRF_HEADER}': '1' },
    body: JSON.stringify({ query: 'mutation { updateProfileSettings(phoneNumber: "777", contrastMode: false, projectStatusUpdate: true, newNotification: true, newFaqQuestion: true) { phoneNumber } }' }),
  }).then((r) => r.text()));
  settle('socket', new Promise((resolve, reject) => {
    const socket = new WebSocket('${BASE_URL.replace('http', 'ws')}/api/graphql', 'graphql-transport-ws');
    socket.onopen = () => resolve('opened');
    socket.onerror = () => reject('refused');
  }));
  document.getElementById('form').submit();
  window.attempts = attempts;
</script></body></html>`;

let attacker: Server;
let attackerUrl = '';

test.beforeAll(async () => {
  attacker = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' }).end(attackerPage);
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerUrl = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}/`;
});
test.afterAll(() => new Promise<void>((resolve) => attacker.close(() => resolve())));

test('a page of another site cannot read, change or listen to a signed-in user’s data', async ({ page }) => {
  await signInAs(page, 'owner@northwind.example');
  await page.goto('/account/settings');
  const phone = page.getByLabel('Phone Number');
  const phoneBefore = await phone.inputValue();

  await page.goto(attackerUrl);
  await expect
    .poll(() => page.evaluate(() => Object.keys((window as { attempts?: object }).attempts ?? {}).length))
    .toBe(3);
  const attempts = await page.evaluate(() => (window as unknown as { attempts: Record<string, string> }).attempts);
  expect(attempts.read).toMatch(/^failed/);
  expect(attempts.write).toMatch(/^failed/);
  expect(attempts.socket).toMatch(/^failed/);

  await page.goto(`${BASE_URL}/account/settings`);
  await expect(phone).toHaveValue(phoneBefore);
});
