import fc from 'fast-check';
import {
  type GraphQLField,
  type GraphQLNamedType,
  getNamedType,
  isLeafType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../src/graphql/index.js';
import { buildSignedInAdmin } from '../support/on-behalf.js';
import { expectBadInput } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';

/**
 * Issue 11 item 9: whatever paging input a list receives (page, pageSize, sort field and direction, keyword), it
 * answers a result or a clean refusal, never a server fault. The lists are found by walking the schema, so a list
 * added later is covered without touching this file.
 */
const testApp = useTestApp();

const RUNS = 30;
const INT_MAX = 2 ** 31 - 1;

/** Root query fields with a PageInput argument and no other required argument. */
function pagedLists(): Array<GraphQLField<unknown, unknown>> {
  const fields = Object.values(schema.getQueryType()?.getFields() ?? {});
  return fields.filter(
    (field) =>
      field.args.some((arg) => getNamedType(arg.type).name === 'PageInput') &&
      field.args.every((arg) => getNamedType(arg.type).name === 'PageInput' || !isNonNullType(arg.type)),
  );
}

/** The leaf fields of the list's type, and `__typename` of its object fields, so every resolver below runs once. */
function selection(type: GraphQLNamedType): string {
  if (!isObjectType(type)) return '__typename';
  const parts = Object.values(type.getFields()).map((field) => {
    const named = getNamedType(field.type);
    if (field.args.some((arg) => isNonNullType(arg.type))) return '';
    return isLeafType(named) ? field.name : `${field.name} { __typename }`;
  });
  return ['__typename', ...parts.filter(Boolean)].join(' ');
}

const listQuery = (field: GraphQLField<unknown, unknown>) => {
  const arg = field.args.find((candidate) => getNamedType(candidate.type).name === 'PageInput')?.name;
  return `query Paged($pagination: PageInput) { ${field.name}(${arg}: $pagination) { ${selection(getNamedType(field.type))} } }`;
};

const awkwardText = fc.oneof(
  {
    arbitrary: fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '', ' ', 'name'),
    weight: 2,
  },
  fc.constantFrom('%', '_', '\\', '%_\\', "'; drop table users; --", 'ü', '名前', '🙂', '\u200b', 'a'.repeat(5000)),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

type PageSort = { field: string; direction: 'ASC' | 'DESC' };

/** Inputs that once broke a list (issue 11): always tried first, before the random ones. */
const KNOWN_BAD_SORTS = ['__proto__', 'constructor', 'toString'].map((field): [{ sort: PageSort }] => [
  { sort: { field, direction: 'ASC' } },
]);
const KNOWN_BAD_SEARCHES: Array<[Record<string, string>]> = [
  [{ page: '9007199254740991' }],
  [{ page: '9007199254740991', pageSize: '10000' }],
  [{ page: '1000001' }],
];

const pageNumber = fc.oneof(
  fc.integer({ min: -INT_MAX - 1, max: INT_MAX }),
  fc.constantFrom(0, 1, 2, 1_000_000, 1_000_001, INT_MAX),
);

const pagination = fc.record(
  {
    page: fc.option(pageNumber, { nil: null }),
    pageSize: fc.option(fc.oneof(pageNumber, fc.constantFrom(1, 10, 10_000, 10_001)), { nil: null }),
    sort: fc.option(fc.record({ field: awkwardText, direction: fc.constantFrom('ASC', 'DESC') }), { nil: null }),
    keyword: fc.option(awkwardText, { nil: null }),
  },
  { requiredKeys: [] },
);

interface Answer {
  status: number;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

function expectNoServerFault(answer: Answer, input: unknown) {
  const faults = (answer.errors ?? []).filter((error) => error.extensions?.code === 'INTERNAL_SERVER_ERROR');
  expect({ status: answer.status, faults, input }).toMatchObject({ status: expect.any(Number), faults: [] });
  expect(answer.status, JSON.stringify(input)).toBeLessThan(500);
}

describe('paging inputs never cause a server fault', () => {
  const lists = pagedLists();

  it('finds the paged lists in the schema', () => {
    expect(lists.map((field) => field.name)).toEqual(
      expect.arrayContaining(['adminSuppliers', 'clients', 'companies', 'projects', 'roles', 'users']),
    );
  });

  it.each(lists.map((field) => [field.name, field] as const))('%s', async (_name, field) => {
    // A platform administrator acting as itself may read every list; each list must answer it first.
    const { client } = await buildSignedInAdmin(testApp);
    const query = listQuery(field);
    const baseline = await client.graphql(query);
    expect(baseline.errors, JSON.stringify(baseline.errors)).toBeUndefined();
    await fc.assert(
      fc.asyncProperty(pagination, async (input) => {
        expectNoServerFault(await client.graphql(query, { pagination: input }), input);
      }),
      { numRuns: RUNS, examples: KNOWN_BAD_SORTS, endOnFailure: true },
    );
  });

  it('refuses a page beyond the bound with a clear message, over GraphQL and REST', async () => {
    const { client } = await buildSignedInAdmin(testApp);
    const message = 'Page must be between 1 and 1000000';
    expectBadInput(await client.graphql('query { users(pagination: { page: 1000001 }) { total } }'), message);
    const search = await client.get('/api/clients/search?page=9007199254740991');
    expect(search).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT', message } });
  });

  it('GET /api/clients/search', async () => {
    const { client } = await buildSignedInAdmin(testApp);
    expect((await client.get('/api/clients/search')).status).toBe(200);
    const parameter = fc.oneof(awkwardText, pageNumber.map(String), fc.constantFrom('9007199254740991', '1e400', '-0'));
    await fc.assert(
      fc.asyncProperty(
        fc.record({ q: parameter, page: parameter, pageSize: parameter }, { requiredKeys: [] }),
        async (input) => {
          const search = new URLSearchParams(input as Record<string, string>);
          const answer = await client.get(`/api/clients/search?${search}`);
          expect(answer.status, JSON.stringify(input)).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS, examples: KNOWN_BAD_SEARCHES, endOnFailure: true },
    );
  });
});
