import { INVITATION_TEXTS, type ParticipationStatus, type ProjectStatus } from '@shortlist/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { InvitationBanner } from './invitation-banner';

function renderBanner(participationStatus: ParticipationStatus, signedIn = true, status: ProjectStatus = 'PUBLISHED') {
  const onAccept = vi.fn();
  const onDecline = vi.fn();
  const view = render(
    <MemoryRouter>
      <InvitationBanner
        status={status}
        participationStatus={participationStatus}
        signedIn={signedIn}
        registerHref="/register?token=abc"
        onAccept={onAccept}
        onDecline={onDecline}
      />
    </MemoryRouter>,
  );
  return { ...view, onAccept, onDecline };
}

describe('InvitationBanner', () => {
  it('asks a signed-in supplier to accept, with the invitation text', () => {
    const { onAccept } = renderBanner('INVITED');
    expect(screen.getByText(INVITATION_TEXTS.invitation)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept Invitation' }));
    expect(onAccept).toHaveBeenCalled();
  });

  it('offers a signed-out visitor Register Profile with the invitation token', () => {
    renderBanner('PENDING', false);
    expect(screen.getByRole('link', { name: 'Register Profile' }).getAttribute('href')).toBe('/register?token=abc');
    expect(screen.queryByRole('button', { name: 'Accept Invitation' })).toBeNull();
  });

  it.each(['BP_REGISTERED', 'BP_DRAFT', 'BP_SUBMITTED'] as const)(
    'waits for the registration while %s',
    (participation) => {
      renderBanner(participation);
      expect(screen.getByRole('button', { name: 'Awaiting Registration Complete' })).toHaveProperty('disabled', true);
    },
  );

  it('shows the Accepted banner with Decline Invitation once accepted', () => {
    const { onDecline } = renderBanner('ACCEPTED', true, 'AWAITING');
    expect(screen.getByText('Accepted')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Decline Invitation' }));
    expect(onDecline).toHaveBeenCalled();
  });

  it('offers nothing more once declined, and shows no banner once the project is completed', () => {
    renderBanner('DECLINED');
    expect(screen.getByText('Declined')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    const { container } = renderBanner('ACCEPTED', true, 'COMPLETED');
    expect(container.textContent).toBe('');
  });

  it('disables Accept Invitation when the project no longer takes answers', () => {
    renderBanner('INVITED', true, 'SCORING');
    expect(screen.getByRole('button', { name: 'Accept Invitation' })).toHaveProperty('disabled', true);
  });
});
