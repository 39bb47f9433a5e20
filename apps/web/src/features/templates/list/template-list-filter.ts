import type { TemplateStatus } from '@shortlist/domain';
import type { ProjectTemplateFilter } from '../../../gql/graphql';

/** Spec 3 §2 the list's filters besides the search: Status (all when none) and the company-only checkbox. */
export interface TemplateListFilter {
  status: TemplateStatus | null;
  companyOnly: boolean;
}

export const NO_TEMPLATE_FILTER: TemplateListFilter = { status: null, companyOnly: false };

/** The query's filter for what the filters show. */
export function templateFilterInput({ status, companyOnly }: TemplateListFilter): ProjectTemplateFilter {
  return { status: status ? [status] : null, companyOnly };
}

/** Spec 3 §2 Owner: the creator's name for a template of the user's company, otherwise the company's name. */
export function templateOwner(
  template: { company: { id: string; name: string }; createdBy?: { name: string } | null },
  companyId: string | undefined,
): string {
  return template.company.id === companyId ? (template.createdBy?.name ?? '') : template.company.name;
}
