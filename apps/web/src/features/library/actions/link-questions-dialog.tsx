import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type LinkQuestionsValues, linkQuestionsSchema } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { FormDialog, FormSelectField } from '../../../components/form';
import { applyServerError } from '../../../lib/form-errors';
import { LIBRARY_REFETCH, LinkLibraryQuestionsDocument } from '../library-documents';
import { flattenGroups, indentedName, type LibraryGroupNode } from '../library-model';

interface LinkFields {
  groupId: string;
  questionIds: string[];
}

interface LinkQuestionsDialogProps {
  groups: readonly LibraryGroupNode[];
  questionIds: readonly string[];
  onClose: () => void;
}

/** Spec 3 §2, §5 Link selected questions to a group: the destination group is required. */
export function LinkQuestionsDialog({ groups, questionIds, onClose }: LinkQuestionsDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [link] = useMutation(LinkLibraryQuestionsDocument, { refetchQueries: LIBRARY_REFETCH });
  const form = useForm<LinkFields, unknown, LinkQuestionsValues>({
    resolver: zodResolver(linkQuestionsSchema),
    defaultValues: { groupId: '', questionIds: [...questionIds] },
  });

  const onSubmit = form.handleSubmit(async (variables) => {
    try {
      await link({ variables });
    } catch (error) {
      applyServerError(form, error, ['questionIds']);
      return;
    }
    enqueueSnackbar('Questions have been linked to the group', { variant: 'success' });
    onClose();
  });

  return (
    <FormDialog
      title="Link selected questions to a group"
      submitLabel="Link"
      formState={form.formState}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormSelectField
        control={form.control}
        name="groupId"
        label="Group"
        required
        options={flattenGroups(groups).map((group) => ({ value: group.id, label: indentedName(group) }))}
      />
    </FormDialog>
  );
}
