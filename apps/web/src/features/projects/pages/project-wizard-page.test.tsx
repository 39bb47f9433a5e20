import type { MockedResponse } from '@apollo/client/testing';
import { autoFillDates, type Privilege } from '@shortlist/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PickerOption } from '../../../components/form';
import type { ProjectCopyInput } from '../../../gql/graphql';
import { buildProjectRecord, PROJECT_ID, projectMock, renderProjectPage } from '../dashboard/dashboard-test-kit';
import type { ProjectRecord } from '../layout/use-project';
import { UpdateProjectDocument } from '../projects-documents';
import { PROJECTS_PATHS } from '../projects-paths';
import { copyInputFor } from '../wizard/origin-form-values';
import { CreateWizardProjectDocument } from '../wizard/wizard-documents';
import { ProjectWizardPage } from './project-wizard-page';

/** The people the pickers offer; a test may change them (module mocks are shared by the files of a worker). */
const people = vi.hoisted(() => ({ managers: null as PickerOption[] | null }));

vi.mock('../form/use-project-form-options', async () => {
  const { formOptionsFixture } = await import('../form/form-options-fixture');
  const options = formOptionsFixture({ enableExperts: false });
  return {
    useProjectFormOptions: () => (people.managers === null ? options : { ...options, managers: people.managers }),
  };
});

afterEach(() => {
  people.managers = null;
});

const CONTACT = {
  __typename: 'BrokerageContact',
  user: { __typename: 'ProjectUser', id: 'u1', name: 'Peter Manager', email: 'pm@northwind.example' },
  phoneNumber: '',
  email: 'pm@northwind.example',
} as ProjectRecord['brokerageContacts'][number];

/** A publish date ten days ahead (within the form's one-year window) and its auto-filled later dates. */
const soon = new Date(Date.now() + 10 * 86400000);
const dates = autoFillDates(soon);
const SOON_DAY = soon.toISOString().slice(0, 10);

const record = (overrides: Partial<ProjectRecord>): ProjectRecord =>
  ({
    ...buildProjectRecord('DRAFT'),
    brokerageContacts: [CONTACT],
    description: 'We are selecting a payroll platform for a mid-sized client. '.repeat(3),
    publishDate: dates.publishDate.toISOString(),
    submissionDeadline: dates.submissionDeadline.toISOString(),
    questionsSubmissionDeadline: dates.questionsSubmissionDeadline.toISOString(),
    plannedDecisionDate: dates.plannedDecisionDate.toISOString(),
    ...overrides,
  }) as ProjectRecord;

function renderWizard(path: string, mocks: MockedResponse[], privileges: Privilege[] = ['MANAGE_PROJECT_STATE']) {
  return renderProjectPage(<ProjectWizardPage />, {
    path,
    route: path.includes('/details/') ? PROJECTS_PATHS.wizardDraftRoute : PROJECTS_PATHS.wizardStep,
    privileges,
    mocks,
  });
}

const originPath = (origin: string) => `${PROJECTS_PATHS.wizard}?baseProjectId=${PROJECT_ID}&origin=${origin}`;

