import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Typography } from '@mui/material';
import {
  ADMIN_DEFAULT_ANSWERS_MAX_LENGTH,
  type CompanySettingsFormInput,
  type CompanySettingsFormValues,
  companySettingsFormSchema,
  INTEGRITY_FEATURES,
  INTEGRITY_LABELS,
  type IntegritySettings,
  MESSAGES,
  type ScoringType,
} from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { FormDialog, FormTextField } from '../../../components/form';
import { applyServerError } from '../../../lib/form-errors';
import { UpdateCompanySettingsDocument } from './companies-documents';
import { ANSWER_LENGTH_FIELDS, AnswerLengthField, ScoringTypeField, SettingSwitch } from './settings-fields';

export interface CompanyRecord {
  id: string;
  name: string;
  settings: {
    scoringType: ScoringType;
    answersMaxLength: readonly number[] | null;
    enableExperts: boolean;
    enableBranches: boolean;
    enableExtendedAnswersDeadline: boolean;
    enableClientTables: boolean;
    enableAuthOnBehalf: boolean;
    approvedLabel: string | null;
    integrity: IntegritySettings;
  };
}

interface CompanySettingsDialogProps {
  company: CompanyRecord;
  onClose: () => void;
}

/** The stored answer lengths, or the administration defaults [500, 1000, 2000] when the company has none. */
function answerLengths(stored: readonly number[] | null): [number, number, number] {
  const [m, l, xl] = stored ?? [];
  return m !== undefined && l !== undefined && xl !== undefined ? [m, l, xl] : [...ADMIN_DEFAULT_ANSWERS_MAX_LENGTH];
}

/** Spec 1 §2 Companies: the edit-settings dialog (spec 1 §5 Company settings). */
export function CompanySettingsDialog({ company, onClose }: CompanySettingsDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [updateSettings] = useMutation(UpdateCompanySettingsDocument);
  const form = useForm<CompanySettingsFormInput, unknown, CompanySettingsFormValues>({
    resolver: zodResolver(companySettingsFormSchema),
    defaultValues: {
      name: company.name,
      settings: {
        ...company.settings,
        answersMaxLength: answerLengths(company.settings.answersMaxLength),
        approvedLabel: company.settings.approvedLabel ?? '',
      },
    },
  });
  const { isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async ({ name, settings }) => {
    // Spec 1 §4: a record with an id and no changes closes without saving.
    if (!isDirty) {
      onClose();
      return;
    }
    try {
      await updateSettings({ variables: { id: company.id, name, settings } });
    } catch (error) {
      applyServerError(form, error);
      return;
    }
    enqueueSnackbar(MESSAGES.settingsUpdated, { variant: 'success' });
    onClose();
  });

  const control = form.control;
  return (
    <FormDialog title="Company Settings" formState={form.formState} onSubmit={onSubmit} onClose={onClose}>
      <FormTextField control={control} name="name" label="Name" required />
      <ScoringTypeField control={control} />
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        Answers max length
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {ANSWER_LENGTH_FIELDS.map(({ name, label }) => (
          <AnswerLengthField key={name} control={control} name={name} label={label} />
        ))}
      </Stack>
      <Stack sx={{ mt: 1 }}>
        <SettingSwitch control={control} name="settings.enableExperts" label="Enable Experts" />
        <SettingSwitch control={control} name="settings.enableBranches" label="Enable Branches" />
        <SettingSwitch
          control={control}
          name="settings.enableExtendedAnswersDeadline"
          label="Enable Extended Answers Deadline"
        />
        <SettingSwitch control={control} name="settings.enableClientTables" label="Enable Client Tables" />
        <SettingSwitch control={control} name="settings.enableAuthOnBehalf" label="Enable Auth On Behalf" />
      </Stack>
      <FormTextField control={control} name="settings.approvedLabel" label="Approved Label" />
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }} id="evaluation-integrity">
        Evaluation integrity
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Features this company's projects may use; a new project starts with them on.
      </Typography>
      <Stack role="group" aria-labelledby="evaluation-integrity">
        {INTEGRITY_FEATURES.map((feature) => (
          <SettingSwitch
            key={feature}
            control={control}
            name={`settings.integrity.${feature}`}
            label={INTEGRITY_LABELS[feature]}
          />
        ))}
      </Stack>
    </FormDialog>
  );
}
