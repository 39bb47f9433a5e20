import { type ModuleManifest, unregisterAll } from '../../core/extensions/index.js';
import { clientProjectInvitation } from './client-member-registration.js';
import { clientTableFileRule, vendorTableFileRule } from './client-table-files.js';

export const clientTablesModule: ModuleManifest = {
  name: 'client-tables',
  register: (points) =>
    unregisterAll([
      points.fileReadRules.register(clientTableFileRule, { order: 300 }),
      points.fileReadRules.register(vendorTableFileRule, { order: 400 }),
      points.projectInvitations.register(clientProjectInvitation, { order: 200 }),
    ]),
};
