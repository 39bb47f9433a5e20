import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormControlLabel, Radio, RadioGroup } from '@mui/material';
import {
  COMPARISON_DESCRIPTION_MAX,
  COMPARISON_NAME_MAX,
  type ComparisonInput,
  comparisonSchema,
} from '@shortlist/domain';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ErrorScreen } from '../../components/error-screen';
import { FormDialog, FormSwitch, FormTextField } from '../../components/form';
import { PageProgress } from '../../components/page-progress';
import { applyServerError } from '../../lib/form-errors';
import { ProductChoices, QuestionChoices } from './comparison-choice-fields';
import {
  ComparisonChoicesDocument,
  ComparisonDocument,
  CreateComparisonDocument,
  UpdateComparisonDocument,
} from './comparison-documents';
import type { ComparisonChoices } from './comparison-model';

type Values = z.output<typeof comparisonSchema>;

interface ComparisonDialogProps {
  projectId: string;
  branchId: string | null;
  /** The comparison to edit, or null to add one. */
  comparisonId: string | null;
  onClose: () => void;
  onSaved: (id: string) => void;
}

const EMPTY: ComparisonInput = {
  name: '',
  description: '',
  isPrivate: false,
  showNotes: false,
  productIds: [],
  questionIds: [],
};

/**
 * Spec 2 §5 'Add New Comparison' (and its edit): name, description, Private or Public, Show notes, the accepted
 * products and the approved questions by section. Mounted while open, so every opening starts afresh.
 */
export function ComparisonDialog(props: ComparisonDialogProps) {
  const { projectId, branchId, comparisonId } = props;
  const choices = useQuery(ComparisonChoicesDocument, {
    variables: { projectId, branchId },
    fetchPolicy: 'network-only',
  });
  const stored = useQuery(ComparisonDocument, {
    variables: { projectId, id: comparisonId ?? '', branchId },
    fetchPolicy: 'network-only',
    skip: comparisonId === null,
  });
  const error = choices.error ?? stored.error;
  if (error) return <ErrorScreen error={error} showHome={false} />;
  const comparison = stored.data?.comparison;
  if (!choices.data || (comparisonId !== null && !comparison)) return <PageProgress />;
  const values = comparison
    ? { ...comparison, productIds: [...comparison.productIds], questionIds: [...comparison.questionIds] }
    : EMPTY;
  return <ComparisonForm {...props} choices={choices.data.comparisonChoices} values={values} />;
}

interface ComparisonFormProps extends ComparisonDialogProps {
  choices: ComparisonChoices;
  values: ComparisonInput;
}

/** The chosen questions grouped by their sections, as the calls take them (spec 2 §7). */
const bySection = (choices: ComparisonChoices, questionIds: readonly string[]) => {
  const chosen = new Set(questionIds);
  return choices.sections
    .map((section) => ({
      sectionId: section.id,
      questionIds: section.questions.filter((question) => chosen.has(question.id)).map((question) => question.id),
    }))
    .filter((section) => section.questionIds.length > 0);
};

function ComparisonForm({ projectId, branchId, comparisonId, choices, values, onClose, onSaved }: ComparisonFormProps) {
  const [createComparison] = useMutation(CreateComparisonDocument);
  const [updateComparison] = useMutation(UpdateComparisonDocument);
  const form = useForm<ComparisonInput, unknown, Values>({
    resolver: zodResolver(comparisonSchema),
    defaultValues: values,
  });
  const onSubmit = form.handleSubmit(async ({ questionIds, ...fields }) => {
    const input = { ...fields, projectId, branchId, sections: bySection(choices, questionIds) };
    try {
      const saved =
        comparisonId === null
          ? (await createComparison({ variables: { input } })).data?.createComparison
          : (await updateComparison({ variables: { input: { ...input, id: comparisonId } } })).data?.updateComparison;
      if (saved) onSaved(saved);
    } catch (error) {
      applyServerError(form, error);
    }
  });
  return (
    <FormDialog
      title={comparisonId === null ? 'Add New Comparison' : 'Edit Comparison'}
      submitLabel={comparisonId === null ? 'Add' : 'Save'}
      formState={form.formState}
      onSubmit={onSubmit}
      onClose={onClose}
      maxWidth="md"
    >
      <FormTextField
        control={form.control}
        name="name"
        label="Name"
        required
        characterLimits={{ max: COMPARISON_NAME_MAX }}
      />
      <FormTextField
        control={form.control}
        name="description"
        label="Description"
        multiline
        minRows={2}
        characterLimits={{ max: COMPARISON_DESCRIPTION_MAX }}
      />
      <Controller
        control={form.control}
        name="isPrivate"
        render={({ field }) => (
          <RadioGroup
            row
            aria-label="Visibility"
            value={field.value ? 'private' : 'public'}
            onChange={(event) => field.onChange(event.target.value === 'private')}
          >
            <FormControlLabel value="public" control={<Radio />} label="Public" />
            <FormControlLabel value="private" control={<Radio />} label="Private" />
          </RadioGroup>
        )}
      />
      <FormSwitch control={form.control} name="showNotes" label="Show notes" />
      <ProductChoices control={form.control} products={choices.products} />
      <QuestionChoices control={form.control} sections={choices.sections} />
    </FormDialog>
  );
}
