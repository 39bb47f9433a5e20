import { useQuery } from '@apollo/client/react';
import { LIST_PAGE_SIZE_MAX, templateOptionLabel } from '@shortlist/domain';
import type { PickerOption } from '../../../components/form';
import { ProjectTemplateOptionsDocument } from './project-templates-documents';

/**
 * Spec 2 §3, §7: the published project templates a new project may start from, as "name — company name"; null while
 * the first answer is awaited. Nothing is asked for when `skip` (forms of existing projects have no Templates field).
 */
export function useTemplateOptions(skip: boolean): PickerOption[] | null {
  const { data, loading } = useQuery(ProjectTemplateOptionsDocument, {
    variables: { pagination: { page: 1, pageSize: LIST_PAGE_SIZE_MAX }, filter: { status: ['PUBLISHED'] } },
    fetchPolicy: 'cache-and-network',
    skip,
  });
  if (!data) return loading ? null : [];
  return data.projectTemplates.results.map((template) => ({
    id: template.id,
    label: templateOptionLabel(template.name, template.company.name),
  }));
}
