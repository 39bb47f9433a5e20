import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { useTestApp } from '../support/test-app.js';

const mailbox = (baseUrl: string, headers: Record<string, string> = {}) => fetch(`${baseUrl}/dev/mailbox`, { headers });
const configFlag = async (baseUrl: string) => {
  const response = await fetch(`${baseUrl}/api/graphql?query=%7Bconfig%7BdevMailbox%7D%7D`);
  return ((await response.json()) as { data: { config: { devMailbox: boolean } } }).data.config.devMailbox;
};

describe('Dev mailbox on loopback', () => {
  const testApp = useTestApp({ env: 'development', smtpUrl: undefined, trustProxy: true });

  it('shows the outbox to a client on this machine', async () => {
    const response = await mailbox(testApp.baseUrl);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Dev mailbox');
    expect(await configFlag(testApp.baseUrl)).toBe(true);
  });

  it('refuses a client that reaches it through a proxy from another machine', async () => {
    const response = await mailbox(testApp.baseUrl, { 'x-forwarded-for': '203.0.113.7' });
    expect(response.status).toBe(404);
  });
});

describe('Dev mailbox when the server listens beyond loopback', () => {
  const testApp = useTestApp({ env: 'development', smtpUrl: undefined, host: '0.0.0.0' });

  it('does not exist, even for a client on this machine', async () => {
    expect((await mailbox(testApp.baseUrl)).status).toBe(404);
    expect(await configFlag(testApp.baseUrl)).toBe(false);
  });
});

describe('Dev mailbox setting', () => {
  it('reads HOST as loopback only for 127.x, ::1 and localhost', async () => {
    const { devMailboxEnabled } = await import('../../src/platform/mail/index.js');
    const enabledFor = (host: string) =>
      devMailboxEnabled({ mailer: { outboxOnly: true }, config: { ...loadConfig({ HOST: host }) } });
    expect(['127.0.0.1', '::1', 'localhost'].map(enabledFor)).toEqual([true, true, true]);
    expect(['0.0.0.0', '192.168.1.20', '::'].map(enabledFor)).toEqual([false, false, false]);
  });
});
