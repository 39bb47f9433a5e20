import type { ClientTableData } from '@shortlist/domain';
import { describe, expect, it } from 'vitest';
import {
  DEMO_CLIENT_MEMBER,
  DEMO_DISCOVERY_PROJECT,
  DEMO_INVITED_PROJECT,
  DEMO_PASSWORD,
  DEMO_SUPPLIER_USER,
  demoLoginLines,
} from '../../src/seed/index.js';
import { signedInClient } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { OPS } from './client-tables-support.js';

const testApp = useTestApp({ seedDemo: true });

describe('the demo client discovery', () => {
  it('lets the demo client member open the RFP with two tables, one filled, and the manager manage them', async () => {
    expect(
      demoLoginLines().some((line) => line.includes(DEMO_CLIENT_MEMBER.email) && line.includes('client member')),
    ).toBe(true);
    const member = await signedInClient(testApp, DEMO_CLIENT_MEMBER.email, DEMO_PASSWORD);
    const listed = await member.graphql<{ projects: { results: Array<{ id: string; name: string; role: string }> } }>(
      'query { projects { results { id name role } } }',
    );
    const [project] = listed.data?.projects.results ?? [];
    expect(project).toMatchObject({ name: DEMO_DISCOVERY_PROJECT, role: 'CLIENT' });
    const page = await member.graphql<{
      clientProject: {
        brokerageFirm: string;
        editProblem: string | null;
        clientTables: Array<{ name: string; data: ClientTableData }>;
      };
    }>(OPS.clientProject, { id: project?.id });
    const view = page.data?.clientProject;
    expect(view).toMatchObject({ brokerageFirm: 'Northwind Brokerage', editProblem: null });
    expect(view?.clientTables.map((table) => table.name)).toEqual(['Employee Census', 'Current Benefits']);

    const manager = await signedInClient(testApp, 'pm@northwind.example', DEMO_PASSWORD);
    const discovery = await manager.graphql<{ clientDiscovery: { clientMembers: Array<{ status: string }> } }>(
      OPS.discovery,
      { projectId: project?.id },
    );
    expect(discovery.data?.clientDiscovery.clientMembers).toEqual([
      expect.objectContaining({ email: DEMO_CLIENT_MEMBER.email, name: 'Cleo Client', status: 'ACTIVE' }),
    ]);
  });

  it('shows the demo supplier the filled table visible to vendor of the published RFP it is invited to', async () => {
    const supplier = await signedInClient(testApp, DEMO_SUPPLIER_USER.email, DEMO_PASSWORD);
    const listed = await supplier.graphql<{
      projects: { results: Array<{ id: string; name: string; status: string }> };
    }>('query { projects { results { id name status } } }');
    const invitedTo = listed.data?.projects.results.find((project) => project.name === DEMO_INVITED_PROJECT);
    expect(invitedTo?.status).toBe('PUBLISHED');
    const shown = await supplier.graphql<{ vendorClientTables: Array<{ name: string; data: ClientTableData }> }>(
      OPS.vendorTables,
      { projectId: invitedTo?.id },
    );
    const [table, ...others] = shown.data?.vendorClientTables ?? [];
    expect(others).toEqual([]);
    expect(table?.name).toBe('Workforce Overview');
    const filled = table?.data.columns.filter((column) => column.meta.clientResponse) ?? [];
    expect(filled.length).toBeGreaterThan(0);
    for (const row of table?.data.rows ?? []) {
      for (const column of filled) expect(row.cells[column.id]?.value.content).not.toBe('');
    }
  });
});
