import { builder, signedInViewer } from '../../core/graphql/index.js';
import { ProjectSectionRef } from '../questions/index.js';
import { libraryUsers } from './library-access.js';
import { copyLibraryGroupToSection, copyLibraryQuestionsToSection } from './library-copy.js';
import { LibraryQuestionRef } from './library-objects.graphql.js';
import { saveProjectQuestionInLibrary } from './library-save.js';

const id = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) => t.arg.id({ required: true });

builder.mutationFields((t) => ({
  copyLibraryQuestionsToSection: t.field({
    type: ProjectSectionRef,
    description:
      'Spec 3 §7: appends copies (PENDING, sourceQuestionId set) to the section; needs the section’s ' +
      'addFromLibrary permission (project DRAFT or IN_REVIEW). Answers the section.',
    authScopes: libraryUsers,
    args: { sectionId: id(t), questionIds: t.arg.idList({ required: true }) },
    resolve: (_root, args, context) =>
      copyLibraryQuestionsToSection(context.app, signedInViewer(context), args.sectionId, args.questionIds),
  }),
  copyLibraryGroupToSection: t.field({
    type: ProjectSectionRef,
    description: 'Spec 3 §7: copies a group’s questions (with `withSubgroups`, its subgroups’ too) to the section.',
    authScopes: libraryUsers,
    args: { sectionId: id(t), groupId: id(t), withSubgroups: t.arg.boolean({ defaultValue: false }) },
    resolve: (_root, args, context) =>
      copyLibraryGroupToSection(
        context.app,
        signedInViewer(context),
        args.sectionId,
        args.groupId,
        args.withSubgroups ?? false,
      ),
  }),
  saveProjectQuestionInLibrary: t.field({
    type: LibraryQuestionRef,
    description: 'Spec 3 §3 saveInLibrary: a new library question from the project question (public with makePublic).',
    authScopes: libraryUsers,
    args: { id: id(t), makePublic: t.arg.boolean({ defaultValue: false }) },
    resolve: (_root, args, context) =>
      saveProjectQuestionInLibrary(context.app, signedInViewer(context), args.id, args.makePublic ?? false),
  }),
}));
