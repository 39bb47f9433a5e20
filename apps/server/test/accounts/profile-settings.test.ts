import { DEFAULT_COMPANY_SETTINGS } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.js';
import { buildCompany } from '../support/factories.js';
import { buildSignedInUser, expectBadInput, expectUnauthenticated } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';

const testApp = useTestApp();

const SAVE = `mutation Save($phoneNumber: String, $contrastMode: Boolean!, $projectStatusUpdate: Boolean!,
  $newNotification: Boolean!, $newFaqQuestion: Boolean!) {
  updateProfileSettings(phoneNumber: $phoneNumber, contrastMode: $contrastMode, projectStatusUpdate: $projectStatusUpdate,
    newNotification: $newNotification, newFaqQuestion: $newFaqQuestion) {
    phoneNumber contrastMode projectStatusUpdate { enabled } newNotification { enabled } newFaqQuestion { enabled }
  }
}`;

const settings = {
  phoneNumber: '+44 20 7946 0958',
  contrastMode: true,
  projectStatusUpdate: false,
  newNotification: true,
  newFaqQuestion: false,
};

const storedUser = async (id: string) => {
  const [row] = await testApp.running.app.db.select().from(users).where(eq(users.id, id));
  return row;
};

describe('account settings', () => {
  it('saves the phone number and the e-mail switches', async () => {
    const { user, client } = await buildSignedInUser(testApp);
    const result = await client.graphql(SAVE, settings);
    expect(result.data).toEqual({
      updateProfileSettings: {
        phoneNumber: '+44 20 7946 0958',
        contrastMode: false,
        projectStatusUpdate: { enabled: false },
        newNotification: { enabled: true },
        newFaqQuestion: { enabled: false },
      },
    });
    expect(await storedUser(user.id)).toMatchObject({
      notifyProjectStatusUpdate: false,
      notifyNewNotification: true,
      notifyNewFaqQuestion: false,
    });
  });

  it('keeps contrast mode off unless the user reads scoring in a company that scores in colours', async () => {
    const numbers = await buildSignedInUser(testApp, { privileges: ['READ_SCORING'] });
    expect(
      (await numbers.client.graphql<{ updateProfileSettings: { contrastMode: boolean } }>(SAVE, settings)).data
        ?.updateProfileSettings.contrastMode,
    ).toBe(false);
    const colours = await buildCompany(testApp.running.app.db, {
      settings: { ...DEFAULT_COMPANY_SETTINGS, scoringType: 'COLORS' },
    });
    const reader = await buildSignedInUser(testApp, { companyId: colours.id, privileges: ['READ_SCORING'] });
    expect(
      (await reader.client.graphql<{ updateProfileSettings: { contrastMode: boolean } }>(SAVE, settings)).data
        ?.updateProfileSettings.contrastMode,
    ).toBe(true);
  });

  it('refuses a phone number over 20 characters and changes nothing', async () => {
    const { user, client } = await buildSignedInUser(testApp);
    expectBadInput(
      await client.graphql(SAVE, { ...settings, phoneNumber: '1'.repeat(21) }),
      'Must be less than or equal to 20 characters',
      { phoneNumber: 'Must be less than or equal to 20 characters' },
    );
    expect(await storedUser(user.id)).toMatchObject({ phoneNumber: null, notifyProjectStatusUpdate: true });
  });

  it.each(['abc', '555-CALL-NOW', '+'])(
    'refuses the phone number %j with a field message and changes nothing',
    async (phoneNumber) => {
      const { user, client } = await buildSignedInUser(testApp);
      expectBadInput(await client.graphql(SAVE, { ...settings, phoneNumber }), 'Please enter a valid phone number', {
        phoneNumber: 'Please enter a valid phone number',
      });
      expect(await storedUser(user.id)).toMatchObject({ phoneNumber: null, notifyProjectStatusUpdate: true });
    },
  );

  it('is for signed-in buy-side users only', async () => {
    expectUnauthenticated(await testApp.client().graphql(SAVE, settings));
    const supplier = await buildSignedInUser(testApp, { type: 'SUPPLIER' });
    const refused = await supplier.client.graphql(SAVE, settings);
    expect(refused.status).toBe(403);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await storedUser(supplier.user.id)).toMatchObject({ phoneNumber: null });
  });
});
