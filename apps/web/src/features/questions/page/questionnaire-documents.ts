import { graphql } from '../../../gql';

export const QuestionnaireUserFragment = graphql(`
  fragment QuestionnaireUser on ProjectUser {
    id
    name
    email
  }
`);

export const ProjectQuestionFieldsFragment = graphql(`
  fragment ProjectQuestionFields on ProjectQuestion {
    id
    sectionId
    position
    sourceQuestionId
    weight
    status
    rejectReason
    isPrivate
    duplicate
    version
    owner {
      ...QuestionnaireUser
    }
    approver {
      ...QuestionnaireUser
    }
    permissions {
      approve
      reject
      unapprove
      edit
      delete
      extract
      editWeight
    }
    question {
      ...QuestionDefinitionFields
    }
  }
`);

export const ProjectSectionFieldsFragment = graphql(`
  fragment ProjectSectionFields on ProjectSection {
    id
    projectId
    position
    name
    description
    ownerDeadline
    isReadonly
    aiSearchId
    version
    owner {
      ...QuestionnaireUser
    }
    approver {
      ...QuestionnaireUser
    }
    permissions {
      edit
      delete
      addQuestion
      addFromLibrary
      copy
      approveAll
      unapproveAll
    }
    questions {
      ...ProjectQuestionFields
    }
  }
`);

/** Spec 3 §2 project questions page: the whole questionnaire in one round trip. */
export const ProjectQuestionnaireDocument = graphql(`
  query ProjectQuestionnaire($projectId: ID!) {
    projectQuestionnaire(projectId: $projectId) {
      id
      permissions {
        addSection
      }
      sections {
        ...ProjectSectionFields
      }
    }
  }
`);

// The mutations that answer the questionnaire ask only for the sections' order: the sections themselves are in the
// cache already, and the one that changed comes back in full from its own mutation.
export const CreateProjectSectionDocument = graphql(`
  mutation CreateProjectSection($projectId: ID!, $input: ProjectSectionInput!) {
    createProjectSection(projectId: $projectId, input: $input) {
      ...ProjectSectionFields
    }
  }
`);

export const UpdateProjectSectionDocument = graphql(`
  mutation UpdateProjectSection($id: ID!, $version: Int!, $input: ProjectSectionInput!) {
    updateProjectSection(id: $id, version: $version, input: $input) {
      ...ProjectSectionFields
    }
  }
`);

export const DeleteProjectSectionDocument = graphql(`
  mutation DeleteProjectSection($id: ID!) {
    deleteProjectSection(id: $id) {
      id
      sections {
        id
      }
    }
  }
`);

export const MoveProjectSectionDocument = graphql(`
  mutation MoveProjectSection($id: ID!, $position: Int!) {
    moveProjectSection(id: $id, position: $position) {
      id
      sections {
        id
        position
      }
    }
  }
`);

export const CreateProjectQuestionDocument = graphql(`
  mutation CreateProjectQuestion($sectionId: ID!, $input: ProjectQuestionInput!) {
    createProjectQuestion(sectionId: $sectionId, input: $input) {
      ...ProjectSectionFields
    }
  }
`);

export const UpdateProjectQuestionDocument = graphql(`
  mutation UpdateProjectQuestion($id: ID!, $version: Int!, $input: ProjectQuestionInput!) {
    updateProjectQuestion(id: $id, version: $version, input: $input) {
      ...ProjectSectionFields
    }
  }
`);

export const DeleteProjectQuestionDocument = graphql(`
  mutation DeleteProjectQuestion($id: ID!) {
    deleteProjectQuestion(id: $id) {
      ...ProjectSectionFields
    }
  }
`);

export const MoveProjectQuestionDocument = graphql(`
  mutation MoveProjectQuestion($id: ID!, $sectionId: ID!, $position: Int!) {
    moveProjectQuestion(id: $id, sectionId: $sectionId, position: $position) {
      ...ProjectSectionFields
    }
  }
`);

export const ApproveProjectQuestionDocument = graphql(`
  mutation ApproveProjectQuestion($id: ID!, $version: Int!) {
    approveProjectQuestion(id: $id, version: $version) {
      ...ProjectSectionFields
    }
  }
`);

export const ExtractProjectQuestionDocument = graphql(`
  mutation ExtractProjectQuestion($id: ID!, $version: Int!) {
    extractProjectQuestion(id: $id, version: $version) {
      ...ProjectSectionFields
    }
  }
`);

export const RejectProjectQuestionDocument = graphql(`
  mutation RejectProjectQuestion($id: ID!, $version: Int!, $reason: String!) {
    rejectProjectQuestion(id: $id, version: $version, reason: $reason) {
      ...ProjectSectionFields
    }
  }
`);

export const UnapproveProjectQuestionDocument = graphql(`
  mutation UnapproveProjectQuestion($id: ID!, $version: Int!) {
    unapproveProjectQuestion(id: $id, version: $version) {
      ...ProjectSectionFields
    }
  }
`);

export const ApproveAllProjectQuestionsDocument = graphql(`
  mutation ApproveAllProjectQuestions($sectionId: ID!) {
    approveAllProjectQuestions(sectionId: $sectionId) {
      message
      section {
        ...ProjectSectionFields
      }
    }
  }
`);

export const UnapproveAllProjectQuestionsDocument = graphql(`
  mutation UnapproveAllProjectQuestions($sectionId: ID!) {
    unapproveAllProjectQuestions(sectionId: $sectionId) {
      message
      section {
        ...ProjectSectionFields
      }
    }
  }
`);

/** Copy Section Data into another project: the sections of the project chosen. */
export const CopyTargetSectionsDocument = graphql(`
  query CopyTargetSections($projectId: ID!) {
    projectQuestionnaire(projectId: $projectId) {
      id
      sections {
        id
        name
        permissions {
          addQuestion
        }
      }
    }
  }
`);

/** Spec 3 §7 Copy section: answers the section created or filled (its projectId is the target project). */
export const CopyProjectSectionDocument = graphql(`
  mutation CopyProjectSection($input: SectionCopyInput!) {
    copyProjectSection(input: $input) {
      ...ProjectSectionFields
    }
  }
`);
