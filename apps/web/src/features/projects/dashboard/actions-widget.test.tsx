import type { Privilege } from '@shortlist/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProjectRecord } from '../layout/use-project';
import { ACTIONS_WIDGET_TITLE, ActionsWidget, followUpActions } from './actions-widget';
import { buildProjectRecord, PROJECT_ID, renderProjectPage } from './dashboard-test-kit';

const project = (type: ProjectRecord['type'], status: ProjectRecord['status']) =>
  ({ ...buildProjectRecord(status), type }) as ProjectRecord;

function renderActions(record: ProjectRecord, privileges: Privilege[]) {
  return renderProjectPage(<ActionsWidget project={record} />, {
    path: `/projects/${PROJECT_ID}/dashboard`,
    privileges,
  });
}

const labels = (record: ProjectRecord, canClone: boolean) =>
  followUpActions(record, true, canClone).map((action) => action.label);

describe('ActionsWidget', () => {
  it('lists the actions that apply to the project', () => {
    expect(labels(project('RFI', 'AWAITING'), false)).toEqual(['Create an RFP based on this RFI']);
    expect(labels(project('PANEL', 'COMPLETED'), false)).toEqual(['Start the next iteration']);
    expect(labels(project('PANEL', 'SCORING'), false)).toEqual([]);
    expect(labels(project('RFP', 'COMPLETED'), true)).toEqual(['Clone project']);
    expect(followUpActions(project('RFI', 'AWAITING'), false, true)).toEqual([]);
  });

  it('links each action to the wizard with this project as the base', async () => {
    renderActions(project('RFI', 'SCORING'), ['MANAGE_ALL_PROJECTS']);
    expect(await screen.findByRole('heading', { name: ACTIONS_WIDGET_TITLE })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an RFP based on this RFI' }).getAttribute('href')).toBe(
      `/project-wizard/details?baseProjectId=${PROJECT_ID}&origin=rfi-based`,
    );
    expect(screen.getByRole('link', { name: 'Clone project' }).getAttribute('href')).toBe(
      `/project-wizard/details?baseProjectId=${PROJECT_ID}&origin=clone`,
    );
  });

  it('shows nothing when no action applies', () => {
    renderActions(project('RFP', 'SCORING'), ['MANAGE_PROJECT_STATE']);
    expect(screen.queryByRole('heading', { name: ACTIONS_WIDGET_TITLE })).toBeNull();
  });
});
