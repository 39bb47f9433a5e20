import { MESSAGES } from '@shortlist/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useLeavePrompt } from './use-leave-prompt';

function EditPage({ dirty }: { dirty: boolean }) {
  const leavePrompt = useLeavePrompt(dirty);
  return (
    <>
      <p>Edit page</p>
      <Link to="/elsewhere">Go elsewhere</Link>
      {leavePrompt}
    </>
  );
}

function renderEditPage(dirty: boolean) {
  const router = createMemoryRouter(
    [
      { path: '/edit', element: <EditPage dirty={dirty} /> },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/edit'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useLeavePrompt', () => {
  it('lets the user continue editing, then leave after discarding', async () => {
    const router = renderEditPage(true);

    fireEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    expect(await screen.findByText(MESSAGES.leavePage)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Continue Editing' }));
    await waitFor(() => expect(screen.queryByText(MESSAGES.leavePage)).toBeNull());
    expect(router.state.location.pathname).toBe('/edit');

    fireEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard and Leave' }));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('does not ask when nothing changed', async () => {
    renderEditPage(false);
    fireEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(screen.queryByText(MESSAGES.leavePage)).toBeNull();
  });
});
