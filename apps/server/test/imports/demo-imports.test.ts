import { describe, expect, it } from 'vitest';
import { DEMO_IMPORT_NAME, DEMO_PASSWORD } from '../../src/seed/index.js';
import { questionnaireOf } from '../questions/questions-support.js';
import { dataOf } from '../support/graphql-results.js';
import { signedInClient } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { IMPORTS, type ImportShape } from './imports-support.js';

// Started the way `npm start` starts on an empty database: seeded with the demo data.
const testApp = useTestApp({ seedDemo: true });

const uploadsOf = async (email: string) => {
  const client = await signedInClient(testApp, email, DEMO_PASSWORD);
  const list = await client.graphql<{ questionImports: { results: ImportShape[] } }>(IMPORTS.list);
  return { client, results: dataOf(list).questionImports.results };
};

describe('demo imports', () => {
  it('gives Northwind’s owner one read upload in My Uploads, which nobody else sees', async () => {
    const { client, results } = await uploadsOf('owner@northwind.example');
    expect(results).toMatchObject([
      {
        name: DEMO_IMPORT_NAME,
        status: 'SUCCESS',
        progress: 100,
        sectionCount: 3,
        questionCount: 12,
        skippedRows: [{ sheet: 'Questions', row: 6 }],
      },
    ]);
    const draft = await questionnaireOf(client, results[0]?.draftProjectId ?? '');
    expect(draft.sections.map((section) => section.name)).toEqual([
      'Access control',
      'Data protection',
      'Incident response',
    ]);
    expect((await uploadsOf('pm@northwind.example')).results).toEqual([]);
  });
});
