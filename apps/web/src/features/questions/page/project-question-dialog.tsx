import { useApolloClient } from '@apollo/client/react';
import { canEditWeight, DEFAULT_QUESTION_WEIGHT, isTypeLocked, type QuestionDefinition } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useSession } from '../../../lib/session';
import {
  type AssignmentOptions,
  type ProjectQuestionAssignment,
  QuestionEditorDialog,
  questionSubmitError,
  toQuestionDefinition,
  toQuestionInput,
} from '../../question-editor';
import type { ProjectPeople } from './project-people';
import {
  CreateProjectQuestionDocument,
  MoveProjectQuestionDocument,
  UpdateProjectQuestionDocument,
} from './questionnaire-documents';
import type { QuestionnaireQuestion, QuestionnaireSection, QuestionnaireSubject } from './questionnaire-model';

interface ProjectQuestionDialogProps {
  project: QuestionnaireSubject;
  sections: readonly QuestionnaireSection[];
  /** The section the question is in, or is added to. */
  section: QuestionnaireSection;
  /** The question to edit at `version`, or null to add one. */
  question: QuestionnaireQuestion | null;
  version: number;
  people: ProjectPeople;
  guard: (change: () => Promise<unknown>) => Promise<void>;
  onClose: () => void;
}

/**
 * Spec 3 §2 Create New Question and Edit Question for a project: the question editor with the project question form's
 * Section, Owner, Expert and Weight (spec 3 §5). Choosing another section moves the question to its end.
 */
export function ProjectQuestionDialog(props: ProjectQuestionDialogProps) {
  const { project, question, version, guard, onClose } = props;
  const client = useApolloClient();
  const { enqueueSnackbar } = useSnackbar();
  const assignment = useAssignmentOptions(props);
  const [submitError, setSubmitError] = useState<string | Readonly<Record<string, string>>>();

  const save = async (definition: QuestionDefinition, chosen: ProjectQuestionAssignment) => {
    const input = {
      question: toQuestionInput(definition),
      ownerId: chosen.ownerId,
      approverId: chosen.approverId,
      weight: chosen.weight,
    };
    if (question === null) {
      await client.mutate({
        mutation: CreateProjectQuestionDocument,
        variables: { sectionId: chosen.sectionId, input },
      });
      return;
    }
    await guard(() =>
      client.mutate({ mutation: UpdateProjectQuestionDocument, variables: { id: question.id, version, input } }),
    );
    if (chosen.sectionId === question.sectionId) return;
    const target = props.sections.find((candidate) => candidate.id === chosen.sectionId);
    await client.mutate({
      mutation: MoveProjectQuestionDocument,
      variables: { id: question.id, sectionId: chosen.sectionId, position: target?.questions.length ?? 0 },
    });
  };

  return (
    <QuestionEditorDialog
      open
      mode={question === null ? 'create' : 'edit'}
      initial={question ? toQuestionDefinition(question.question) : undefined}
      typeLocked={isTypeLocked(project.status)}
      assignment={assignment}
      submitError={submitError}
      onCancel={onClose}
      onSubmit={async (definition, chosen) => {
        setSubmitError(undefined);
        if (!chosen) return;
        try {
          await save(definition, chosen);
        } catch (error) {
          setSubmitError(questionSubmitError(error));
          throw error;
        }
        enqueueSnackbar(question === null ? 'Question has been added' : 'Question has been updated', {
          variant: 'success',
        });
        onClose();
      }}
    />
  );
}

/** The section, people and weight choices of the form (spec 3 §6: who may move a question, set its weight). */
function useAssignmentOptions({ project, sections, section, question, people }: ProjectQuestionDialogProps) {
  const session = useSession();
  // Moving a question out of its section is for the section's managers, into sections where they may add questions.
  const movable = question === null || section.permissions.edit;
  const choosable = sections.filter(
    (candidate) => candidate.id === section.id || (movable && candidate.permissions.addQuestion),
  );
  const weightEditable = question
    ? question.permissions.editWeight
    : canEditWeight({
        projectStatus: project.status,
        privileges: session.privileges,
        userId: session.profile?.id ?? '',
        section: { approverId: section.approver?.id ?? null },
        question: { approverId: null },
      });
  const options: AssignmentOptions = {
    initial: {
      sectionId: section.id,
      ownerId: question ? (question.owner?.id ?? '') : (section.owner?.id ?? ''),
      approverId: question?.approver?.id ?? null,
      weight: question?.weight ?? DEFAULT_QUESTION_WEIGHT,
    },
    sections: choosable.map((candidate) => ({ value: candidate.id, label: candidate.name })),
    owners: people.owners([question?.owner]),
    experts: project.settings.enableExperts ? people.experts([question?.approver]) : undefined,
    weight: project.settings.scoringType === 'NUMBERS' ? { editable: weightEditable } : undefined,
  };
  return options;
}
