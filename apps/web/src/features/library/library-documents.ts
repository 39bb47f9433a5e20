import { graphql } from '../../gql';

export const LibraryQuestionFieldsFragment = graphql(`
  fragment LibraryQuestionFields on LibraryQuestion {
    id
    version
    isPublic
    isExternal
    isOwn
    readonlyReason
    createdAt
    createdBy {
      id
      name
    }
    tags {
      id
      label
      isPublic
    }
    permissions {
      edit
      makePublic
      delete
    }
    question {
      ...QuestionDefinitionFields
    }
  }
`);

/** Spec 3 §7 Library questions query: filter, page and page size; results, total and the filters' counts. */
export const LibraryQuestionsDocument = graphql(`
  query LibraryQuestions($filter: LibraryQuestionFilter, $page: Int, $pageSize: Int) {
    libraryQuestions(filter: $filter, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      results {
        ...LibraryQuestionFields
      }
      filters {
        types {
          type
          count
        }
        tags {
          count
          tag {
            id
            label
            isPublic
          }
        }
      }
    }
  }
`);

/** One question, read again after a stale save. */
export const LibraryQuestionDocument = graphql(`
  query LibraryQuestion($id: ID!) {
    libraryQuestion(id: $id) {
      ...LibraryQuestionFields
    }
  }
`);

/** Spec 3 §7 Tag search by keyword. */
export const LibraryTagsDocument = graphql(`
  query LibraryTags($search: String) {
    libraryTags(search: $search) {
      id
      label
      isPublic
    }
  }
`);

export const CreateLibraryQuestionDocument = graphql(`
  mutation CreateLibraryQuestion($input: LibraryQuestionInput!) {
    createLibraryQuestion(input: $input) {
      ...LibraryQuestionFields
    }
  }
`);

export const UpdateLibraryQuestionDocument = graphql(`
  mutation UpdateLibraryQuestion($id: ID!, $version: Int!, $input: LibraryQuestionInput!) {
    updateLibraryQuestion(id: $id, version: $version, input: $input) {
      ...LibraryQuestionFields
    }
  }
`);

export const DeleteLibraryQuestionsDocument = graphql(`
  mutation DeleteLibraryQuestions($ids: [ID!]!) {
    deleteLibraryQuestions(ids: $ids)
  }
`);

/** Spec 3 §7 Question history query (newest first, the current version first). */
export const LibraryQuestionHistoryDocument = graphql(`
  query LibraryQuestionHistory($id: ID!) {
    libraryQuestionHistory(id: $id) {
      id
      version
      updatedAt
      updatedBy
      question {
        ...QuestionDefinitionFields
      }
    }
  }
`);

export const RestoreLibraryQuestionVersionDocument = graphql(`
  mutation RestoreLibraryQuestionVersion($id: ID!, $version: Int!, $versionId: ID!) {
    restoreLibraryQuestionVersion(id: $id, version: $version, versionId: $versionId) {
      ...LibraryQuestionFields
    }
  }
`);

export const LibraryGroupFieldsFragment = graphql(`
  fragment LibraryGroupFields on LibraryGroup {
    id
    name
    description
    parentId
    parentPath
    depth
    canHaveSubgroups
    questionCount
  }
`);

/** Spec 3 §7 questionGroups: the company's group tree, three levels deep (spec 3 §9 group depth 3). */
export const QuestionGroupsDocument = graphql(`
  query QuestionGroups {
    questionGroups {
      ...LibraryGroupFields
      groups {
        ...LibraryGroupFields
        groups {
          ...LibraryGroupFields
        }
      }
    }
  }
`);

export const CreateLibraryGroupDocument = graphql(`
  mutation CreateLibraryGroup($input: LibraryGroupInput!) {
    createLibraryGroup(input: $input) {
      ...LibraryGroupFields
    }
  }
`);

export const UpdateLibraryGroupDocument = graphql(`
  mutation UpdateLibraryGroup($id: ID!, $input: LibraryGroupInput!) {
    updateLibraryGroup(id: $id, input: $input) {
      ...LibraryGroupFields
    }
  }
`);

export const DeleteLibraryGroupDocument = graphql(`
  mutation DeleteLibraryGroup($id: ID!) {
    deleteLibraryGroup(id: $id)
  }
`);

export const LinkLibraryQuestionsDocument = graphql(`
  mutation LinkLibraryQuestions($groupId: ID!, $questionIds: [ID!]!) {
    linkLibraryQuestionsToGroup(groupId: $groupId, questionIds: $questionIds) {
      ...LibraryGroupFields
    }
  }
`);

export const UnlinkLibraryQuestionsDocument = graphql(`
  mutation UnlinkLibraryQuestions($groupId: ID!, $questionIds: [ID!]!) {
    unlinkLibraryQuestionsFromGroup(groupId: $groupId, questionIds: $questionIds) {
      ...LibraryGroupFields
    }
  }
`);

/** Copy to Project: the sections of the project chosen, with whether library questions may be added. */
export const LibraryCopySectionsDocument = graphql(`
  query LibraryCopySections($projectId: ID!) {
    projectQuestionnaire(projectId: $projectId) {
      id
      sections {
        id
        name
        permissions {
          addFromLibrary
        }
      }
    }
  }
`);

export const CopyLibraryQuestionsToSectionDocument = graphql(`
  mutation CopyLibraryQuestionsToSection($questionIds: [ID!]!, $sectionId: ID!) {
    copyLibraryQuestionsToSection(questionIds: $questionIds, sectionId: $sectionId) {
      id
      projectId
    }
  }
`);

export const CopyLibraryGroupToSectionDocument = graphql(`
  mutation CopyLibraryGroupToSection($groupId: ID!, $sectionId: ID!, $withSubgroups: Boolean) {
    copyLibraryGroupToSection(groupId: $groupId, sectionId: $sectionId, withSubgroups: $withSubgroups) {
      id
      projectId
    }
  }
`);

/** After a change the question list and the groups' counts are read again. */
export const LIBRARY_REFETCH = [LibraryQuestionsDocument, QuestionGroupsDocument];
