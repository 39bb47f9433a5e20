import type { ProjectFormValues, ProjectType } from '@shortlist/domain';
import { type Mock, vi } from 'vitest';
import { toDateInput } from '../../../lib/project-dates';
import { renderInApp } from '../../../test/render-in-app';
import { formOptionsFixture } from './form-options-fixture';
import { ProjectForm } from './project-form';
import { emptyProjectForm } from './project-form-fields';
import type { ProjectFormOptions } from './use-project-form-options';

/** A publish date three weeks ahead: valid on create (today or later, less than a year ahead). */
export const SOON = toDateInput(new Date(Date.now() + 21 * 24 * 60 * 60 * 1000));

/** The project form of the wizard (a new, empty project unless `isNew` is false), signed in; answers its onSave. */
export function renderProjectForm({
  onSave = vi.fn(async (_values: ProjectFormValues) => {}),
  type = 'RFP',
  isNew = true,
  options = {},
}: {
  onSave?: Mock<(values: ProjectFormValues) => Promise<void>>;
  type?: ProjectType;
  isNew?: boolean;
  options?: Partial<ProjectFormOptions>;
} = {}) {
  renderInApp(
    <ProjectForm
      title="Create Project"
      initial={emptyProjectForm(type)}
      isNew={isNew}
      options={formOptionsFixture(options)}
      enableExperts
      publishDateEditable
      onSave={onSave}
      onCancel={() => {}}
    />,
  );
  return onSave;
}
