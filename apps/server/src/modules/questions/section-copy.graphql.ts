import { SECTION_COPY_ACTIONS } from '@shortlist/domain';
import { builder, signedInViewer } from '../../core/graphql/index.js';
import { ProjectSectionRef, questionnaireUsers } from './question-objects.graphql.js';
import { copySection } from './section-copy.js';

const SectionCopyActionEnum = builder.enumType('SectionCopyAction', {
  description: 'Spec 3 §5 Copy Section Data: duplicate in the project, into another section, into another project.',
  values: SECTION_COPY_ACTIONS,
});

const SectionCopyInput = builder.inputType('SectionCopyInput', {
  description:
    'Spec 3 §7 Copy section. DUPLICATE needs `name`; INTO_SECTION needs `targetSectionId` (same project); ' +
    'INTO_PROJECT needs `targetProjectId` and takes `targetSectionId` (a section there) or `name` (of the new section).',
  fields: (t) => ({
    sectionId: t.id({ required: true }),
    action: t.field({ type: SectionCopyActionEnum }),
    name: t.string(),
    targetSectionId: t.id(),
    targetProjectId: t.id(),
  }),
});

builder.mutationFields((t) => ({
  copyProjectSection: t.field({
    type: ProjectSectionRef,
    description: 'Copies the section’s questions (PENDING); answers the section created or filled.',
    authScopes: questionnaireUsers,
    args: { input: t.arg({ type: SectionCopyInput, required: true }) },
    resolve: (_root, { input }, context) => copySection(context.app, signedInViewer(context), input),
  }),
}));
