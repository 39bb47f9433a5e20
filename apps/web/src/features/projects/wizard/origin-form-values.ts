import { type CopyOrigin, originProjectType } from '@shortlist/domain';
import type { ProjectCopyInput, ProjectFieldsFragment } from '../../../gql/graphql';
import { type ProjectFormFields, projectFormFields } from '../form/project-form-fields';

/**
 * The wizard's form started from a base project: the base's values with the origin's type (RFP for an RFI-based
 * one, PANEL for the next iteration) and no dates, which are chosen again (the create rule wants today or later).
 */
export function originFormFields(base: ProjectFieldsFragment, origin: CopyOrigin): ProjectFormFields {
  return {
    ...projectFormFields(base),
    type: originProjectType(origin, base.type),
    publishDate: '',
    submissionDeadline: '',
    questionsClarificationDeadline: '',
    questionsSubmissionDeadline: '',
    plannedDecisionDate: '',
  };
}

/**
 * Spec 2 §7 copy settings sent with createProject. A clone copies everything; an RFP based on an RFI keeps the
 * approvers, weights and suppliers but has its questions reviewed again; the next iteration of a Panel copies the
 * approvers, question statuses and weights (spec 2 §4 Restart Panel).
 */
export function copyInputFor(baseProjectId: string, origin: CopyOrigin): ProjectCopyInput {
  const copy = { id: baseProjectId, origin };
  switch (origin) {
    case 'CLONE':
      return {
        ...copy,
        copyApprovers: true,
        copyQuestionsStatus: true,
        copyQuestionsWeight: true,
        copyProducts: true,
        nextIteration: false,
      };
    case 'RFI_BASED':
      return {
        ...copy,
        copyApprovers: true,
        copyQuestionsStatus: false,
        copyQuestionsWeight: true,
        copyProducts: true,
        nextIteration: false,
      };
    case 'NEXT_ITERATION':
      return {
        ...copy,
        copyApprovers: true,
        copyQuestionsStatus: true,
        copyQuestionsWeight: true,
        copyProducts: false,
        nextIteration: true,
      };
  }
}
