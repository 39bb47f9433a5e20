import { describe, expect, it } from 'vitest';
import {
  EXPERT_ONLY_PRIVILEGES,
  impliedPrivileges,
  isPrivilege,
  PRIVILEGE_IMPLICATIONS,
  PRIVILEGE_LABELS,
  PRIVILEGES,
  type Privilege,
  privilegeClosure,
} from './privileges.js';

/** Spec 1 §6, direct implications as written in the privilege table. */
const SPEC_DIRECT: ReadonlyArray<[Privilege, Privilege[]]> = [
  ['MANAGE_ALL_PROJECTS', ['MANAGE_PROJECT_STATE']],
  ['MANAGE_PROJECT_STATE', ['VIEW_DASHBOARD', 'MANAGE_ALL_SCORING', 'MANAGE_ALL_APPROVALS', 'MANAGE_FAQ']],
  ['MANAGE_ALL_APPROVALS', ['MANAGE_SCORING', 'MANAGE_ALL_SCORING']],
  ['MANAGE_SCORING', ['MANAGE_PROJECT_QUESTIONS', 'READ_SCORING']],
  ['MANAGE_PROJECT_QUESTIONS', ['READ_TEMPLATES']],
  ['MANAGE_ALL_SCORING', ['READ_SCORING']],
  ['REVIEW_TEMPLATES', ['MANAGE_PROJECT_TEMPLATES']],
  ['MANAGE_PROJECT_TEMPLATES', ['READ_TEMPLATES']],
];

const NO_IMPLICATIONS: readonly Privilege[] = [
  'VIEW_DASHBOARD',
  'MANAGE_FAQ',
  'MANAGE_APPROVALS',
  'READ_SCORING',
  'READ_TEMPLATES',
  'MANAGE_USERS',
  'MANAGE_CLIENTS',
  'MANAGE_BROKERS',
  'MANAGE_FEEDBACKS',
];

/** Full transitive closures, written out by hand in the canonical order of PRIVILEGES. */
const SPEC_CLOSURES: ReadonlyArray<[Privilege, Privilege[]]> = [
  [
    'MANAGE_ALL_PROJECTS',
    [
      'MANAGE_ALL_PROJECTS',
      'MANAGE_PROJECT_STATE',
      'VIEW_DASHBOARD',
      'MANAGE_FAQ',
      'MANAGE_ALL_APPROVALS',
      'MANAGE_SCORING',
      'MANAGE_PROJECT_QUESTIONS',
      'MANAGE_ALL_SCORING',
      'READ_SCORING',
      'READ_TEMPLATES',
    ],
  ],
  [
    'MANAGE_PROJECT_STATE',
    [
      'MANAGE_PROJECT_STATE',
      'VIEW_DASHBOARD',
      'MANAGE_FAQ',
      'MANAGE_ALL_APPROVALS',
      'MANAGE_SCORING',
      'MANAGE_PROJECT_QUESTIONS',
      'MANAGE_ALL_SCORING',
      'READ_SCORING',
      'READ_TEMPLATES',
    ],
  ],
  [
    'MANAGE_ALL_APPROVALS',
    [
      'MANAGE_ALL_APPROVALS',
      'MANAGE_SCORING',
      'MANAGE_PROJECT_QUESTIONS',
      'MANAGE_ALL_SCORING',
      'READ_SCORING',
      'READ_TEMPLATES',
    ],
  ],
  ['MANAGE_SCORING', ['MANAGE_SCORING', 'MANAGE_PROJECT_QUESTIONS', 'READ_SCORING', 'READ_TEMPLATES']],
  ['MANAGE_PROJECT_QUESTIONS', ['MANAGE_PROJECT_QUESTIONS', 'READ_TEMPLATES']],
  ['MANAGE_ALL_SCORING', ['MANAGE_ALL_SCORING', 'READ_SCORING']],
  ['REVIEW_TEMPLATES', ['REVIEW_TEMPLATES', 'MANAGE_PROJECT_TEMPLATES', 'READ_TEMPLATES']],
  ['MANAGE_PROJECT_TEMPLATES', ['MANAGE_PROJECT_TEMPLATES', 'READ_TEMPLATES']],
];

const sorted = (list: readonly Privilege[]) => [...list].sort();

describe('PRIVILEGE_IMPLICATIONS', () => {
  it.each(SPEC_DIRECT)('%s directly implies exactly %j', (privilege, implied) => {
    expect(sorted(PRIVILEGE_IMPLICATIONS[privilege] ?? [])).toEqual(sorted(implied));
  });

  it.each(NO_IMPLICATIONS)('%s implies nothing', (privilege) => {
    expect(PRIVILEGE_IMPLICATIONS[privilege] ?? []).toEqual([]);
  });

  it('declares no implications beyond the spec table', () => {
    expect(sorted(Object.keys(PRIVILEGE_IMPLICATIONS) as Privilege[])).toEqual(sorted(SPEC_DIRECT.map(([p]) => p)));
  });
});

