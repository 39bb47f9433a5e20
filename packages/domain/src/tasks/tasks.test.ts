import { describe, expect, it } from 'vitest';
import { tasksAvailable } from './tasks.js';

const expert = { userType: 'BROKER', privileges: ['MANAGE_PROJECT_QUESTIONS'] as const, enableExperts: true };

describe('tasksAvailable (spec 1 §6 tasks menu rule)', () => {
  it('needs the experts setting and MANAGE_PROJECT_QUESTIONS', () => {
    expect(tasksAvailable(expert)).toBe(true);
    expect(tasksAvailable({ ...expert, enableExperts: false })).toBe(false);
    expect(tasksAvailable({ ...expert, privileges: ['READ_TEMPLATES'] })).toBe(false);
    expect(tasksAvailable({ ...expert, privileges: new Set(['MANAGE_PROJECT_QUESTIONS'] as const) })).toBe(true);
  });

  it('is never for MANAGE_BROKERS holders or administrators', () => {
    expect(tasksAvailable({ ...expert, privileges: ['MANAGE_PROJECT_QUESTIONS', 'MANAGE_BROKERS'] })).toBe(false);
    expect(tasksAvailable({ ...expert, userType: 'ADMIN' })).toBe(false);
  });
});
