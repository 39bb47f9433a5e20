import { useApolloClient } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { isConflict, toUserMessage } from '../../../lib/errors';
import { type QuestionPlace, withQuestionMoved } from './drop-target';
import {
  ApproveAllProjectQuestionsDocument,
  ApproveProjectQuestionDocument,
  DeleteProjectQuestionDocument,
  DeleteProjectSectionDocument,
  ExtractProjectQuestionDocument,
  MoveProjectQuestionDocument,
  MoveProjectSectionDocument,
  UnapproveAllProjectQuestionsDocument,
  UnapproveProjectQuestionDocument,
} from './questionnaire-documents';
import type { QuestionnaireQuestion, QuestionnaireSection } from './questionnaire-model';

/**
 * The questionnaire's changes made straight from the page (no dialog): approval, bulk approval, deletion and moves.
 * A refusal shows the server's message as a toast; a stale version also reloads the questionnaire (house rules).
 * Moves show at once and are undone if the server refuses them.
 */
export function useQuestionnaireActions(projectId: string, reload: () => Promise<unknown>) {
  const client = useApolloClient();
  const { enqueueSnackbar } = useSnackbar();

  const attempt = async (change: () => Promise<unknown>, success?: string) => {
    try {
      await change();
    } catch (error) {
      enqueueSnackbar(toUserMessage(error), { variant: isConflict(error) ? 'warning' : 'error' });
      if (isConflict(error)) await reload();
      return false;
    }
    if (success) enqueueSnackbar(success, { variant: 'success' });
    return true;
  };

  const decide = (question: QuestionnaireQuestion, approve: boolean) =>
    attempt(() =>
      client.mutate({
        mutation: approve ? ApproveProjectQuestionDocument : UnapproveProjectQuestionDocument,
        variables: { id: question.id, version: question.version },
      }),
    );

  const decideAll = async (section: QuestionnaireSection, approve: boolean) => {
    let message = '';
    await attempt(async () => {
      if (approve) {
        const { data } = await client.mutate({
          mutation: ApproveAllProjectQuestionsDocument,
          variables: { sectionId: section.id },
        });
        message = data?.approveAllProjectQuestions.message ?? '';
      } else {
        const { data } = await client.mutate({
          mutation: UnapproveAllProjectQuestionsDocument,
          variables: { sectionId: section.id },
        });
        message = data?.unapproveAllProjectQuestions.message ?? '';
      }
    });
    // Spec 3 §8: 'Questions have been approved!' / 'Questions have been unapproved!', as the server words them.
    if (message) enqueueSnackbar(message, { variant: 'success' });
  };

  return {
    approve: (question: QuestionnaireQuestion) => decide(question, true),
    unapprove: (question: QuestionnaireQuestion) => decide(question, false),
    extract: (question: QuestionnaireQuestion) =>
      attempt(
        () =>
          client.mutate({
            mutation: ExtractProjectQuestionDocument,
            variables: { id: question.id, version: question.version },
          }),
        'Question has been extracted: it can be edited now',
      ),
    approveAll: (section: QuestionnaireSection) => decideAll(section, true),
    unapproveAll: (section: QuestionnaireSection) => decideAll(section, false),

    deleteSection: (section: QuestionnaireSection) =>
      attempt(
        () => client.mutate({ mutation: DeleteProjectSectionDocument, variables: { id: section.id } }),
        'Section has been deleted',
      ),
    deleteQuestion: (question: QuestionnaireQuestion) =>
      attempt(
        () => client.mutate({ mutation: DeleteProjectQuestionDocument, variables: { id: question.id } }),
        'Question has been deleted',
      ),

    moveSection: (sections: readonly QuestionnaireSection[], sectionId: string, position: number) => {
      const order = sections.filter((section) => section.id !== sectionId);
      const moved = sections.find((section) => section.id === sectionId);
      if (moved) order.splice(position, 0, moved);
      // The cache needs the type names to find the records (the generated types leave them out).
      const optimistic = {
        __typename: 'ProjectQuestionnaire',
        id: projectId,
        sections: order.map((section, index) => ({ __typename: 'ProjectSection', id: section.id, position: index })),
      };
      return attempt(() =>
        client.mutate({
          mutation: MoveProjectSectionDocument,
          variables: { id: sectionId, position },
          optimisticResponse: { moveProjectSection: optimistic },
        }),
      );
    },

    moveQuestion: (sections: readonly QuestionnaireSection[], questionId: string, place: QuestionPlace) => {
      const sourceId = sections.find((section) => section.questions.some(({ id }) => id === questionId))?.id;
      const changed = withQuestionMoved(sections, questionId, place).filter(
        (section) => section.id === sourceId || section.id === place.sectionId,
      );
      return attempt(() =>
        client.mutate({
          mutation: MoveProjectQuestionDocument,
          variables: { id: questionId, sectionId: place.sectionId, position: place.position },
          optimisticResponse: { moveProjectQuestion: changed },
        }),
      );
    },
  };
}

export type QuestionnaireActions = ReturnType<typeof useQuestionnaireActions>;
