import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  canHaveSubgroups,
  canMoveGroup,
  type GroupFormValues,
  groupFormSchemaFor,
  isInSubtree,
  subtreeDepth,
} from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { type Resolver, useForm } from 'react-hook-form';
import { FormDialog, FormSelectField, FormTextField } from '../../../components/form';
import { applyServerError } from '../../../lib/form-errors';
import { CreateLibraryGroupDocument, LIBRARY_REFETCH, UpdateLibraryGroupDocument } from '../library-documents';
import { findGroup, flattenGroups, indentedName, type LibraryGroupNode } from '../library-model';

interface GroupFields {
  name: string;
  description: string;
  /** '' for the top level. */
  parentId: string;
}

interface GroupDialogProps {
  groups: readonly LibraryGroupNode[];
  /** The group to edit, or null to add one. */
  group: LibraryGroupNode | null;
  /** Where a new group goes (Add Subgroup); null for the top level. */
  parentId?: string | null;
  onClose: () => void;
  onSaved?: (group: { id: string }) => void;
}

/** The parents a group may be placed under: not inside itself, and only where its subtree stays within 3 levels. */
function parentOptions(groups: readonly LibraryGroupNode[], group: LibraryGroupNode | null) {
  const depth = group ? subtreeDepth(group) : 1;
  const allowed = (target: LibraryGroupNode) =>
    group
      ? !isInSubtree(group, target.id) && canMoveGroup(depth, target.parentPath.length)
      : canHaveSubgroups(target.parentPath.length);
  return [
    { value: '', label: 'None (top level)' },
    ...flattenGroups(groups).map((target) => ({
      value: target.id,
      label: indentedName(target),
      disabled: !allowed(target),
    })),
  ];
}

/**
 * Spec 3 §2, §5 Add/Edit Group: name (required, trimmed, at most 50, unlike the names beside it), description (at
 * most 200) and the parent group, which moves the group when edited.
 */
export function GroupDialog({ groups, group, parentId = null, onClose, onSaved }: GroupDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [createGroup] = useMutation(CreateLibraryGroupDocument, { refetchQueries: LIBRARY_REFETCH });
  const [updateGroup] = useMutation(UpdateLibraryGroupDocument, { refetchQueries: LIBRARY_REFETCH });
  const siblingsUnder = (id: string) => (id === '' ? groups : (findGroup(groups, id)?.groups ?? []));
  // The names beside the group depend on the parent chosen; the schema reads only the name and description.
  const resolver: Resolver<GroupFields, unknown, GroupFormValues> = (values, context, options) => {
    const schema = groupFormSchemaFor(siblingsUnder(values.parentId), group?.id);
    const check = zodResolver(schema) as unknown as Resolver<GroupFields, unknown, GroupFormValues>;
    return check(values, context, options);
  };
  const form = useForm<GroupFields, unknown, GroupFormValues>({
    resolver,
    defaultValues: {
      name: group?.name ?? '',
      description: group?.description ?? '',
      parentId: (group ? group.parentId : parentId) ?? '',
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const input = { ...values, parentId: form.getValues('parentId') || null };
    let saved: { id: string } | undefined;
    try {
      saved =
        group === null
          ? (await createGroup({ variables: { input } })).data?.createLibraryGroup
          : (await updateGroup({ variables: { id: group.id, input } })).data?.updateLibraryGroup;
    } catch (error) {
      applyServerError(form, error);
      return;
    }
    if (!saved) return;
    enqueueSnackbar(group === null ? 'Group has been added' : 'Group has been updated', { variant: 'success' });
    onSaved?.(saved);
    onClose();
  });

  return (
    <FormDialog
      title={group === null ? 'Add Group' : 'Edit Group'}
      formState={form.formState}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormTextField control={form.control} name="name" label="Name" required />
      <FormTextField control={form.control} name="description" label="Description" multiline minRows={2} />
      <FormSelectField
        control={form.control}
        name="parentId"
        label="Parent Group"
        options={parentOptions(groups, group)}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      />
    </FormDialog>
  );
}
