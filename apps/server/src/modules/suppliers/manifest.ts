import { type ModuleManifest, unregisterAll } from '../../core/extensions/index.js';
import { inviteOnPublish } from './invite-on-publish.js';
import { supplierProjectInvitation } from './registration-invitation.js';
import { copySuppliers } from './supplier-copier.js';
import { participationFigures, supplierIssueCheck } from './supplier-figures.js';

export const suppliersModule: ModuleManifest = {
  name: 'suppliers',
  register: (points) =>
    unregisterAll([
      points.projectIssueChecks.register(supplierIssueCheck, { order: 300 }),
      points.dashboardSources.register({ participation: participationFigures }, { order: 200 }),
      points.projectCopiers.register(copySuppliers, { order: 200 }),
      points.projectStatusHooks.register(inviteOnPublish, { order: 200 }),
      points.projectInvitations.register(supplierProjectInvitation, { order: 100 }),
    ]),
};
