import { graphql } from '../../gql';

export const ProjectTemplateFieldsFragment = graphql(`
  fragment ProjectTemplateFields on ProjectTemplate {
    id
    name
    status
    version
    draftProjectId
    settings {
      enableExperts
      scoringType
    }
    sectionCount
    createdAt
    updatedAt
    company {
      id
      name
    }
    createdBy {
      name
    }
    serviceTypes {
      id
      label
    }
    permissions {
      edit
      changeStatus
      returnToDraft
      submit
      publish
      delete
      openQuestions
    }
  }
`);

/** Spec 3 §7 Project templates list: filter (keyword, status, company only), sort, pagination. */
export const ProjectTemplatesDocument = graphql(`
  query ProjectTemplates($pagination: PageInput, $filter: ProjectTemplateFilter) {
    projectTemplates(pagination: $pagination, filter: $filter) {
      total
      results {
        ...ProjectTemplateFields
      }
    }
  }
`);

/** Spec 3 §7 Template by id. */
export const ProjectTemplateDocument = graphql(`
  query ProjectTemplate($id: ID!) {
    projectTemplate(id: $id) {
      ...ProjectTemplateFields
    }
  }
`);

/** The supplier service types a template may name (the Create Template dialog). */
export const TemplateServiceTypesDocument = graphql(`
  query TemplateServiceTypes {
    projectTemplateServiceTypes {
      id
      label
    }
  }
`);

export const CreateProjectTemplateDocument = graphql(`
  mutation CreateProjectTemplate($input: ProjectTemplateInput!) {
    createProjectTemplate(input: $input) {
      ...ProjectTemplateFields
    }
  }
`);

export const UpdateProjectTemplateDocument = graphql(`
  mutation UpdateProjectTemplate($id: ID!, $version: Int!, $input: ProjectTemplateInput!) {
    updateProjectTemplate(id: $id, version: $version, input: $input) {
      ...ProjectTemplateFields
    }
  }
`);

export const DeleteProjectTemplateDocument = graphql(`
  mutation DeleteProjectTemplate($id: ID!) {
    deleteProjectTemplate(id: $id)
  }
`);

export const ChangeProjectTemplateStatusDocument = graphql(`
  mutation ChangeProjectTemplateStatus($id: ID!, $status: TemplateStatus!) {
    changeProjectTemplateStatus(id: $id, status: $status) {
      ...ProjectTemplateFields
    }
  }
`);

/** Spec 3 §2 preview: the template's sections and questions, read through its draft project. */
export const TemplateQuestionnaireDocument = graphql(`
  query TemplateQuestionnaire($projectId: ID!) {
    projectQuestionnaire(projectId: $projectId) {
      id
      sections {
        id
        name
        description
        questions {
          id
          question {
            type
            label
            helperText
          }
        }
      }
    }
  }
`);
