import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { buildFuzzWorld, type FuzzWorld } from './fuzz-world.js';
import { describeValue, knownHostile, onTheWire, randomHostile } from './hostile-values.js';
import {
  type Leaf,
  leavesOf,
  type Mutation,
  mutations,
  operationOf,
  recordIdOf,
  variablesOf,
} from './mutation-leaves.js';

/**
 * Issue 30: whatever value a caller puts in any input of any mutation (an unpaired surrogate, NUL, an int at the
 * column's edge, a date beyond the database's range, a huge string, absurd nesting), the answer is a result or a
 * clean refusal, never a server fault. Mutations and their inputs are found by walking the schema, so the next field
 * added is fuzzed without touching this file. Each value goes in with the other inputs plausible (ids of real
 * records, sent by the company administrator or the supplier of fuzz-world.ts), so that it reaches as far into the
 * verb as it can. On PGlite the whole run takes about 20 seconds.
 */
const testApp = useTestApp(MANY_SIGN_INS);
/** Plain requests find each mutation's setting in a world of their own, so that what they change spares the other. */
let probeWorld: FuzzWorld;
let world: FuzzWorld;
beforeAll(async () => {
  probeWorld = await buildFuzzWorld(testApp);
  world = await buildFuzzWorld(testApp);
});

const SEED = 30;
const RANDOM_RUNS = 2;

interface Answer {
  status: number;
  body: { errors?: Array<{ message: string; extensions?: { code?: string } }> } | string;
}

/** Who sends (index of the world's actors), with which records (of its contexts), and whether optional inputs go. */
interface Setting {
  actor: number;
  context: number;
  full: boolean;
}

/**
 * Sends the mutation with plain inputs, or with a hostile value at a leaf. Plain requests name version -1, which no
 * record has, so that they never change a versioned record; hostile ones name the record's version of the moment, so
 * that the value gets past the version check.
 */
async function send(
  target: FuzzWorld,
  mutation: Mutation,
  setting: Setting,
  hostile: { leaf: Leaf; value: unknown; enumPick: number } | null = null,
): Promise<Answer> {
  const context = target.contexts[setting.context] ?? {};
  const recordId = recordIdOf(mutation, context);
  const current = hostile && recordId ? await target.versionOf(recordId) : null;
  const variables = variablesOf(mutation, {
    context,
    full: setting.full,
    leaf: hostile?.leaf ?? null,
    hostile: hostile?.value,
    enumPick: hostile?.enumPick,
    version: hostile ? (current ?? 1) : -1,
  });
  const actor = target.actors[setting.actor];
  if (!actor) throw new Error(`no actor ${setting.actor}`);
  return actor.send('POST', '/api/graphql', {
    body: onTheWire({ query: operationOf(mutation), variables }),
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
  });
}

const codesOf = (answer: Answer) =>
  typeof answer.body === 'object' ? (answer.body.errors ?? []).map((error) => error.extensions?.code) : ['NO_JSON'];

const isFault = (answer: Answer) => answer.status >= 500 || codesOf(answer).includes('INTERNAL_SERVER_ERROR');

/**
 * How far a plain request got: done; refused at the version check (a plain request's version is stale on purpose,
 * see send); refused for its input or the record's state; refused before its input was looked at.
 */
function reach(answer: Answer): number {
  const codes = codesOf(answer);
  if (codes.length === 0) return 4;
  if (codes.includes('CONFLICT')) return 3;
  return codes.some((code) => code === 'NOT_FOUND' || code === 'FORBIDDEN' || code === 'UNAUTHENTICATED') ? 1 : 2;
}

/**
 * The setting in which the mutation's plain input gets furthest (the first that succeeds), so that hostile values
 * reach as deep into the verb as they can.
 */
async function furthestSetting(mutation: Mutation, faults: string[]): Promise<Setting> {
  const settings = probeWorld.actors.flatMap((_actor, actor) =>
    probeWorld.contexts.flatMap((_context, context) => [true, false].map((full) => ({ actor, context, full }))),
  );
  const first = settings[0];
  if (!first) throw new Error('no actors or contexts');
  let best = { setting: first, reach: 0 };
  for (const setting of settings) {
    const answer = await send(probeWorld, mutation, setting);
    if (isFault(answer)) faults.push(`${mutation.name} with plain input: ${answer.status}`);
    const reached = reach(answer);
    if (reached > best.reach) best = { setting, reach: reached };
    if (reached === 4) break;
  }
  return best.setting;
}

/** The faults of one leaf: its known hostile values first (with the enums' first values), then random ones. */
async function leafFaults(mutation: Mutation, setting: Setting, leaf: Leaf, withNesting: boolean) {
  const faults: string[] = [];
  const examples = knownHostile(leaf.kind, withNesting).map((value): [unknown, number] => [value, 0]);
  const property = fc.asyncProperty(randomHostile[leaf.kind], fc.nat(), async (value, enumPick) => {
    const answer = await send(world, mutation, setting, { leaf, value, enumPick });
    if (isFault(answer)) {
      faults.push(`${mutation.name}(${leaf.path.join('.')}) ← ${describeValue(value)}: ${answer.status}`);
    }
  });
  // fast-check counts the examples in numRuns.
  await fc.assert(property, { seed: SEED, numRuns: examples.length + RANDOM_RUNS, examples });
  return faults;
}

describe('mutation inputs never cause a server fault', () => {
  it('finds every mutation input in the schema, nested ones included', () => {
    const leaves = mutations().flatMap((mutation) =>
      leavesOf(mutation).map((leaf) => `${mutation.name}.${leaf.path.join('.')}:${leaf.kind}`),
    );
    expect(leaves).toEqual(
      expect.arrayContaining([
        'createProjectQuestion.input.question.label:String',
        'createProjectQuestion.input.question.options.label:String',
        'createLibraryQuestion.input.question.file.mimeTypes:String',
        'updateClientMembers.deadline:DateTime',
        'submitProductAnswers.products.deadline:DateTime',
        'extractProjectQuestion.version:Int',
      ]),
    );
  });

  it('answers every hostile value with a result or a clean refusal', { timeout: 240_000 }, async () => {
    const faults: string[] = [];
    for (const mutation of mutations()) {
      const leaves = leavesOf(mutation);
      if (leaves.length === 0) continue;
      const setting = await furthestSetting(mutation, faults);
      for (const [index, leaf] of leaves.entries()) {
        faults.push(...(await leafFaults(mutation, setting, leaf, index === 0)));
      }
    }
    expect([...new Set(faults)]).toEqual([]);
  });
});
