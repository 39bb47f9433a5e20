import { zodResolver } from '@hookform/resolvers/zod';
import { type ProjectFormValues, projectSchemaFor } from '@shortlist/domain';
import type { Resolver } from 'react-hook-form';
import type { ProjectFormFields } from './project-form-fields';

/**
 * Validates the project form with the domain schema of its type (Panel or RFP/RFI, spec 2 §5); on create the
 * publish and clarification dates must be today or later.
 */
export function projectFormResolver(isNew: boolean): Resolver<ProjectFormFields, unknown, ProjectFormValues> {
  return (values, context, options) => {
    const resolve = zodResolver(projectSchemaFor(values.type, { isNew })) as unknown as Resolver<
      ProjectFormFields,
      unknown,
      ProjectFormValues
    >;
    return resolve(values, context, options);
  };
}
