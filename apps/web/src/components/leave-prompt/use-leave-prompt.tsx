import { MESSAGES } from '@shortlist/domain';
import { type ReactNode, useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../confirm-dialog';

/**
 * Asks before unsaved changes are lost: in-app navigation to another page opens a dialog, and closing or reloading
 * the tab triggers the browser's own prompt. Render the returned element next to the form.
 */
export function useLeavePrompt(dirty: boolean): ReactNode {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Unsaved Changes"
      message={MESSAGES.leavePage}
      confirmLabel="Discard and Leave"
      cancelLabel="Continue Editing"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