describe('privilegeClosure', () => {
  it.each(SPEC_DIRECT)('%s brings in each of its direct implications %j', (privilege, implied) => {
    expect(privilegeClosure([privilege])).toEqual(expect.arrayContaining([privilege, ...implied]));
  });

  it.each(SPEC_CLOSURES)('the full closure of %s is %j', (privilege, closure) => {
    expect(privilegeClosure([privilege])).toEqual(closure);
  });

  it('MANAGE_ALL_PROJECTS does not reach the template, approval, user or admin privileges', () => {
    const closure = privilegeClosure(['MANAGE_ALL_PROJECTS']);
    for (const outside of [
      'MANAGE_APPROVALS',
      'REVIEW_TEMPLATES',
      'MANAGE_PROJECT_TEMPLATES',
      'MANAGE_USERS',
      'MANAGE_CLIENTS',
      'MANAGE_BROKERS',
      'MANAGE_FEEDBACKS',
    ] as const) {
      expect(closure).not.toContain(outside);
    }
  });

  it.each(NO_IMPLICATIONS)('%s closes over itself only', (privilege) => {
    expect(privilegeClosure([privilege])).toEqual([privilege]);
  });

  it('returns an empty list for no privileges', () => {
    expect(privilegeClosure([])).toEqual([]);
    expect(privilegeClosure(new Set<Privilege>())).toEqual([]);
  });

  it.each<[string, Privilege[], Privilege[]]>([
    ['a repeated privilege', ['READ_SCORING', 'READ_SCORING'], ['READ_SCORING']],
    [
      'two paths to READ_SCORING',
      ['MANAGE_SCORING', 'MANAGE_ALL_SCORING'],
      sorted(['MANAGE_SCORING', 'MANAGE_ALL_SCORING', 'MANAGE_PROJECT_QUESTIONS', 'READ_SCORING', 'READ_TEMPLATES']),
    ],
    [
      'a privilege and one it implies',
      ['MANAGE_PROJECT_TEMPLATES', 'READ_TEMPLATES'],
      ['MANAGE_PROJECT_TEMPLATES', 'READ_TEMPLATES'],
    ],
  ])('lists each privilege once for %s', (_case, granted, expected) => {
    const closure = privilegeClosure(granted);
    expect(new Set(closure).size).toBe(closure.length);
    expect(sorted(closure)).toEqual(sorted(expected));
  });

  it('returns privileges in the canonical order of PRIVILEGES whatever the input order', () => {
    expect(privilegeClosure(['READ_TEMPLATES', 'MANAGE_USERS', 'REVIEW_TEMPLATES', 'VIEW_DASHBOARD'])).toEqual([
      'VIEW_DASHBOARD',
      'REVIEW_TEMPLATES',
      'MANAGE_PROJECT_TEMPLATES',
      'READ_TEMPLATES',
      'MANAGE_USERS',
    ]);
    expect(privilegeClosure([...PRIVILEGES].reverse())).toEqual([...PRIVILEGES]);
  });

  it('accepts any iterable and leaves the input untouched', () => {
    const granted: Privilege[] = ['MANAGE_ALL_SCORING'];
    expect(privilegeClosure(new Set(granted))).toEqual(['MANAGE_ALL_SCORING', 'READ_SCORING']);
    expect(privilegeClosure(granted)).toEqual(['MANAGE_ALL_SCORING', 'READ_SCORING']);
    expect(granted).toEqual(['MANAGE_ALL_SCORING']);
  });

  it.each(PRIVILEGES)('is idempotent for %s', (privilege) => {
    const once = privilegeClosure([privilege]);
    expect(privilegeClosure(once)).toEqual(once);
  });
});

describe('impliedPrivileges (what the role form selects and locks)', () => {
  it('selecting MANAGE_PROJECT_STATE locks everything it reaches but not itself', () => {
    expect(impliedPrivileges(['MANAGE_PROJECT_STATE'])).toEqual([
      'VIEW_DASHBOARD',
      'MANAGE_FAQ',
      'MANAGE_ALL_APPROVALS',
      'MANAGE_SCORING',
      'MANAGE_PROJECT_QUESTIONS',
      'MANAGE_ALL_SCORING',
      'READ_SCORING',
      'READ_TEMPLATES',
    ]);
  });

  it.each(PRIVILEGES)('for %s alone locks its closure without itself', (privilege) => {
    expect(impliedPrivileges([privilege])).toEqual(privilegeClosure([privilege]).filter((p) => p !== privilege));
  });

  it.each(NO_IMPLICATIONS)('selecting only %s locks nothing', (privilege) => {
    expect(impliedPrivileges([privilege])).toEqual([]);
  });

  it('locks a selected privilege when another selected privilege implies it', () => {
    const locked = impliedPrivileges(['MANAGE_ALL_PROJECTS', 'MANAGE_PROJECT_STATE']);
    expect(locked).toContain('MANAGE_PROJECT_STATE');
    expect(locked).not.toContain('MANAGE_ALL_PROJECTS');
  });

  it('combines selections in canonical order without duplicates', () => {
    expect(impliedPrivileges(['REVIEW_TEMPLATES', 'MANAGE_ALL_SCORING', 'REVIEW_TEMPLATES', 'MANAGE_USERS'])).toEqual([
      'READ_SCORING',
      'MANAGE_PROJECT_TEMPLATES',
      'READ_TEMPLATES',
    ]);
  });

  it('locks nothing for an empty selection', () => {
    expect(impliedPrivileges([])).toEqual([]);
  });
});

describe('privilege metadata', () => {
  it('offers MANAGE_ALL_APPROVALS and MANAGE_SCORING only with the experts feature', () => {
    expect(sorted(EXPERT_ONLY_PRIVILEGES)).toEqual(sorted(['MANAGE_ALL_APPROVALS', 'MANAGE_SCORING']));
  });

  it('labels MANAGE_PROJECT_STATE as Manage Assigned Projects and labels every privilege', () => {
    expect(PRIVILEGE_LABELS.MANAGE_PROJECT_STATE).toBe('Manage Assigned Projects');
    expect(Object.keys(PRIVILEGE_LABELS)).toEqual([...PRIVILEGES]);
  });

  it.each<[string, boolean]>([
    ['MANAGE_USERS', true],
    ['SIGNED_IN', false],
    ['manage_users', false],
    ['', false],
  ])('isPrivilege(%j) is %s', (value, expected) => {
    expect(isPrivilege(value)).toBe(expected);
  });
});
