import { usersSeeingProject } from '../projects/project-access.js';
import { registerProjectCopier } from '../projects/project-copy.js';
import { registerTemplateApplier } from '../templates/template-appliers.js';
import {
  appendSectionCopies,
  keepEveryone,
  keepNobody,
  keepOnly,
  peopleOf,
  readQuestionnaire,
} from './questionnaire-copy.js';

/**
 * Spec 2 §4, §7 Clone, RFI-based RFP, next iteration (Restart Panel): every section and question of the base, in
 * order, with owners, owner due dates, the read-only flag and the question definitions; approvers, statuses (with
 * reject reasons) and weights only when the copy settings say so.
 */
registerProjectCopier(async (tx, base, created, options) => {
  await appendSectionCopies(tx, await readQuestionnaire(tx, base.id), created.id, {
    owner: keepEveryone,
    approver: options.copyApprovers ? keepEveryone : keepNobody,
    keepStatus: options.copyQuestionsStatus,
    keepWeight: options.copyQuestionsWeight,
    isReadonly: (section) => section.isReadonly,
  });
});

/**
 * Spec 3 §4 templates: a template chosen in the wizard adds the sections of its draft project after the project's
 * sections, read-only (they cannot be amended), questions PENDING with their weights. An owner or approver is kept
 * only when they see the new project (a template may be another firm's).
 */
registerTemplateApplier(async (tx, template, created) => {
  const content = await readQuestionnaire(tx, template.draftProjectId);
  const kept = keepOnly(await usersSeeingProject(tx, created, peopleOf(content)));
  await appendSectionCopies(tx, content, created.id, {
    owner: kept,
    approver: kept,
    keepStatus: false,
    keepWeight: true,
    isReadonly: () => true,
  });
});
