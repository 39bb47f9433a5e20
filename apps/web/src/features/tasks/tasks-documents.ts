import { graphql } from '../../gql';

/** Spec 1 §7 tasksCount: the pending tasks per type, for the top bar's Tasks entry. */
export const TasksCountDocument = graphql(`
  query TasksCount {
    tasksCount {
      results {
        type
        count
      }
    }
  }
`);

/** Spec 2 §7 Tasks list: the pending tasks, up to 100, newest project first. */
export const TasksDocument = graphql(`
  query Tasks($page: PageInput, $filter: TaskFilterInput) {
    tasks(page: $page, filter: $filter) {
      total
      results {
        type
        status
        createdAt
        project {
          id
          name
        }
        questions {
          id
          answers {
            product {
              id
            }
          }
        }
      }
    }
  }
`);

/** Spec 2 §7 Tasks (project id, type): what is left for the viewer to review in the project. */
export const TaskDocument = graphql(`
  query Task($projectId: ID!, $type: TaskType!) {
    task(projectId: $projectId, type: $type) {
      type
      status
      project {
        id
        name
      }
      branchId
      scoringType
      questions {
        id
        version
        status
        section {
          id
          name
        }
        question {
          ...QuestionDefinitionFields
        }
        answers {
          product {
            id
            name
          }
          answer {
            ...ProductAnswerFields
          }
        }
      }
    }
  }
`);

/** The question approval calls of the questions page (spec 3 §7), answering only what Review Questions reads. */
export const ApproveTaskQuestionDocument = graphql(`
  mutation ApproveTaskQuestion($id: ID!, $version: Int!) {
    approveProjectQuestion(id: $id, version: $version) {
      id
    }
  }
`);

export const RejectTaskQuestionDocument = graphql(`
  mutation RejectTaskQuestion($id: ID!, $version: Int!, $reason: String!) {
    rejectProjectQuestion(id: $id, version: $version, reason: $reason) {
      id
    }
  }
`);

/** Spec 2 §7 Set rating, answering only what Rate Answers reads. */
export const SetTaskRatingDocument = graphql(`
  mutation SetTaskRating($input: SetRatingInput!) {
    setRating(input: $input) {
      productId
      questionId
      rating
    }
  }
`);
