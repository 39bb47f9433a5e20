import { randomUUID } from 'node:crypto';
import type { QuestionDefinition } from '@shortlist/domain';

/**
 * Every LIST option gets a stable id (answers, and the project copies of a library question, refer to it); ids
 * already given are kept.
 */
export function withOptionIds(definition: QuestionDefinition): QuestionDefinition {
  if (definition.type !== 'LIST') return definition;
  return { ...definition, options: definition.options.map((option) => ({ id: randomUUID(), ...option })) };
}
