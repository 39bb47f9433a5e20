import { expect, test } from '@playwright/test';

test('the app arrives compressed, its hashed scripts cached for good and its page always revalidated', async ({
  page,
}) => {
  const scripts: { url: string; encoding?: string; cacheControl?: string }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const headers = response.headers();
    scripts.push({
      url: response.url(),
      encoding: headers['content-encoding'],
      cacheControl: headers['cache-control'],
    });
  });
  const document = await page.goto('/');
  expect(document?.headers()['cache-control']).toBe('no-cache');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(script.url).toMatch(/\/assets\/[\w-]+\.js$/);
    expect(['br', 'gzip']).toContain(script.encoding);
    expect(script.cacheControl).toBe('public, max-age=31536000, immutable');
  }
});
