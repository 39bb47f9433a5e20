import { graphql } from '../../../gql';

/** Spec 2 §7 Lists: the published project templates (status filter), page 1 of 10000, for the Templates picker. */
export const ProjectTemplateOptionsDocument = graphql(`
  query ProjectTemplateOptions($pagination: PageInput, $filter: ProjectTemplateFilter) {
    projectTemplates(pagination: $pagination, filter: $filter) {
      results {
        id
        name
        company {
          id
          name
        }
      }
    }
  }
`);
