import { Alert, Box } from '@mui/material';
import type { QuestionDefinition } from '@shortlist/domain';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type FieldPath, useForm, useWatch } from 'react-hook-form';
import { FormDialog, FormSelectField, FormTextField } from '../../components/form';
import { toUserMessage } from '../../lib/errors';
import {
  AssignmentFieldsSection,
  type AssignmentOptions,
  checkedAssignment,
  type ProjectQuestionAssignment,
  toAssignmentFields,
  withAssignment,
} from './project-question-assignment';
import { QuestionAttachmentsField } from './question-attachments-field';
import { QuestionAttachmentsSection } from './question-attachments-section';
import { firstErrorMessage, splitSubmitError } from './question-editor-errors';
import { hasPlaceholder, type QuestionEditorFields, toEditorFields } from './question-editor-fields';
import { questionEditorResolver } from './question-editor-resolver';
import { QuestionParameters } from './question-parameters';
import { QUESTION_TYPE_OPTIONS } from './question-type-labels';

export interface QuestionEditorDialogProps {
  open: boolean;
  /** 'Create New Question' or 'Edit Question' (spec 3 §2). */
  mode: 'create' | 'edit';
  /** The question being edited, or a starting point for a new one. */
  initial?: QuestionDefinition;
  /** Spec 3 §4: beyond DRAFT and IN_REVIEW the type cannot change. */
  typeLocked?: boolean;
  /** Fields of the caller's own after the type's parameters, e.g. a library question's Tags and Make Public. */
  extraFields?: ReactNode;
  /** A project question (spec 3 §5 Project question form): its section, owner, Expert and weight are edited too. */
  assignment?: AssignmentOptions;
  onCancel: () => void;
  /**
   * Called with the definition `parseQuestionDefinition` returned (and, with `assignment`, the checked assignment);
   * Save stays disabled while the promise is pending.
   */
  onSubmit: (definition: QuestionDefinition, assignment?: ProjectQuestionAssignment) => Promise<void> | void;
  /** The save's failure: a message shown at the top, or messages by definition path ('options.0.label'). */
  submitError?: string | Readonly<Record<string, string>>;
}

/**
 * The Create New Question and Edit Question dialogs (spec 3 §2): type, label, helper text, placeholder and the
 * type's parameters, checked with the domain's question rules before anything is sent. It renders nothing while
 * closed, so every opening starts from `initial`.
 */
export function QuestionEditorDialog(props: QuestionEditorDialogProps) {
  return props.open ? <QuestionEditorForm {...props} /> : null;
}

function QuestionEditorForm({
  mode,
  initial,
  typeLocked = false,
  extraFields,
  assignment,
  onCancel,
  onSubmit,
  submitError,
}: QuestionEditorDialogProps) {
  const form = useForm<QuestionEditorFields, unknown, QuestionDefinition>({
    resolver: assignment ? withAssignment(questionEditorResolver) : questionEditorResolver,
    defaultValues: {
      ...toEditorFields(initial),
      ...(assignment ? { assignment: toAssignmentFields(assignment) } : {}),
    },
    shouldFocusError: false,
  });
  const { control, setValue, setError, getValues, formState } = form;
  const type = useWatch({ control, name: 'type' });
  const fieldsRef = useRef<HTMLDivElement>(null);
  const focusPending = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [serverAlert, setServerAlert] = useState<string[]>([]);

  useEffect(() => {
    const split = splitSubmitError(submitError, getValues());
    setServerAlert(split.alert);
    for (const [name, message] of Object.entries(split.fields)) {
      setError(name as FieldPath<QuestionEditorFields>, { type: 'server', message });
      focusPending.current = true;
    }
  }, [submitError, getValues, setError]);

  // After a failed Save, the first field showing an error (in the dialog's order) takes the focus.
  const { isSubmitting } = formState;
  useEffect(() => {
    if (!focusPending.current || isSubmitting) return;
    const first = fieldsRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]');
    if (!first) return;
    focusPending.current = false;
    first.focus();
  });

  const submit = form.handleSubmit(
    async (definition) => {
      setFailure(null);
      try {
        await onSubmit(definition, assignment ? checkedAssignment(getValues('assignment')) : undefined);
      } catch (error) {
        setFailure(toUserMessage(error));
        // Rethrown so the form does not count as saved (the leave prompt stays armed).
        throw error;
      }
    },
    () => {
      focusPending.current = true;
    },
  );

  const alerts = submitError === undefined && failure !== null ? [failure] : serverAlert;
  const attachmentsError = firstErrorMessage(formState.errors.attachments);

  return (
    <FormDialog
      title={mode === 'create' ? 'Create New Question' : 'Edit Question'}
      formState={formState}
      onSubmit={(event) => void submit(event).catch(() => {})}
      onClose={onCancel}
      maxWidth="md"
    >
      <Box ref={fieldsRef}>
        {alerts.map((message) => (
          <Alert key={message} severity="error" sx={{ mb: 1 }}>
            {message}
          </Alert>
        ))}
        {assignment ? <AssignmentFieldsSection control={control} options={assignment} /> : null}
        <FormSelectField
          control={control}
          name="type"
          label="Type"
          required
          disabled={typeLocked}
          options={QUESTION_TYPE_OPTIONS}
        />
        <FormTextField control={control} name="label" label="Label" required multiline minRows={2} />
        <FormTextField control={control} name="helperText" label="Helper Text" multiline minRows={2} />
        {hasPlaceholder(type) ? <FormTextField control={control} name="placeholder" label="Placeholder" /> : null}
        {type === '' ? null : <QuestionParameters type={type} control={control} setValue={setValue} />}
        {extraFields}
        <QuestionAttachmentsSection error={attachmentsError}>
          <QuestionAttachmentsField form={form} />
        </QuestionAttachmentsSection>
      </Box>
    </FormDialog>
  );
}
