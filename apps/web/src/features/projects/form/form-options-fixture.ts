import type { ProjectFormOptions } from './use-project-form-options';

/** Form options for component tests: one project manager to pick, nothing else. */
export function formOptionsFixture(overrides: Partial<ProjectFormOptions> = {}): ProjectFormOptions {
  return {
    loading: false,
    enableExperts: true,
    answersMaxLength: [500, 1000, 2000],
    referenceTypesLoading: false,
    serviceTypes: [],
    projectTypes: [],
    clients: [],
    managersLoading: false,
    managers: [{ id: 'u1', label: 'Peter Manager', detail: 'pm@northwind.example' }],
    managerUsers: [],
    experts: [],
    viewers: [],
    templates: [],
    ...overrides,
  };
}
