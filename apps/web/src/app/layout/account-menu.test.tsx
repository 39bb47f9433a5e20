import type { Privilege } from '@shortlist/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProfile, buildSession } from '../../test/factories';
import { renderInApp } from '../../test/render-in-app';
import { AccountMenu } from './account-menu';

function openMenu(privileges: Privilege[]) {
  const profile = buildProfile({ privileges });
  renderInApp(<AccountMenu profile={profile} />, { session: buildSession({ profile }) });
  fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
}

describe('AccountMenu', () => {
  it('links My Uploads for MANAGE_PROJECT_STATE or MANAGE_PROJECT_TEMPLATES (spec 1 §2)', async () => {
    openMenu(['MANAGE_PROJECT_TEMPLATES']);
    expect((await screen.findByRole('menuitem', { name: 'My Uploads' })).getAttribute('href')).toBe('/account/uploads');
  });

  it('has no My Uploads without either privilege', async () => {
    openMenu(['MANAGE_PROJECT_QUESTIONS']);
    await screen.findByRole('menuitem', { name: 'My Account' });
    expect(screen.queryByRole('menuitem', { name: 'My Uploads' })).toBeNull();
  });
});
