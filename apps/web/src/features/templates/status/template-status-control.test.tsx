import { TEMPLATE_STATUS_CONFIRMATIONS } from '@shortlist/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render-in-app';
import { ChangeProjectTemplateStatusDocument } from '../templates-documents';
import { buildTemplateRow } from '../templates-test-kit';
import { TemplateStatusControl } from './template-status-control';

const statusMock = (status: string) => ({
  request: { query: ChangeProjectTemplateStatusDocument, variables: { id: 'template-1', status } },
  result: { data: { changeProjectTemplateStatus: buildTemplateRow({ status: status as never }) } },
});

const openMenu = () => fireEvent.click(screen.getByRole('button', { name: /^Status of Benefits RFP/ }));

describe('TemplateStatusControl', () => {
  it('shows only the status to those who may not change it', () => {
    renderInApp(<TemplateStatusControl template={buildTemplateRow({ status: 'PUBLISHED' })} />);
    expect(screen.getByText('Published')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('disables Submitted and Published without sections', async () => {
    const template = buildTemplateRow({ sectionCount: 0 }, { changeStatus: true });
    renderInApp(<TemplateStatusControl template={template} />);
    openMenu();
    const submitted = await screen.findByRole('menuitem', { name: /Submitted/ });
    expect(submitted.getAttribute('aria-disabled')).toBe('true');
    expect(within(submitted).getByText('At least one section required')).toBeTruthy();
  });

  it('asks before publishing, then changes the status', async () => {
    const template = buildTemplateRow({ status: 'IN_REVIEW' }, { changeStatus: true, publish: true });
    renderInApp(<TemplateStatusControl template={template} />, { mocks: [statusMock('PUBLISHED')] });
    openMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Published' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Template Status' });
    expect(within(dialog).getByText(TEMPLATE_STATUS_CONFIRMATIONS.publish)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Template status has been changed')).toBeTruthy();
  });

  it('warns when leaving Published, and moves a submitted template back to Draft without asking', async () => {
    const published = buildTemplateRow({ status: 'PUBLISHED' }, { changeStatus: true, returnToDraft: true });
    const { unmount } = renderInApp(<TemplateStatusControl template={published} />);
    openMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Template Status' });
    expect(within(dialog).getByText(TEMPLATE_STATUS_CONFIRMATIONS.leavePublished)).toBeTruthy();
    unmount();

    const submitted = buildTemplateRow({ status: 'IN_REVIEW' }, { changeStatus: true, returnToDraft: true });
    renderInApp(<TemplateStatusControl template={submitted} />, { mocks: [statusMock('DRAFT')] });
    openMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Draft' }));
    expect(await screen.findByText('Template status has been changed')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
