import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROJECT_ID, renderProjectPage } from '../dashboard/dashboard-test-kit';
import { AdmitConflictedEvaluatorDocument, ConflictsOfInterestDocument } from '../project-dashboard-documents';
import { ConflictsCard } from './conflicts-card';

const declaration = (change: Record<string, unknown>) => ({
  __typename: 'ConflictDeclarationRecord' as const,
  id: 'd1',
  userId: 'u-expert',
  userName: 'Eva Expert',
  supplierId: 'p1',
  supplierName: 'Acme Talent Suite',
  hasConflict: true,
  description: 'I advised them last year',
  createdAt: '2030-03-20T15:00:00.000Z',
  sameDomain: false,
  mayLetIn: true,
  ...change,
});

const ownerView = (change: Record<string, unknown> = {}) => ({
  __typename: 'ConflictsOfInterest' as const,
  projectId: PROJECT_ID,
  enabled: true,
  isProjectOwner: true,
  pendingCount: 0,
  hiddenCount: 0,
  suppliers: [],
  declarations: [
    declaration({}),
    declaration({
      id: 'd2',
      userId: 'u-pm',
      userName: 'Pat Manager',
      hasConflict: false,
      description: null,
      mayLetIn: false,
      sameDomain: true,
    }),
  ],
  admissions: [],
  ...change,
});

const stateMock = (conflicts: Record<string, unknown>) => ({
  request: { query: ConflictsOfInterestDocument, variables: { projectId: PROJECT_ID } },
  result: { data: { conflictsOfInterest: conflicts } },
});

const admitted = ownerView({
  declarations: [declaration({ mayLetIn: false })],
  admissions: [
    {
      __typename: 'ConflictAdmissionRecord' as const,
      id: 'a1',
      userName: 'Eva Expert',
      supplierName: 'Acme Talent Suite',
      admittedByName: 'Olive Owner',
      reason: 'Her advice ended in 2029',
      createdAt: '2030-03-21T15:00:00.000Z',
    },
  ],
});

const path = `/projects/${PROJECT_ID}/dashboard`;

describe('ConflictsCard', () => {
  it('lists the declarations with the domain flag and lets an owner let an evaluator in with a reason', async () => {
    renderProjectPage(<ConflictsCard projectId={PROJECT_ID} />, {
      path,
      mocks: [
        stateMock(ownerView()),
        {
          request: {
            query: AdmitConflictedEvaluatorDocument,
            variables: {
              projectId: PROJECT_ID,
              userId: 'u-expert',
              projectProductId: 'p1',
              reason: 'Her advice ended in 2029',
            },
          },
          result: { data: { admitConflictedEvaluator: admitted } },
        },
        stateMock(admitted),
      ],
    });
    const card = await screen.findByRole('region', { name: 'Conflicts of interest' });
    const list = within(card).getByRole('list', { name: 'Declarations' });
    expect(list.textContent).toContain('Eva Expert declared a conflict with Acme Talent Suite on');
    expect(list.textContent).toContain(': I advised them last year');
    expect(list.textContent).toContain('Pat Manager declared no conflict with Acme Talent Suite on');
    expect(within(list).getAllByText('Same e-mail domain as the supplier')).toHaveLength(1);

    fireEvent.click(within(card).getByRole('button', { name: 'Let Eva Expert in on Acme Talent Suite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Let Eva Expert in on Acme Talent Suite' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Let in' }));
    expect(await within(dialog).findByText('Give a reason.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason', { exact: false }), {
      target: { value: 'Her advice ended in 2029' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Let in' }));
    const lettings = await within(card).findByRole('list', { name: 'Let in' });
    expect(lettings.textContent).toContain('Let in by Olive Owner on');
    expect(lettings.textContent).toContain('Her advice ended in 2029');
    expect(within(card).queryByRole('button', { name: /^Let Eva Expert in/ })).toBeNull();
  });

  it('is not shown to someone who is not a project owner', async () => {
    renderProjectPage(
      <>
        <p>Page</p>
        <ConflictsCard projectId={PROJECT_ID} />
      </>,
      { path, mocks: [stateMock(ownerView({ isProjectOwner: false, declarations: null, admissions: null }))] },
    );
    expect(await screen.findByText('Page')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Conflicts of interest' })).toBeNull();
  });
});
