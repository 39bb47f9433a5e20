import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import { schema } from '../../src/graphql/index.js';
import type { Entity, FuzzContext } from './fuzz-world.js';

/** The scalars whose values a caller types freely; booleans and enums are closed sets the schema checks. */
export type LeafKind = 'String' | 'ID' | 'Int' | 'Float' | 'DateTime' | 'JSON';
const FUZZED = new Set<string>(['String', 'ID', 'Int', 'Float', 'DateTime', 'JSON']);

export type Mutation = GraphQLField<unknown, unknown>;

/** One input value a mutation takes: the argument, then the input fields down to a scalar (lists pass through). */
export interface Leaf {
  path: string[];
  kind: LeafKind;
  /** The input type holding the leaf, or the mutation for an argument. */
  owner: string;
}

/** Verbs that move a record on, lock or end it, in the order they run after all the others. */
const ENDING = [
  'approve',
  'unapprove',
  'reject',
  'submit',
  'setClientTablesLock',
  'updateProjectStatus',
  'block',
  'unblock',
  'decline',
  'cancel',
  'delete',
];
const endingRank = (field: Mutation) => ENDING.findIndex((prefix) => field.name.startsWith(prefix));

/** Every mutation of the schema; those that end something run last, so that the others find their records as built. */
export function mutations(): Mutation[] {
  const all = Object.values(schema.getMutationType()?.getFields() ?? {});
  return all.sort((a, b) => endingRank(a) - endingRank(b));
}

/** The fuzzed leaves under an input type, input objects followed once per path (they may refer to themselves). */
function leavesUnder(type: GraphQLInputType, path: string[], owner: string, seen: readonly string[]): Leaf[] {
  const named = getNamedType(type);
  if (isInputObjectType(named)) {
    if (seen.includes(named.name)) return [];
    return Object.values(named.getFields()).flatMap((field) =>
      leavesUnder(field.type, [...path, field.name], named.name, [...seen, named.name]),
    );
  }
  return isScalarType(named) && FUZZED.has(named.name) ? [{ path, kind: named.name as LeafKind, owner }] : [];
}

export const leavesOf = (mutation: Mutation): Leaf[] =>
  mutation.args.flatMap((arg) => leavesUnder(arg.type, [arg.name], mutation.name, []));

/** The document: every argument a variable of its own type; an object result answers only its __typename. */
export function operationOf(mutation: Mutation): string {
  const declarations = mutation.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = mutation.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isObjectType(getNamedType(mutation.type)) ? ' { __typename }' : '';
  const call = passed ? `${mutation.name}(${passed})` : mutation.name;
  return `mutation Fuzz${declarations ? `(${declarations})` : ''} { ${call}${selection} }`;
}

/** Words in argument names (or, for a bare `id`, the mutation's or input's name) naming a record, longest first. */
const ENTITY_WORDS: Array<[word: string, entity: Entity | null]> = (
  [
    ['projecttemplate', null],
    ['projectquestion', 'question'],
    ['projectsection', 'section'],
    ['libraryquestion', 'libraryQuestion'],
    ['librarygroup', 'group'],
    ['productowner', 'user'],
    ['domainexpert', 'user'],
    ['clienttable', 'table'],
    ['servicetype', null],
    ['question', 'question'],
    ['approver', 'user'],
    ['project', 'project'],
    ['section', 'section'],
    ['product', 'product'],
    ['viewer', 'user'],
    ['member', null],
    ['questionoption', null],
    ['attachment', null],
    ['parent', 'group'],
    ['owner', 'user'],
    ['group', 'group'],
    ['company', 'company'],
    ['table', 'table'],
    ['user', 'user'],
  ] as Array<[string, Entity | null]>
).sort(([a], [b]) => b.length - a.length);

function entityOf(name: string, owner: string): Entity | null {
  const stem = (/^ids?$/.test(name) ? owner.replace(/Input$/, '') : name.replace(/Ids?$/, '')).toLowerCase();
  return ENTITY_WORDS.find(([word]) => stem.includes(word))?.[1] ?? null;
}

