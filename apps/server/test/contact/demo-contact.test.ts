import { contactDemoSchema, contactUsSchema } from '@shortlist/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_CONTACT_SUBMISSIONS, DEMO_PASSWORD } from '../../src/seed/index.js';
import { signedInClient } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';

// Started the way `npm start` starts on an empty database: seeded with the demo data.
const testApp = useTestApp({ seedDemo: true });

const LIST = `{ contactSubmissions { total results { kind lastName } } }`;

interface ListData {
  contactSubmissions: { total: number; results: { kind: string; lastName: string }[] };
}

describe('demo contact submissions', () => {
  it('show the administrator a demo request and two messages, newest first', async () => {
    const admin = await signedInClient(testApp, DEMO_ADMIN.email, DEMO_PASSWORD);
    const result = await admin.graphql<ListData>(LIST);
    expect(result.errors).toBeUndefined();
    expect(result.data?.contactSubmissions.total).toBe(3);
    expect(result.data?.contactSubmissions.results).toEqual([
      { kind: 'DEMO', lastName: 'Raman' },
      { kind: 'CONTACT', lastName: 'Herrera' },
      { kind: 'CONTACT', lastName: 'Okafor' },
    ]);
  });

  it('hold what the public forms accept', () => {
    for (const { kind, hoursAgo, ...fields } of DEMO_CONTACT_SUBMISSIONS) {
      const schema = kind === 'DEMO' ? contactDemoSchema({ recaptcha: false }) : contactUsSchema({ recaptcha: false });
      expect(schema.safeParse(fields).error, fields.lastName).toBeUndefined();
    }
  });
});
