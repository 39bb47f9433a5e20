import { describe, expect, it } from 'vitest';
import { isDatabaseUnreachable } from './unreachable.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('a database out of reach', () => {
  it('is a refused or dropped connection, or a server shutting down, also when wrapped', () => {
    expect(isDatabaseUnreachable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnreachable(withCode('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isDatabaseUnreachable(withCode('connection failure', '08006'))).toBe(true);
    const wrapped = new Error('Failed query: select 1', { cause: withCode('read ECONNRESET', 'ECONNRESET') });
    expect(isDatabaseUnreachable(wrapped)).toBe(true);
  });

  it('is not a fault of the statement or its data', () => {
    expect(isDatabaseUnreachable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isDatabaseUnreachable(withCode('value out of range for type integer', '22003'))).toBe(false);
    expect(isDatabaseUnreachable(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnreachable('Connection terminated')).toBe(false);
  });
});
