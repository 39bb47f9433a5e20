import { useMutation } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toUserMessage } from '../../../lib/errors';
import { CopyToProjectDialog } from '../actions/copy-to-project-dialog';
import { LinkQuestionsDialog } from '../actions/link-questions-dialog';
import { GroupDialog } from '../groups/group-dialog';
import type { GroupAction } from '../groups/library-group-nav';
import { DeleteLibraryGroupDocument, DeleteLibraryQuestionsDocument, LIBRARY_REFETCH } from '../library-documents';
import type { LibraryGroupNode, LibraryQuestion } from '../library-model';
import { LibraryQuestionDialog } from '../questions/library-question-dialog';
import { QuestionHistoryDialog } from '../questions/question-history-dialog';
import type { LibraryDialog } from './library-dialog';

interface LibraryDialogsProps {
  open: LibraryDialog | null;
  groups: readonly LibraryGroupNode[];
  onClose: () => void;
  /** Questions deleted: they leave the selection. */
  onQuestionsDeleted: (ids: readonly string[]) => void;
  /** Groups deleted (a group with its subgroups). */
  onGroupsDeleted: (ids: readonly string[]) => void;
}

/** The MeshVault page's dialogs. */
export function LibraryDialogs({ open, groups, onClose, onQuestionsDeleted, onGroupsDeleted }: LibraryDialogsProps) {
  if (open === null) return null;
  switch (open.kind) {
    case 'question':
      return <LibraryQuestionDialog question={open.question} onClose={onClose} />;
    case 'history':
      return <QuestionHistoryDialog question={open.question} onClose={onClose} />;
    case 'delete-questions':
      return (
        <DeleteQuestionsConfirmation questions={open.questions} onClose={onClose} onDeleted={onQuestionsDeleted} />
      );
    case 'group':
      return <GroupActionDialog action={open.action} groups={groups} onClose={onClose} onDeleted={onGroupsDeleted} />;
    case 'link':
      return <LinkQuestionsDialog groups={groups} questionIds={open.questionIds} onClose={onClose} />;
    case 'copy':
      return <CopyToProjectDialog source={open.source} onClose={onClose} />;
  }
}

function GroupActionDialog({
  action,
  groups,
  onClose,
  onDeleted,
}: {
  action: GroupAction;
  groups: readonly LibraryGroupNode[];
  onClose: () => void;
  onDeleted: (ids: readonly string[]) => void;
}) {
  switch (action.kind) {
    case 'add':
      return <GroupDialog groups={groups} group={null} parentId={action.parentId} onClose={onClose} />;
    case 'edit':
      return <GroupDialog groups={groups} group={action.group} onClose={onClose} />;
    case 'delete':
      return <DeleteGroupConfirmation group={action.group} onClose={onClose} onDeleted={onDeleted} />;
  }
}

/** A confirmation whose action runs a mutation, then a success toast or the server's message. */
function useConfirmedChange(onClose: () => void) {
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);
  return {
    busy,
    run: async (change: () => Promise<void>, doneMessage: string) => {
      setBusy(true);
      try {
        await change();
        enqueueSnackbar(doneMessage, { variant: 'success' });
      } catch (error) {
        enqueueSnackbar(toUserMessage(error), { variant: 'error' });
      } finally {
        setBusy(false);
        onClose();
      }
    },
  };
}

function DeleteQuestionsConfirmation({
  questions,
  onClose,
  onDeleted,
}: {
  questions: readonly LibraryQuestion[];
  onClose: () => void;
  onDeleted: (ids: readonly string[]) => void;
}) {
  const [remove] = useMutation(DeleteLibraryQuestionsDocument, { refetchQueries: LIBRARY_REFETCH });
  const { busy, run } = useConfirmedChange(onClose);
  const [first] = questions;
  const one = questions.length === 1 && first !== undefined;
  return (
    <ConfirmDialog
      open
      title={one ? 'Delete Question' : 'Delete Questions'}
      message={
        one
          ? `Are you sure you want to delete the question ${first.question.label}?`
          : `Are you sure you want to delete ${questions.length} questions?`
      }
      confirmLabel="Delete"
      busy={busy}
      onCancel={onClose}
      onConfirm={() =>
        void run(
          async () => {
            const { data } = await remove({ variables: { ids: questions.map((question) => question.id) } });
            onDeleted(data?.deleteLibraryQuestions ?? []);
          },
          one ? 'Question has been deleted' : 'Questions have been deleted',
        )
      }
    />
  );
}

function DeleteGroupConfirmation({
  group,
  onClose,
  onDeleted,
}: {
  group: LibraryGroupNode;
  onClose: () => void;
  onDeleted: (ids: readonly string[]) => void;
}) {
  const [remove] = useMutation(DeleteLibraryGroupDocument, { refetchQueries: LIBRARY_REFETCH });
  const { busy, run } = useConfirmedChange(onClose);
  return (
    <ConfirmDialog
      open
      title="Delete Group"
      message={`Are you sure you want to delete the group ${group.name}? Its subgroups are deleted too; the questions stay in MeshVault.`}
      confirmLabel="Delete"
      busy={busy}
      onCancel={onClose}
      onConfirm={() =>
        void run(async () => {
          const { data } = await remove({ variables: { id: group.id } });
          onDeleted(data?.deleteLibraryGroup ?? []);
        }, 'Group has been deleted')
      }
    />
  );
}
