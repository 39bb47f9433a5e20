import { QUESTION_TYPES } from '@shortlist/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/seed/index.js';
import { dataOf } from '../support/graphql-results.js';
import { signedInClient } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { type GroupShape, LIBRARY, search } from './library-support.js';

// Started the way `npm start` starts on an empty database: seeded with the demo data.
const testApp = useTestApp({ seedDemo: true });

const depthOf = (groups: GroupShape[] = []): number =>
  groups.length === 0 ? 0 : 1 + Math.max(...groups.map((group) => depthOf(group.groups)));

describe('demo library', () => {
  it('gives Northwind a few hundred questions of every type, in groups 3 levels deep, with tags', async () => {
    const pm = await signedInClient(testApp, 'pm@northwind.example', DEMO_PASSWORD);
    const library = await search(pm);
    expect(library.total).toBeGreaterThanOrEqual(200);
    expect(library.filters.types.every((entry) => entry.count > 0)).toBe(true);
    expect(library.filters.types.map((entry) => entry.type)).toEqual([...QUESTION_TYPES]);
    const tagKinds = new Set(library.filters.tags.map((entry) => entry.tag.isPublic));
    expect(tagKinds).toEqual(new Set([true, false]));
    const groups = dataOf(await pm.graphql<{ questionGroups: GroupShape[] }>(LIBRARY.groups)).questionGroups;
    expect(depthOf(groups)).toBe(3);
    const leaf = groups[0]?.groups?.[0]?.groups?.[0];
    expect(leaf?.questionCount).toBeGreaterThan(0);
    expect((await search(pm, { groupId: leaf?.id })).total).toBe(leaf?.questionCount);
    const all = await search(pm, {}, 1, 50);
    expect(all.results.some((row) => row.isPublic)).toBe(true);
    const external = await search(pm, { keyword: 'public documentation' }, 1, 50);
    expect(external.results.some((row) => row.isExternal)).toBe(true);
  });
});
