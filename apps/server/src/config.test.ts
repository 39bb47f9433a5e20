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

describe('the AI endpoint (AI_BASE_URL, AI_API_KEY, AI_MODEL, AI_TIMEOUT_MS)', () => {
  it('is off by default, with the default model and time-out', () => {
    expect(loadConfig({}).ai).toEqual({
      baseUrl: undefined,
      apiKey: undefined,
      model: 'gpt-4o-mini',
      timeoutMs: 20_000,
    });
  });

  it('takes the configured endpoint, key, model and time-out', () => {
    const { ai } = loadConfig({
      AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_API_KEY: 'sk-test',
      AI_MODEL: ' llama3.1 ',
      AI_TIMEOUT_MS: '5000',
    });
    expect(ai).toEqual({ baseUrl: 'http://127.0.0.1:11434/v1', apiKey: 'sk-test', model: 'llama3.1', timeoutMs: 5000 });
  });

  it.each([
    ['AI_BASE_URL', 'not a url'],
    ['AI_BASE_URL', 'ftp://models.example/v1'],
    ['AI_API_KEY', ''],
    ['AI_MODEL', '  '],
    ['AI_TIMEOUT_MS', '0'],
    ['AI_TIMEOUT_MS', '1.5'],
    ['AI_TIMEOUT_MS', 'soon'],
  ])('stops start-up on %s=%j, naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });
});
