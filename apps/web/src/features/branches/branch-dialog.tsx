import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { createBranchSchema, SCORING_TYPES, type ScoringType } from '@shortlist/domain';
import { useForm } from 'react-hook-form';
import { FormDialog, FormSelectField, MultiSelectField } from '../../components/form';
import type { BranchFieldsFragment } from '../../gql/graphql';
import { applyServerError } from '../../lib/form-errors';
import { BranchMemberOptionsDocument, CreateBranchDocument, UpdateBranchDocument } from './branches-documents';

const SCORING_TYPE_LABELS: Record<ScoringType, string> = { NUMBERS: 'Numbers', COLORS: 'Colors' };
const scoringTypeOptions = SCORING_TYPES.map((value) => ({ value, label: SCORING_TYPE_LABELS[value] }));

interface BranchDialogProps {
  projectId: string;
  /** The branch edited; none to create one. */
  branch?: BranchFieldsFragment;
  /** The project's scoring type, proposed for a new branch. */
  defaultScoringType: ScoringType;
  onSaved: (branch: BranchFieldsFragment) => void;
  onClose: () => void;
}

/**
 * Spec 3 Create/Edit Branch: its members, chosen among the project's managers and viewers (the creator is one
 * anyway), and its scoring type, required and not changeable when editing (spec 3 §5).
 */
export function BranchDialog({ projectId, branch, defaultScoringType, onSaved, onClose }: BranchDialogProps) {
  const options = useQuery(BranchMemberOptionsDocument, { variables: { projectId } });
  const [create] = useMutation(CreateBranchDocument, { refetchQueries: ['Branches'], awaitRefetchQueries: true });
  const [update] = useMutation(UpdateBranchDocument);
  const creatorId = branch?.createdBy?.id;
  const form = useForm({
    resolver: zodResolver(createBranchSchema),
    defaultValues: {
      memberIds: branch?.members.map((member) => member.id).filter((id) => id !== creatorId) ?? [],
      scoringType: branch?.scoringType ?? defaultScoringType,
    },
  });
  const people = (options.data?.branchMemberOptions ?? [])
    .filter((person) => person.id !== creatorId)
    .map((person) => ({ id: person.id, label: person.name, detail: person.email }));
  const submit = form.handleSubmit(async ({ memberIds, scoringType }) => {
    try {
      const saved = branch
        ? (await update({ variables: { input: { id: branch.id, memberIds, baseVersion: branch.version } } })).data
            ?.updateBranch
        : (await create({ variables: { input: { projectId, memberIds, scoringType } } })).data?.createBranch;
      if (saved) onSaved(saved);
      onClose();
    } catch (error) {
      applyServerError(form, error);
    }
  });
  return (
    <FormDialog
      title={branch ? 'Edit Branch' : 'Create Branch'}
      formState={form.formState}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={branch ? 'Save' : 'Create'}
    >
      <FormSelectField
        control={form.control}
        name="scoringType"
        label="Scoring Type"
        required
        disabled={branch !== undefined}
        options={scoringTypeOptions}
        helperText={branch ? 'The scoring type of a branch cannot be changed' : undefined}
      />
      <MultiSelectField
        control={form.control}
        name="memberIds"
        label="Members"
        options={people}
        loading={options.loading}
        emptyText="The project has no managers or viewers to add"
      />
    </FormDialog>
  );
}
