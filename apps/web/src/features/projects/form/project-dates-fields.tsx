import { Box } from '@mui/material';
import type { ProjectFormValues, ProjectType } from '@shortlist/domain';
import type { UseFormReturn } from 'react-hook-form';
import { DateField } from '../../../components/form';
import { projectDateLabels } from '../project-labels';
import { autoFilledDates, type ProjectFormFields } from './project-form-fields';

interface ProjectDatesFieldsProps {
  form: UseFormReturn<ProjectFormFields, unknown, ProjectFormValues>;
  type: ProjectType;
  /** Spec 2 §4: the publish date can be edited only in DRAFT or IN_REVIEW. */
  publishDateEditable: boolean;
}

/** Spec 2 §4, §5: the project dates; choosing a publish date fills in the three later ones (all adjustable). */
export function ProjectDatesFields({ form, type, publishDateEditable }: ProjectDatesFieldsProps) {
  const labels = projectDateLabels(type);
  const { control } = form;
  const fill = (publishDate: string) => {
    const dates = autoFilledDates(publishDate);
    if (dates === null) return;
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('submissionDeadline', dates.submissionDeadline, options);
    form.setValue('questionsSubmissionDeadline', dates.questionsSubmissionDeadline, options);
    form.setValue('plannedDecisionDate', dates.plannedDecisionDate, options);
  };
  return (
    <Box sx={{ display: 'grid', gap: { md: 2 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <DateField
        control={control}
        name="publishDate"
        label={labels.publishDate}
        required
        disabled={!publishDateEditable}
        onValueChange={fill}
      />
      <DateField control={control} name="submissionDeadline" label={labels.submissionDeadline} required />
      {type === 'PANEL' ? null : (
        <DateField
          control={control}
          name="questionsClarificationDeadline"
          label={labels.questionsClarificationDeadline}
        />
      )}
      <DateField
        control={control}
        name="questionsSubmissionDeadline"
        label={labels.questionsSubmissionDeadline}
        required
      />
      <DateField control={control} name="plannedDecisionDate" label={labels.plannedDecisionDate} required />
    </Box>
  );
}
