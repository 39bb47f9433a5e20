import { Button, Stack } from '@mui/material';
import { memo, type ReactNode } from 'react';
import { useQuestionnaire } from './questionnaire-context';
import type { QuestionnaireSection } from './questionnaire-model';

/**
 * Spec 3 §6 section management for those the server allows: Add Question, Add from MeshVault (the library drawer),
 * Edit, Copy, Delete, and with experts
 * Approve All and Unapprove All. Others see none of it.
 */
export const SectionToolbar = memo(function SectionToolbar({
  section,
  experts,
}: {
  section: QuestionnaireSection;
  experts: boolean;
}) {
  const { act } = useQuestionnaire();
  const { permissions } = section;
  const buttons: ReactNode[] = [];
  const add = (label: string, onClick: () => void, variant: 'text' | 'outlined' = 'text') =>
    buttons.push(
      <Button key={label} size="small" variant={variant} onClick={onClick}>
        {label}
      </Button>,
    );
  if (permissions.addQuestion) add('Add Question', () => act.addQuestion(section), 'outlined');
  if (permissions.addFromLibrary) add('Add from MeshVault', () => act.addFromLibrary(section));
  if (experts && permissions.approveAll) add('Approve All', () => act.approveAll(section));
  if (experts && permissions.unapproveAll) add('Unapprove All', () => act.unapproveAll(section));
  if (permissions.edit) add('Edit Section', () => act.editSection(section));
  if (permissions.copy) add('Copy Section', () => act.copySection(section));
  if (permissions.delete) add('Delete Section', () => act.deleteSection(section));
  if (buttons.length === 0) return null;
  return (
    <Stack direction="row" sx={{ px: 2, pb: 1.5, gap: 1, flexWrap: 'wrap' }}>
      {buttons}
    </Stack>
  );
});
