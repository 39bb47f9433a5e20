import type { Privilege } from '@shortlist/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProfile, buildSession } from '../../../test/factories';
import { renderInApp } from '../../../test/render-in-app';
import { formOptionsFixture } from './form-options-fixture';
import { ProjectForm } from './project-form';
import { emptyProjectForm } from './project-form-fields';

/** Issue 31: an empty Service Types or Project Types picker says who adds them, and links there when it may. */

const session = (privileges: Privilege[]) => buildSession({ profile: buildProfile({ privileges }) });

function renderForm(privileges: Privilege[]) {
  renderInApp(
    <ProjectForm
      title="Create Project"
      initial={emptyProjectForm('RFP')}
      isNew
      options={formOptionsFixture()}
      enableExperts={false}
      publishDateEditable
      onSave={async () => {}}
      onCancel={() => {}}
    />,
    { session: session(privileges) },
  );
}

/** Opens a picker and returns its open list's text and links. */
async function openPicker(name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name }));
  const popup = await screen.findByRole('presentation');
  const empty = popup.querySelector('.MuiAutocomplete-noOptions');
  if (!(empty instanceof HTMLElement)) throw new Error(`${name} shows no empty text`);
  return empty;
}

describe('empty reference type pickers', () => {
  it('send a company administrator to the pages where service types and project types are added', async () => {
    renderForm(['MANAGE_ALL_PROJECTS']);
    const serviceTypes = await openPicker('Service Types');
    expect(serviceTypes.textContent).toBe(
      'No service types yet. Add them under Administration → Supplier Service Types.',
    );
    expect(within(serviceTypes).getByRole('link').getAttribute('href')).toBe('/admin/supplier-service-types');
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Service Types' }), { key: 'Escape' });

    const projectTypes = await openPicker('Project Types');
    expect(projectTypes.textContent).toBe('No project types yet. Add them under Administration → Project Types.');
    expect(within(projectTypes).getByRole('link').getAttribute('href')).toBe('/admin/project-service-types');
  });

  it('tell a user who cannot add them whom to ask, without a link', async () => {
    renderForm(['MANAGE_PROJECT_STATE']);
    const serviceTypes = await openPicker('Service Types');
    expect(serviceTypes.textContent).toBe('No service types yet. Ask your company administrator to add service types.');
    expect(within(serviceTypes).queryByRole('link')).toBeNull();
    // Said under the field as well, without opening it.
    expect(
      screen.getAllByText('No project types yet. Ask your company administrator to add project types.'),
    ).toHaveLength(1);
  });
});
