import {
  ClientDiscoveryDocument,
  type ClientDiscoveryQuery,
  ClientProjectDocument,
  type ClientProjectQuery,
} from '@shortlist/web/documents';
import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { clientMembers } from '../../src/db/schema/index.js';
import { buildClientMember, buildDiscovery, createTable } from '../client-tables/client-tables-support.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { expectConstantStatements, statementsOf } from './statement-counter.js';

/**
 * Issue 16 joins issue 12's statement-count rule: the discovery page and the client data page, each with the web's own
 * query, issue as many statements over one table and member as over ten.
 */
const testApp = useTestApp(MANY_SIGN_INS);

/** A broker's project with `count` tables and `count` client members (the first signed in). */
async function discoveryWith(count: number) {
  const broker = await buildDiscovery(testApp);
  for (let index = 0; index < count; index++)
    await createTable(broker.client, broker.project.id, { name: `T${index}` });
  const member = await buildClientMember(testApp, broker.project.id);
  const others = Array.from({ length: count - 1 }, (_, index) => ({
    projectId: broker.project.id,
    email: `member${index}-${broker.project.id}@client.example`,
  }));
  if (others.length > 0) await testApp.running.app.db.insert(clientMembers).values(others);
  return { broker, member, count };
}

describe('client tables: statements do not grow with the tables and members', () => {
  it('discovery page (tables and members): 1 and 10', async () => {
    const [few, many] = [await discoveryWith(1), await discoveryWith(10)];
    const run = ({ broker }: typeof few) =>
      statementsOf<ClientDiscoveryQuery>(testApp, broker.client, print(ClientDiscoveryDocument), {
        projectId: broker.project.id,
      });
    const [small, large] = [await run(few), await run(many)];
    expect(large.data.clientDiscovery.clientTables).toHaveLength(10);
    expect(large.data.clientDiscovery.clientMembers).toHaveLength(10);
    expectConstantStatements('client discovery', { rows: 1, ...small }, { rows: 10, ...large }, 4);
  });

  it('client data page: 1 and 10 tables', async () => {
    const [few, many] = [await discoveryWith(1), await discoveryWith(10)];
    const run = ({ broker, member }: typeof few) =>
      statementsOf<ClientProjectQuery>(testApp, member.client, print(ClientProjectDocument), { id: broker.project.id });
    const [small, large] = [await run(few), await run(many)];
    expect(large.data.clientProject.clientTables).toHaveLength(10);
    expectConstantStatements('client project', { rows: 1, ...small }, { rows: 10, ...large }, 3);
  });
});
