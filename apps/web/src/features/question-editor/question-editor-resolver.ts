import { toNestErrors } from '@hookform/resolvers';
import { parseQuestionDefinition, type QuestionDefinition } from '@shortlist/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { editorFieldFor } from './question-editor-errors';
import { type QuestionEditorFields, toDefinitionInput } from './question-editor-fields';

/**
 * Checks the dialog with `parseQuestionDefinition`, the rules the server applies (spec 3 §5): the parsed definition
 * on success, otherwise each field's first message under the field that shows it.
 */
export const questionEditorResolver: Resolver<QuestionEditorFields, unknown, QuestionDefinition> = (
  values,
  _context,
  options,
) => {
  const result = parseQuestionDefinition(toDefinitionInput(values));
  if (result.ok) return { values: result.definition, errors: {} };
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(result.fieldErrors)) {
    const field = editorFieldFor(path, values) ?? path;
    errors[field] ??= { type: 'validation', message };
  }
  return { values: {}, errors: toNestErrors(errors, options) };
};
