import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildProfile, buildSession } from '../../test/factories';
import { renderInApp } from '../../test/render-in-app';
import { TemplateDialog } from './template-dialog';
import { CreateProjectTemplateDocument, TemplateServiceTypesDocument } from './templates-documents';
import { buildTemplateRow, serviceTypesMock } from './templates-test-kit';

const CREATED = buildTemplateRow({ id: 'template-9', name: 'Payroll RFP' });

describe('TemplateDialog', () => {
  it('needs a name of at most 300 characters and a service type, then creates the template', async () => {
    const onSaved = vi.fn();
    renderInApp(<TemplateDialog template={null} onClose={() => {}} onSaved={onSaved} />, {
      mocks: [
        serviceTypesMock,
        {
          request: {
            query: CreateProjectTemplateDocument,
            variables: { input: { name: 'Payroll RFP', serviceTypeIds: ['st-2'] } },
          },
          result: { data: { createProjectTemplate: CREATED } },
        },
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Create Template' });
    const create = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    create();
    expect(await within(dialog).findAllByText('Required')).toHaveLength(2);

    const name = within(dialog).getByLabelText('Name', { exact: false });
    fireEvent.change(name, { target: { value: 'x'.repeat(301) } });
    create();
    expect(await within(dialog).findByText('Must be less than or equal to 300 characters')).toBeTruthy();

    fireEvent.change(name, { target: { value: '  Payroll RFP ' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Service Types' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Payroll' }));
    create();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 'template-9' })));
    expect(await screen.findByText('Template has been created')).toBeTruthy();
  });

  it('guides an empty service types picker to the page where they are added (issue 31)', async () => {
    renderInApp(<TemplateDialog template={null} onClose={() => {}} onSaved={() => {}} />, {
      session: buildSession({
        profile: buildProfile({ privileges: ['MANAGE_ALL_PROJECTS', 'MANAGE_PROJECT_TEMPLATES'] }),
      }),
      mocks: [
        { request: { query: TemplateServiceTypesDocument }, result: { data: { projectTemplateServiceTypes: [] } } },
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Create Template' });
    const link = await within(dialog).findByRole('link', { name: 'Administration → Supplier Service Types' });
    expect(link.getAttribute('href')).toBe('/admin/supplier-service-types');
  });
});
