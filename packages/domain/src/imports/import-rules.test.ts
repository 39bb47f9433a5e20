import { describe, expect, it } from 'vitest';
import type { Privilege } from '../privileges.js';
import { importActionsAllowed, mayImport } from './import-rules.js';

const holding = (...privileges: Privilege[]) => new Set<Privilege>(privileges);

describe('who imports questions (spec 3 §2, §6)', () => {
  it('needs MANAGE_PROJECT_STATE or MANAGE_PROJECT_TEMPLATES to import', () => {
    expect(mayImport(holding('MANAGE_PROJECT_STATE'))).toBe(true);
    expect(mayImport(holding('MANAGE_PROJECT_TEMPLATES'))).toBe(true);
    expect(mayImport(holding('MANAGE_PROJECT_QUESTIONS'))).toBe(false);
  });

  it('offers each action to the holder of its privilege', () => {
    expect(importActionsAllowed(holding('MANAGE_PROJECT_STATE', 'MANAGE_PROJECT_QUESTIONS'))).toEqual([
      'CREATE_PROJECT',
      'COPY_TO_LIBRARY',
    ]);
    expect(importActionsAllowed(holding('MANAGE_PROJECT_TEMPLATES'))).toEqual(['CREATE_TEMPLATE']);
  });
});
