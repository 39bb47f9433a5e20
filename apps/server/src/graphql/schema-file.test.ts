import { readFileSync } from 'node:fs';
import path from 'node:path';
import { printSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from './schema.js';

describe('schema.graphql', () => {
  it('is the printed schema (run `npm run schema:print` after changing the API)', () => {
    const committed = readFileSync(path.join(import.meta.dirname, '../../schema.graphql'), 'utf8');
    expect(committed).toBe(`${printSchema(schema)}\n`);
  });
});
