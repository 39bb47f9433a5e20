import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/seed/index.js';
import { signedInClient } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { bellOf } from './notifications-support.js';

// Started the way `npm start` starts on an empty database: seeded with the demo data.
const testApp = useTestApp({ seedDemo: true });

const OPENED =
  /^Answering is open for 'HR Platform RFP 2026 — Awaiting Answers': answers are due [A-Z][a-z]{2} \d{1,2}, \d{4}$/;
const QUESTIONNAIRE = /^\/invite-to-project\/[^/]+\/questions\/[^/]+$/;

describe('demo bells', () => {
  it('show the seeded projects’ events, raised like the API raises them', async () => {
    const bell = async (email: string) =>
      (await bellOf(await signedInClient(testApp, email, DEMO_PASSWORD))).map((item) => [item.message, item.link]);
    const pm = await bell('pm@northwind.example');
    expect(pm).toEqual([
      [
        "You have been added to 'Benefits Administration RFP 2026' as a project owner",
        expect.stringMatching(/dashboard$/),
      ],
    ]);
    const expert = await bell('expert@northwind.example');
    expect(expert.map(([message]) => message)).toEqual([
      "You have been added to 'HR Platform RFP 2026 — Awaiting Answers' as a domain expert",
      "You have been added to 'Benefits Broker RFP 2026 — Published' as a domain expert",
      "You have been added to 'Wellness Vendors Panel' as a domain expert",
      "Questions in 'Payroll Provider Review' are waiting for your approval",
      "You have been added to 'Payroll Provider Review' as a domain expert",
      "You have been added to 'Benefits Administration RFP 2026' as a domain expert",
    ]);
    // The demo supplier heard that answering opened, for each of its products answering the RFP (issue 31).
    const supplier = await bell('supplier@acme.example');
    expect(supplier).toEqual([
      [expect.stringMatching(OPENED), expect.stringMatching(QUESTIONNAIRE)],
      [expect.stringMatching(OPENED), expect.stringMatching(QUESTIONNAIRE)],
    ]);
    // The browser journey on live notifications starts from the administrator's empty bell.
    for (const email of ['viewer@northwind.example', 'admin@shortlist.local']) expect(await bell(email)).toEqual([]);
  });
});
