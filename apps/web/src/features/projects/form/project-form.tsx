import { Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { PROJECT_LIMITS, PROJECT_MESSAGES, type ProjectFormValues } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormErrorAlert, FormSelectField, FormTextField, MultiSelectField } from '../../../components/form';
import { useLeavePrompt } from '../../../components/leave-prompt';
import { applyServerError } from '../../../lib/form-errors';
import { ReferenceTypesEmptyHint } from '../../admin';
import { BillingRefusalAlert } from './billing-refusal-alert';
import { ContactsField } from './contacts-field';
import { FilesField } from './files-field';
import { FrequencyField } from './frequency-field';
import { LiveCountField } from './live-count-field';
import { MoreInformationField } from './more-information-field';
import { ProjectDatesFields } from './project-dates-fields';
import { billingRefusal } from './project-form-errors';
import type { ProjectFormFields } from './project-form-fields';
import { projectFormResolver } from './project-form-resolver';
import { PublishClientInfoSwitch } from './publish-client-info-switch';
import { TemplatesField } from './templates-field';
import type { ProjectFormOptions } from './use-project-form-options';

export interface ProjectFormProps {
  title: string;
  /** A line under the title, e.g. which draft the wizard continues. */
  subtitle?: string;
  initial: ProjectFormFields;
  isNew: boolean;
  options: ProjectFormOptions;
  /** Whether the domain experts picker shows (the company's, or the project's, experts setting). */
  enableExperts: boolean;
  publishDateEditable: boolean;
  /** Saves; a thrown error is shown (fields, billing alert, toast). Resolve false when it was handled elsewhere. */
  onSave: (values: ProjectFormValues) => Promise<unknown>;
  onCancel: () => void;
  /** Spec 1 §4: a record with an id and no changes closes on submit without saving. */
  onUnchanged?: () => void;
  submitLabel?: string;
}

/** Spec 2 §5 project form (RFP/RFI) and Panel form, for the wizard and the details page. */
export function ProjectForm(props: ProjectFormProps) {
  const {
    title,
    subtitle,
    initial,
    isNew,
    options,
    enableExperts,
    publishDateEditable,
    onSave,
    onCancel,
    onUnchanged,
  } = props;
  const { enqueueSnackbar } = useSnackbar();
  const [refusal, setRefusal] = useState<{ message: string; attempt: number } | null>(null);
  const form = useForm<ProjectFormFields, unknown, ProjectFormValues>({
    resolver: projectFormResolver(isNew),
    defaultValues: initial,
    // The rules show as soon as a field is left, and then as it changes, not only after Submit.
    mode: 'onTouched',
  });
  const { control, formState } = form;
  const panel = initial.type === 'PANEL';
  const leavePrompt = useLeavePrompt(formState.isDirty && !formState.isSubmitting && !formState.isSubmitSuccessful);

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    if (!isNew && !formState.isDirty) {
      onUnchanged?.();
      return;
    }
    try {
      await onSave(values);
    } catch (error) {
      const billing = billingRefusal(error);
      if (billing !== null) setRefusal((last) => ({ message: billing, attempt: (last?.attempt ?? 0) + 1 }));
      else {
        applyServerError(form, error);
        enqueueSnackbar(PROJECT_MESSAGES.saveFailed, { variant: 'error' });
      }
      // Rethrown so the form does not count as submitted successfully (the leave prompt stays armed).
      throw error;
    }
  });

  return (
    <Card variant="outlined">
      <CardContent component="form" noValidate onSubmit={(event) => void submit(event).catch(() => {})}>
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        {subtitle === undefined ? null : (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {subtitle}
          </Typography>
        )}
        {panel ? (
          <TextField select fullWidth margin="normal" label="Type" value="PANEL" disabled>
            <MenuItem value="PANEL">Panel</MenuItem>
          </TextField>
        ) : (
          <FormSelectField
            control={control}
            name="type"
            label="Type"
            required
            options={[
              { value: 'RFP', label: 'RFP' },
              { value: 'RFI', label: 'RFI' },
            ]}
          />
        )}
        <FormTextField
          control={control}
          name="name"
          label="Name"
          required
          slotProps={{ htmlInput: { maxLength: PROJECT_LIMITS.name } }}
        />
        {panel ? (
          <FormTextField
            control={control}
            name="intro"
            label="Intro"
            multiline
            minRows={2}
            characterLimits={{ max: PROJECT_LIMITS.intro }}
          />
        ) : null}
        <FormTextField
          control={control}
          name="description"
          label="Description"
          required={!panel}
          multiline
          minRows={4}
          characterLimits={
            panel
              ? { max: PROJECT_LIMITS.description }
              : { max: PROJECT_LIMITS.description, min: PROJECT_LIMITS.descriptionMin }
          }
        />
        <MultiSelectField
          control={control}
          name="serviceTypeIds"
          label="Service Types"
          options={options.serviceTypes}
          loading={options.referenceTypesLoading}
          emptyText={<ReferenceTypesEmptyHint kind="supplier" />}
        />
        <MultiSelectField
          control={control}
          name="projectServiceTypeIds"
          label="Project Types"
          options={options.projectTypes}
          loading={options.referenceTypesLoading}
          emptyText={<ReferenceTypesEmptyHint kind="project" />}
        />
        {isNew ? <TemplatesField control={control} options={options.templates} /> : null}
        <FormSelectField
          control={control}
          name="clientId"
          label="Client"
          options={[{ value: '', label: 'No client' }, ...options.clients]}
        />
        <PublishClientInfoSwitch control={control} />
        <ContactsField
          control={control}
          setValue={form.setValue}
          getValues={form.getValues}
          people={options.managers}
        />
        <MultiSelectField control={control} name="productOwnerIds" label="Owners" options={options.managers} />
        {enableExperts ? (
          <MultiSelectField control={control} name="domainExpertIds" label="Domain Experts" options={options.experts} />
        ) : null}
        <MultiSelectField control={control} name="viewerIds" label="Viewers" options={options.viewers} />
        <MoreInformationField control={control} />
        <FilesField control={control} />
        <ProjectDatesFields form={form} type={initial.type} publishDateEditable={publishDateEditable} />
        <FormTextField control={control} name="locationOriginated" label="Location" />
        {panel ? <FrequencyField control={control} /> : null}
        {panel ? <LiveCountField control={control} /> : null}
        <FormErrorAlert errors={formState.errors} />
        {refusal === null ? null : <BillingRefusalAlert key={refusal.attempt} message={refusal.message} />}
        <Box sx={{ mt: 3 }}>
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={onCancel}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
              {props.submitLabel ?? 'Submit'}
            </Button>
          </Stack>
        </Box>
        {leavePrompt}
      </CardContent>
    </Card>
  );
}
