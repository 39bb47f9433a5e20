import { useQuery } from '@apollo/client/react';
import { LIST_PAGE_SIZE_MAX } from '@shortlist/domain';
import type { PickerOption } from '../../../components/form';
import {
  ClientOptionsDocument,
  CompanyProjectFeaturesDocument,
  ProjectServiceTypeOptionsDocument,
  ProjectUsersDocument,
  SupplierServiceTypeOptionsDocument,
} from '../projects-documents';
import { useTemplateOptions } from './use-template-options';

const ALL = { page: 1, pageSize: LIST_PAGE_SIZE_MAX };

interface Person {
  id: string;
  name: string;
  email: string;
}

const personOption = (user: Person): PickerOption => ({
  id: user.id,
  label: user.name,
  detail: user.email,
});

/** Adds the people already chosen on the project, who may no longer be offered (spec 2 §5 "plus already chosen"). */
function withChosen(options: PickerOption[], chosen: readonly Person[]) {
  const extra = chosen.filter((person) => !options.some((option) => option.id === person.id)).map(personOption);
  return [...options, ...extra];
}

export interface ChosenPeople {
  managers: readonly Person[];
  experts: readonly Person[];
  viewers: readonly Person[];
}

/**
 * Spec 2 §5, §7: the form's lists, page 1 of 10000: supplier service types, project service types, clients, and the
 * people who may take each project role (domain experts only while the company enables experts); with `creating`,
 * the published templates too.
 */
export function useProjectFormOptions(
  chosen: ChosenPeople = { managers: [], experts: [], viewers: [] },
  { creating = false }: { creating?: boolean } = {},
) {
  const listOptions = { variables: { pagination: ALL }, fetchPolicy: 'cache-and-network' } as const;
  const { data, loading } = useQuery(CompanyProjectFeaturesDocument);
  const serviceTypes = useQuery(SupplierServiceTypeOptionsDocument, listOptions);
  const projectTypes = useQuery(ProjectServiceTypeOptionsDocument, listOptions);
  const clients = useQuery(ClientOptionsDocument, listOptions);
  const enableExperts = data?.profile?.company.features.enableExperts ?? false;
  const managers = useQuery(ProjectUsersDocument, { variables: { role: 'PROJECT_MANAGER' } });
  const experts = useQuery(ProjectUsersDocument, { variables: { role: 'DOMAIN_EXPERT' }, skip: !enableExperts });
  const viewers = useQuery(ProjectUsersDocument, { variables: { role: 'VIEWER' } });
  const templates = useTemplateOptions(!creating);
  return {
    loading,
    enableExperts,
    answersMaxLength: data?.profile?.company.features.answersMaxLength ?? [],
    referenceTypesLoading: (serviceTypes.loading && !serviceTypes.data) || (projectTypes.loading && !projectTypes.data),
    serviceTypes: (serviceTypes.data?.supplierServiceTypes.results ?? []).map(({ id, label }) => ({ id, label })),
    projectTypes: (projectTypes.data?.projectServiceTypes.results ?? []).map(({ id, label }) => ({ id, label })),
    clients: (clients.data?.clients.results ?? []).map((client) => ({ value: client.id, label: client.name })),
    /** True until the people who may be project owners have arrived (the wizard proposes its user among them). */
    managersLoading: managers.loading && !managers.data,
    managers: withChosen((managers.data?.projectUsers ?? []).map(personOption), chosen.managers),
    managerUsers: managers.data?.projectUsers ?? [],
    experts: withChosen((experts.data?.projectUsers ?? []).map(personOption), chosen.experts),
    viewers: withChosen((viewers.data?.projectUsers ?? []).map(personOption), chosen.viewers),
    templates,
  };
}

export type ProjectFormOptions = ReturnType<typeof useProjectFormOptions>;
