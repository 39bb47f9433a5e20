import { roadMapButtonLabel, statusMoveQuestion } from '@shortlist/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ProjectRecord } from '../layout/use-project';
import { CHOICE_PRODUCTS_TITLE } from './choice-products-dialog';
import { buildProjectRecord, PROJECT_ID, renderProjectPage } from './dashboard-test-kit';
import { RoadMapWidget } from './road-map-widget';

const panel = (status: 'COMPLETED' | 'SCORING') => ({ ...buildProjectRecord(status), type: 'PANEL' }) as ProjectRecord;

function renderRoadMap(project: ProjectRecord, canManage = true, choosesWinners = true) {
  const onMove = vi.fn(async () => {});
  const path = `/projects/${PROJECT_ID}/dashboard`;
  const rendered = renderProjectPage(
    <RoadMapWidget
      project={project}
      canManage={canManage}
      busy={false}
      onMove={onMove}
      choosesWinners={choosesWinners}
    />,
    { path },
  );
  return { ...rendered, onMove };
}

describe('RoadMapWidget', () => {
  it('restarts a closed Panel through the Restart Panel confirmation, without changing its status', async () => {
    const { router, onMove } = renderRoadMap(panel('COMPLETED'));
    fireEvent.click(screen.getByRole('button', { name: 'Restart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restart Panel' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project-wizard/details'));
    expect(router.state.location.search).toBe(`?baseProjectId=${PROJECT_ID}&origin=next-iteration`);
    expect(onMove).not.toHaveBeenCalled();
  });

  it('moves other projects to the next status after the plain confirmation, which names the step', async () => {
    const { onMove } = renderRoadMap(panel('SCORING'));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close' });
    expect(dialog.textContent).toContain('Move the project to Closed (Close Panel)?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onMove).toHaveBeenCalledWith('COMPLETED'));
  });

  it('asks to move a draft to In Review, the Questions and Suppliers step', async () => {
    const { onMove } = renderRoadMap(buildProjectRecord('DRAFT'));
    fireEvent.click(screen.getByRole('button', { name: 'Move To Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move To Review' });
    expect(within(dialog).getByText('Move the project to In Review (Questions and Suppliers)?')).toBeTruthy();
    expect(dialog.textContent).not.toContain('next step');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onMove).toHaveBeenCalledWith('IN_REVIEW'));
  });

  it('opens Choice Products for Scoring instead of the confirmation in AWAITING with the extended deadline on', async () => {
    renderRoadMap(buildProjectRecord('AWAITING', { enableExtendedAnswersDeadline: true }));
    fireEvent.click(screen.getByRole('button', { name: roadMapButtonLabel('AWAITING', 'RFP') ?? '' }));
    expect(await screen.findByRole('dialog', { name: CHOICE_PRODUCTS_TITLE })).toBeTruthy();
    expect(screen.queryByText(statusMoveQuestion('SCORING', 'RFP'))).toBeNull();
  });

  it('leaves Select Winners to the project owners while the viewer reads aliases (blind scoring)', () => {
    const label = roadMapButtonLabel('SCORING', 'RFP') ?? '';
    const blind = renderRoadMap(buildProjectRecord('SCORING'), true, false);
    expect(screen.queryByRole('button', { name: label })).toBeNull();
    blind.unmount();
    renderRoadMap(buildProjectRecord('SCORING'));
    expect(screen.getByRole('button', { name: label })).toBeTruthy();
  });

  it('shows no button without MANAGE_PROJECT_STATE', () => {
    renderRoadMap(panel('COMPLETED'), false);
    expect(screen.queryByRole('button', { name: 'Restart' })).toBeNull();
  });
});
