import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INVITATION_PATHS } from '../../../lib/invitation-paths';
import { renderInApp } from '../../../test/render-in-app';
import { InvitationDetailsPage } from './invitation-details-page';
import { PRODUCT_ID, PROJECT_ID, product, projectMock } from './invitation-test-kit';

const renderDetails = (hash: string | null) =>
  renderInApp(<InvitationDetailsPage />, {
    mocks: [projectMock([product('ACCEPTED')], hash, true)],
    path: `/invite-to-project/${PROJECT_ID}/details/${PRODUCT_ID}${hash ? `?hash=${hash}` : ''}`,
    route: INVITATION_PATHS.detailsRoute,
  });

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('InvitationDetailsPage', () => {
  it('leads to the questions, the preview and the project FAQ', async () => {
    renderDetails(null);
    expect(await screen.findByText('Welcome')).toBeTruthy();
    expect(hrefOf('Answer Questions')).toBe(`/invite-to-project/${PROJECT_ID}/questions/${PRODUCT_ID}`);
    expect(hrefOf('Back to Preview')).toBe(`/invite-to-project/${PROJECT_ID}/preview/${PRODUCT_ID}`);
    expect(hrefOf('Project FAQ')).toBe(`/invite-to-project/${PROJECT_ID}/faq`);
  });

  it('passes the invitation link’s token along to the FAQ', async () => {
    renderDetails('abc');
    expect(await screen.findByText('Welcome')).toBeTruthy();
    expect(hrefOf('Project FAQ')).toBe(`/invite-to-project/${PROJECT_ID}/faq?hash=abc`);
  });
});