describe('ProjectWizardPage with a draft', () => {
  it('shows the draft with Next and saves it with its version, then opens the dashboard', async () => {
    const draft = record({ name: 'Payroll draft', version: 4 });
    const update: MockedResponse = {
      request: {
        query: UpdateProjectDocument,
        variables: (variables) => variables.id === PROJECT_ID && variables.version === 4,
      },
      result: { data: { updateProject: { ...draft, name: 'Payroll draft 2', version: 5 } } },
    };
    renderWizard(`${PROJECTS_PATHS.wizard}/${PROJECT_ID}`, [projectMock(draft), update]);
    const name = await screen.findByLabelText(/^Name/);
    expect(name).toHaveProperty('value', 'Payroll draft');
    expect(screen.getByRole('heading', { name: 'Create Project' })).toBeTruthy();
    expect(screen.getByText("Continuing draft 'Payroll draft'")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Choose RFP' })).toBeNull();

    fireEvent.change(name, { target: { value: 'Payroll draft 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Project is saved')).toBeTruthy();
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
  });

  it('opens the details page of a project that is no longer a draft, replacing the wizard', async () => {
    const { router } = renderWizard(`${PROJECTS_PATHS.wizard}?draftProjectId=${PROJECT_ID}`, [
      projectMock(record({ status: 'IN_REVIEW' })),
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/projects/${PROJECT_ID}/details`));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('keeps Restart Panel for a draft restarted from a Panel and names the draft', async () => {
    const draft = record({
      type: 'PANEL',
      name: 'Vendors 2026',
      description: '',
      origin: 'NEXT_ITERATION',
      baseProject: { __typename: 'ProjectBaseRef', id: 'base-panel', name: 'Vendors 2025', type: 'PANEL' },
    } as Partial<ProjectRecord>);
    renderWizard(`${PROJECTS_PATHS.wizard}/${PROJECT_ID}`, [projectMock(draft)]);
    expect(await screen.findByRole('heading', { name: 'Restart Panel' })).toBeTruthy();
    expect(screen.getByText("Continuing draft 'Vendors 2026'")).toBeTruthy();
  });

  it('shows no draft line for a new project', async () => {
    renderWizard(PROJECTS_PATHS.wizard, []);
    fireEvent.click(await screen.findByRole('button', { name: 'Choose RFP' }));
    expect(await screen.findByRole('heading', { name: 'Create Project' })).toBeTruthy();
    expect(screen.queryByText(/Continuing draft/)).toBeNull();
  });
});

describe('ProjectWizardPage with a base project', () => {
  it('clones for a company administrator: the banner, the base values and no dates', async () => {
    renderWizard(
      originPath('clone'),
      [projectMock(record({ type: 'RFI', status: 'COMPLETED' }))],
      ['MANAGE_ALL_PROJECTS'],
    );
    expect(
      await screen.findByText(
        'This project is a copy of Payroll platform selection. Review the details before you submit.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Create Project' })).toBeTruthy();
    expect(screen.getByLabelText(/^Name/)).toHaveProperty('value', 'Payroll platform selection');
    expect(screen.getByLabelText(/Publish Date/)).toHaveProperty('value', '');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Choose RFP' })).toBeNull();
  });

  it('offers Copy suppliers on a clone, sent as copyProducts', async () => {
    let sent: ProjectCopyInput | null | undefined;
    const create: MockedResponse = {
      request: {
        query: CreateWizardProjectDocument,
        variables: (variables) => {
          sent = variables.copy;
          return true;
        },
      },
      result: { data: { createProject: { __typename: 'Project', id: 'new-clone' } } },
    };
    renderWizard(
      originPath('clone'),
      [projectMock(record({ type: 'RFI', status: 'COMPLETED' })), create],
      ['MANAGE_ALL_PROJECTS'],
    );
    const copySuppliers = await screen.findByRole('checkbox', { name: 'Copy suppliers' });
    expect(copySuppliers).toHaveProperty('checked', true);
    fireEvent.click(copySuppliers);
    fireEvent.change(screen.getByLabelText(/Publish Date/), { target: { value: SOON_DAY } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Project is saved')).toBeTruthy();
    expect(sent).toEqual({ ...copyInputFor(PROJECT_ID, 'CLONE'), copyProducts: false });
  });

  it('refuses a clone to a user without MANAGE_ALL_PROJECTS', async () => {
    renderWizard(originPath('clone'), [projectMock(record({}))]);
    expect(await screen.findByText('Access Denied')).toBeTruthy();
  });

  it('explains why a base does not allow the origin', async () => {
    renderWizard(originPath('rfi-based'), [projectMock(record({ type: 'RFP' }))]);
    expect(await screen.findByText('An RFP can only be based on an RFI')).toBeTruthy();
  });

  it('restarts a closed Panel: Restart Panel, its banner, and the copy sent with the new Panel', async () => {
    const panel = record({ type: 'PANEL', status: 'COMPLETED', name: 'Vendors 2025', description: '' });
    let sent: ProjectCopyInput | null | undefined;
    const create: MockedResponse = {
      request: {
        query: CreateWizardProjectDocument,
        variables: (variables) => {
          sent = variables.copy;
          return variables.input?.type === 'PANEL';
        },
      },
      result: { data: { createProject: { __typename: 'Project', id: 'new-panel' } } },
    };
    renderWizard(originPath('next-iteration'), [projectMock(panel), create]);
    expect(await screen.findByRole('heading', { name: 'Restart Panel' })).toBeTruthy();
    expect(screen.getByText('This is the next iteration of the Panel Vendors 2025.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/Publish Date/), { target: { value: SOON_DAY } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Project is saved')).toBeTruthy();
    expect(sent).toEqual(copyInputFor(PROJECT_ID, 'NEXT_ITERATION'));
    expect(sent).toMatchObject({
      origin: 'NEXT_ITERATION',
      copyApprovers: true,
      copyQuestionsStatus: true,
      copyQuestionsWeight: true,
      nextIteration: true,
    });
  });
});

describe('ProjectWizardPage proposes the creator as a project owner (spec 2 §5: owners are PROJECT_MANAGER users)', () => {
  const ADA = { id: 'user-1', label: 'Ada Lovelace', detail: 'ada@broker.example' };
  const PETER = { id: 'u1', label: 'Peter Manager', detail: 'pm@northwind.example' };

  /** A new RFP's form for the signed-in Ada (user-1); the Owners picker, whose chips sit beside its input. */
  async function openNewRfp(managers: PickerOption[]) {
    people.managers = managers;
    renderWizard(PROJECTS_PATHS.wizard, []);
    fireEvent.click(await screen.findByRole('button', { name: 'Choose RFP' }));
    const owners = (await screen.findByRole('combobox', { name: 'Owners' })).closest('.MuiAutocomplete-root');
    if (!(owners instanceof HTMLElement)) throw new Error('No Owners picker');
    return owners;
  }

  it('fills in the signed-in user when they may be an owner, and lets them remove themselves', async () => {
    const owners = await openNewRfp([PETER, ADA]);
    const chip = within(owners).getByRole('button', { name: 'Ada Lovelace' });
    expect(within(owners).queryByRole('button', { name: 'Peter Manager' })).toBeNull();
    const remove = chip.querySelector('.MuiChip-deleteIcon');
    if (!remove) throw new Error('The proposed owner cannot be removed');
    fireEvent.click(remove);
    expect(within(owners).queryByRole('button', { name: 'Ada Lovelace' })).toBeNull();
  });

  it('proposes nobody when the signed-in user may not be an owner', async () => {
    const owners = await openNewRfp([PETER]);
    expect(within(owners).queryAllByRole('button', { name: /Lovelace|Manager/ })).toEqual([]);
  });
});
