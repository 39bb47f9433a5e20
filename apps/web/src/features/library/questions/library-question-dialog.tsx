import { useApolloClient } from '@apollo/client/react';
import { Checkbox, FormControlLabel } from '@mui/material';
import type { QuestionDefinition } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { isConflict } from '../../../lib/errors';
import {
  QuestionEditorDialog,
  questionSubmitError,
  StaleEditError,
  toQuestionDefinition,
  toQuestionInput,
} from '../../question-editor';
import {
  CreateLibraryQuestionDocument,
  LIBRARY_REFETCH,
  LibraryQuestionDocument,
  LibraryQuestionsDocument,
  UpdateLibraryQuestionDocument,
} from '../library-documents';
import type { LibraryQuestion } from '../library-model';
import { TagsField } from './tags-field';

interface LibraryQuestionDialogProps {
  /** The question to edit, or null to create one. */
  question: LibraryQuestion | null;
  onClose: () => void;
}

/**
 * Spec 3 §2, §6 Create New Question and Edit Question in the library: the question editor with Tags and Make Public
 * (offered only where the question may be made public). A stale edit is refused: the question is read again and the
 * dialog keeps what was typed.
 */
export function LibraryQuestionDialog({ question, onClose }: LibraryQuestionDialogProps) {
  const client = useApolloClient();
  const { enqueueSnackbar } = useSnackbar();
  const [tags, setTags] = useState<string[]>(() => question?.tags.map((tag) => tag.label) ?? []);
  const [isPublic, setIsPublic] = useState(question?.isPublic ?? false);
  const [version, setVersion] = useState(question?.version ?? 0);
  const [submitError, setSubmitError] = useState<string | Readonly<Record<string, string>>>();
  const makePublicShown = question === null || question.permissions.makePublic;

  const save = async (definition: QuestionDefinition) => {
    const input = {
      question: toQuestionInput(definition),
      tags,
      ...(makePublicShown ? { isPublic } : {}),
    };
    if (question === null) {
      await client.mutate({
        mutation: CreateLibraryQuestionDocument,
        variables: { input },
        refetchQueries: LIBRARY_REFETCH,
      });
      return;
    }
    try {
      await client.mutate({
        mutation: UpdateLibraryQuestionDocument,
        variables: { id: question.id, version, input },
        refetchQueries: LIBRARY_REFETCH,
      });
    } catch (error) {
      if (!isConflict(error)) throw error;
      const { data } = await client.query({
        query: LibraryQuestionDocument,
        variables: { id: question.id },
        fetchPolicy: 'network-only',
      });
      if (data) setVersion(data.libraryQuestion.version);
      await client.refetchQueries({ include: [LibraryQuestionsDocument] });
      throw new StaleEditError(error);
    }
  };

  return (
    <QuestionEditorDialog
      open
      mode={question === null ? 'create' : 'edit'}
      initial={question ? toQuestionDefinition(question.question) : undefined}
      submitError={submitError}
      onCancel={onClose}
      extraFields={
        <>
          <TagsField value={tags} onChange={setTags} />
          {makePublicShown ? (
            <FormControlLabel
              label="Make Public"
              control={<Checkbox checked={isPublic} onChange={(event) => setIsPublic(event.target.checked)} />}
            />
          ) : null}
        </>
      }
      onSubmit={async (definition) => {
        setSubmitError(undefined);
        try {
          await save(definition);
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