function idOf(name: string, owner: string, context: FuzzContext): string | null {
  const entity = entityOf(name, owner);
  return (entity && context[entity]) ?? null;
}

/** A record id that exists nowhere, for ids this file cannot tell the record of. */
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const NEXT_WEEK = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString();

/** A value the field would plausibly be sent with, from its kind and name. */
function plainValue(kind: LeafKind, name: string, owner: string, variant: Variant): unknown {
  const { context } = variant;
  switch (kind) {
    case 'ID':
      return idOf(name, owner, context) ?? UNKNOWN_ID;
    case 'String':
      if (/email/i.test(name)) return 'fuzz@example.com';
      if (/url|website/i.test(name)) return 'https://example.com';
      if (/phone/i.test(name)) return '+1 555 0100';
      return 'Fuzzed text';
    case 'Int':
      if (name === 'version') return variant.version ?? 1;
      return name === 'position' ? 0 : 1;
    case 'Float':
      return 1;
    case 'DateTime':
      return NEXT_WEEK;
    case 'JSON':
      return name === 'value' ? 'Fuzzed text' : {};
  }
}

export interface Variant {
  context: FuzzContext;
  /** Also send the optional fields (else only the required ones and those on the fuzzed leaf's path). */
  full: boolean;
  /** The leaf given the hostile value; none for a plain request. */
  leaf: Leaf | null;
  hostile?: unknown;
  /** Which value every enum takes (modulo its size), e.g. the question type. */
  enumPick?: number;
  /** The plain `version` (default 1). */
  version?: number;
}

/**
 * Whether an input off the fuzzed leaf's path is sent: a required one always; an optional one in a full variant,
 * unless it is an input object (a self-referring one would go on forever) or an id of a record the world lacks.
 */
function sendsOptional(type: GraphQLInputType, name: string, owner: string, variant: Variant): boolean {
  if (isNonNullType(type)) return true;
  const named = getNamedType(type);
  if (!variant.full || isInputObjectType(named)) return false;
  return named.name !== 'ID' || idOf(name, owner, variant.context) !== null;
}

function inputValue(
  type: GraphQLInputType,
  name: string,
  owner: string,
  variant: Variant,
  rest: string[] | null,
): unknown {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return [inputValue(inner.ofType, name, owner, variant, rest)];
  if (isInputObjectType(inner)) {
    const object: Record<string, unknown> = {};
    for (const field of Object.values(inner.getFields())) {
      const onPath = rest?.[0] === field.name;
      if (!onPath && !sendsOptional(field.type, field.name, inner.name, variant)) continue;
      object[field.name] = inputValue(
        field.type,
        field.name,
        inner.name,
        variant,
        onPath ? (rest?.slice(1) ?? []) : null,
      );
    }
    return object;
  }
  if (rest?.length === 0) return variant.hostile;
  if (isEnumType(inner)) {
    const values = inner.getValues();
    return values[(variant.enumPick ?? 0) % values.length]?.value;
  }
  if (isScalarType(inner) && FUZZED.has(inner.name)) {
    return plainValue(inner.name as LeafKind, name, owner, variant);
  }
  return false;
}

/** The variables of the mutation, with the variant's hostile value at its leaf. */
export function variablesOf(mutation: Mutation, variant: Variant): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  const [argName, ...rest] = variant.leaf?.path ?? [];
  for (const arg of mutation.args as GraphQLArgument[]) {
    const onPath = arg.name === argName;
    if (!onPath && !sendsOptional(arg.type, arg.name, mutation.name, variant)) continue;
    variables[arg.name] = inputValue(arg.type, arg.name, mutation.name, variant, onPath ? rest : null);
  }
  return variables;
}

/** The id the mutation's `id` argument plainly names in the context, if it has one. */
export function recordIdOf(mutation: Mutation, context: FuzzContext): string | null {
  return mutation.args.some((arg) => arg.name === 'id') ? idOf('id', mutation.name, context) : null;
}
