import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROJECT_ID, renderProjectPage } from '../dashboard/dashboard-test-kit';
import { ConflictsOfInterestDocument, DeclareConflictsDocument } from '../project-dashboard-documents';
import { ConflictsNotice } from './conflicts-notice';

const supplier = (id: string, name: string, state: string) => ({
  __typename: 'SupplierConflict' as const,
  id,
  name,
  state,
});

const conflictsOf = (change: Record<string, unknown> = {}) => ({
  __typename: 'ConflictsOfInterest' as const,
  projectId: PROJECT_ID,
  enabled: true,
  isProjectOwner: false,
  pendingCount: 2,
  hiddenCount: 0,
  suppliers: [supplier('p1', 'Acme Talent Suite', 'UNDECLARED'), supplier('p2', 'Globex Enrol', 'UNDECLARED')],
  declarations: null,
  admissions: null,
  ...change,
});

const stateMock = (conflicts: Record<string, unknown>) => ({
  request: { query: ConflictsOfInterestDocument, variables: { projectId: PROJECT_ID } },
  result: { data: { conflictsOfInterest: conflicts } },
});

const declared = conflictsOf({
  pendingCount: 0,
  hiddenCount: 1,
  suppliers: [supplier('p1', 'Acme Talent Suite', 'CONFLICT'), supplier('p2', 'Globex Enrol', 'NO_CONFLICT')],
});

const path = `/projects/${PROJECT_ID}/dashboard`;

describe('ConflictsNotice', () => {
  it('asks the viewer to declare, one row per supplier, a conflict needing a description, in one submit', async () => {
    renderProjectPage(<ConflictsNotice projectId={PROJECT_ID} />, {
      path,
      mocks: [
        stateMock(conflictsOf()),
        {
          request: {
            query: DeclareConflictsDocument,
            variables: {
              projectId: PROJECT_ID,
              declarations: [
                { projectProductId: 'p1', hasConflict: true, description: 'I advised them last year' },
                { projectProductId: 'p2', hasConflict: false, description: null },
              ],
            },
          },
          result: { data: { declareConflicts: declared } },
        },
        stateMock(declared),
      ],
    });
    expect(
      await screen.findByText('2 suppliers are hidden until you declare your conflicts of interest.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Declare conflicts of interest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Declare conflicts of interest' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Declare' }));
    expect(await within(dialog).findAllByText('Choose No conflict or Conflict.')).toHaveLength(2);

    const acme = within(dialog).getByRole('radiogroup', { name: 'Acme Talent Suite' });
    fireEvent.click(within(acme).getByRole('radio', { name: 'Conflict' }));
    const globex = within(dialog).getByRole('radiogroup', { name: 'Globex Enrol' });
    fireEvent.click(within(globex).getByRole('radio', { name: 'No conflict' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Declare' }));
    expect(await within(dialog).findByText('Describe the conflict of interest.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Describe the conflict with Acme Talent Suite', { exact: false }), {
      target: { value: 'I advised them last year' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Declare' }));
    expect(
      await screen.findByText('1 supplier is hidden from you: you declared a conflict of interest with it.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Declare conflicts of interest' })).toBeNull();
  });

  it('shows nothing with the feature off', async () => {
    renderProjectPage(
      <>
        <p>Page</p>
        <ConflictsNotice projectId={PROJECT_ID} />
      </>,
      { path, mocks: [stateMock(conflictsOf({ enabled: false, suppliers: [], pendingCount: 0 }))] },
    );
    expect(await screen.findByText('Page')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Declare conflicts of interest' })).toBeNull();
  });
});
