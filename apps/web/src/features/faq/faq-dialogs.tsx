import { useMutation } from '@apollo/client/react';
import { FAQ_TEXTS } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { FaqPublishDialog, FaqRejectDialog } from './faq-decision-dialogs';
import {
  CreateFaqItemDocument,
  PublishFaqItemDocument,
  RejectFaqItemDocument,
  UpdateFaqItemDocument,
} from './faq-documents';
import type { FaqDialog, FaqVariables } from './faq-model';
import { FaqTextDialog } from './faq-text-dialog';

const refetch = { refetchQueries: ['ProjectFaq'], awaitRefetchQueries: true };

interface FaqDialogsProps {
  dialog: FaqDialog | null;
  variables: FaqVariables;
  onClose: () => void;
}

/** The open FAQ dialog with its call; every change reloads the FAQ (spec 2 §7 calls). */
export function FaqDialogs({ dialog, variables, onClose }: FaqDialogsProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [create] = useMutation(CreateFaqItemDocument, refetch);
  const [update] = useMutation(UpdateFaqItemDocument, refetch);
  const [publish] = useMutation(PublishFaqItemDocument, refetch);
  const [reject] = useMutation(RejectFaqItemDocument, refetch);
  const { projectId, hash } = variables;
  const saved = () => enqueueSnackbar(FAQ_TEXTS.saved, { variant: 'success' });
  const ask = (text: string, extra: { parentId?: string; questionId?: string; sectionId?: string }) =>
    create({ variables: { input: { projectId, hash, text, ...extra } } }).then(saved);
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'ask':
      return (
        <FaqTextDialog
          title={FAQ_TEXTS.askTitle}
          label={FAQ_TEXTS.question}
          submitLabel={FAQ_TEXTS.send}
          onSubmit={(text) => ask(text, { questionId: dialog.questionId, sectionId: dialog.sectionId })}
          onClose={onClose}
        />
      );
    case 'reply':
    case 'clarify': {
      const reply = dialog.kind === 'reply';
      return (
        <FaqTextDialog
          title={reply ? FAQ_TEXTS.reply : FAQ_TEXTS.clarificationQuestion}
          label={reply ? FAQ_TEXTS.answer : FAQ_TEXTS.question}
          context={dialog.item.text}
          submitLabel={FAQ_TEXTS.send}
          onSubmit={(text) => ask(text, { parentId: dialog.item.id })}
          onClose={onClose}
        />
      );
    }
    case 'edit': {
      const answer = dialog.item.parentId !== null && dialog.item.isAddedByBroker;
      return (
        <FaqTextDialog
          title={answer ? FAQ_TEXTS.editAnswer : FAQ_TEXTS.editQuestion}
          label={answer ? FAQ_TEXTS.answer : FAQ_TEXTS.question}
          initialText={dialog.item.text}
          submitLabel={FAQ_TEXTS.save}
          onSubmit={(text) =>
            update({ variables: { projectId, id: dialog.item.id, text, version: dialog.item.version } }).then(saved)
          }
          onClose={onClose}
        />
      );
    }
    case 'publish':
      return (
        <FaqPublishDialog
          item={dialog.item}
          onDecide={({ makePublic, reply }) =>
            publish({ variables: { projectId, id: dialog.item.id, makePublic, reply } }).then(saved)
          }
          onClose={onClose}
        />
      );
    case 'reject':
      return (
        <FaqRejectDialog
          item={dialog.item}
          onDecide={({ reason }) => reject({ variables: { projectId, id: dialog.item.id, reason } }).then(saved)}
          onClose={onClose}
        />
      );
  }
}
