import { toNestErrors } from '@hookform/resolvers';
import {
  type ProjectQuestionFormValues,
  projectQuestionFormSchema,
  QUESTION_WEIGHT_CHOICES,
  type QuestionDefinition,
  resultErrors,
} from '@shortlist/domain';
import type { FieldError, Resolver } from 'react-hook-form';
import { FormSelectField, type SelectOption } from '../../components/form';
import type { AssignmentFields, QuestionEditorControl, QuestionEditorFields } from './question-editor-fields';

/** Spec 3 §5 Project question form: the parts that are not the question's content. */
const assignmentSchema = projectQuestionFormSchema.pick({
  sectionId: true,
  ownerId: true,
  approverId: true,
  weight: true,
});
export type ProjectQuestionAssignment = Pick<
  ProjectQuestionFormValues,
  'sectionId' | 'ownerId' | 'approverId' | 'weight'
>;

/** A project question's section, owner, Expert and weight in the editor dialog, with the choices offered. */
export interface AssignmentOptions {
  /** The question's assignment, or the one a new question starts with ('' for none chosen yet). */
  initial: { sectionId: string; ownerId: string; approverId: string | null; weight: number };
  /** The sections the question may be in; choosing another one moves it there. */
  sections: readonly SelectOption[];
  owners: readonly SelectOption[];
  /** The Expert picker's choices; absent when the project's experts feature is off (spec 3 §6). */
  experts?: readonly SelectOption[];
  /** Spec 3 §6, §9: the weight (1 to 5) shows only with NUMBERS scoring; changeable only when `editable`. */
  weight?: { editable: boolean };
}

export const toAssignmentFields = ({ initial }: AssignmentOptions): AssignmentFields => ({
  sectionId: initial.sectionId,
  ownerId: initial.ownerId,
  approverId: initial.approverId ?? '',
  weight: String(initial.weight),
});

const parseAssignment = (fields: AssignmentFields | undefined) =>
  assignmentSchema.safeParse({ ...fields, weight: fields?.weight ? Number(fields.weight) : undefined });

/** The assignment as the domain's rules read it (called once the form has validated it). */
export function checkedAssignment(fields: AssignmentFields | undefined): ProjectQuestionAssignment {
  const result = parseAssignment(fields);
  if (!result.success) throw result.error;
  return result.data;
}

/** The dialog's resolver that also checks the assignment with the domain's project question rules. */
export function withAssignment(
  base: Resolver<QuestionEditorFields, unknown, QuestionDefinition>,
): Resolver<QuestionEditorFields, unknown, QuestionDefinition> {
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const errors = resultErrors(parseAssignment(values.assignment));
    if (Object.keys(errors).length === 0) return result;
    const flat: Record<string, FieldError> = {};
    for (const [path, message] of Object.entries(errors)) flat[`assignment.${path}`] = { type: 'validation', message };
    return { values: {}, errors: { ...result.errors, ...toNestErrors(flat, options) } };
  };
}

const NOT_ASSIGNED: SelectOption = { value: '', label: 'Not assigned' };
const WEIGHT_OPTIONS = QUESTION_WEIGHT_CHOICES.map((weight) => ({ value: String(weight), label: String(weight) }));

/** The Section, Owner, Expert and Weight fields of the project question form. */
export function AssignmentFieldsSection({
  control,
  options,
}: {
  control: QuestionEditorControl;
  options: AssignmentOptions;
}) {
  return (
    <>
      <FormSelectField
        control={control}
        name="assignment.sectionId"
        label="Section"
        required
        options={options.sections}
      />
      <FormSelectField control={control} name="assignment.ownerId" label="Owner" required options={options.owners} />
      {options.experts ? (
        <FormSelectField
          control={control}
          name="assignment.approverId"
          label="Expert"
          options={[NOT_ASSIGNED, ...options.experts]}
        />
      ) : null}
      {options.weight ? (
        <FormSelectField
          control={control}
          name="assignment.weight"
          label="Weight"
          disabled={!options.weight.editable}
          options={WEIGHT_OPTIONS}
        />
      ) : null}
    </>
  );
}
