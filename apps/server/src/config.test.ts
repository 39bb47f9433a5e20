import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('SALES_EMAIL', () => {
  it('defaults to the sales address and takes the configured one', () => {
    expect(loadConfig({}).salesEmail).toBe('sales@shortlist.example');
    expect(loadConfig({ SALES_EMAIL: 'deals@broker.example' }).salesEmail).toBe('deals@broker.example');
  });

  it('stops start-up on an address that is not an e-mail', () => {
    expect(() => loadConfig({ SALES_EMAIL: 'sales' })).toThrow(ConfigError);
    expect(() => loadConfig({ SALES_EMAIL: 'sales' })).toThrow(/SALES_EMAIL/);
  });
});
