import { PROJECT_RECIPIENT_ROLES } from '@shortlist/domain';
import { access, builder, signedInViewer } from '../../core/graphql/index.js';
import { listProjectRecipients, type ProjectRecipient, sendProjectStatusEmail } from './project-status-email.js';

const manageState = access('MANAGE_PROJECT_STATE');

const ProjectRecipientRoleEnum = builder.enumType('ProjectRecipientRole', { values: PROJECT_RECIPIENT_ROLES });

const ProjectRecipientRef = builder.objectRef<ProjectRecipient>('ProjectRecipient').implement({
  authScopes: manageState,
  description: 'A project-level user who may receive the project status e-mail (spec 2 §5 Select Recipients).',
  fields: (t) => ({
    userId: t.exposeID('userId'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    role: t.field({ type: ProjectRecipientRoleEnum, resolve: (recipient) => recipient.role }),
  }),
});

builder.queryFields((t) => ({
  projectRecipients: t.field({
    type: [ProjectRecipientRef],
    description: 'The project owners, domain experts, viewers and brokerage contacts, once per e-mail, by role.',
    authScopes: manageState,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => listProjectRecipients(context.app, signedInViewer(context), id),
  }),
}));

builder.mutationFields((t) => ({
  sendProjectStatusEmail: t.boolean({
    description: 'Spec 2 §7: sends the project status e-mail, one mail per recipient (at most 50).',
    authScopes: manageState,
    args: { id: t.arg.id({ required: true }), emails: t.arg.stringList({ required: true }) },
    resolve: (_root, { id, emails }, context) =>
      sendProjectStatusEmail(context.app, signedInViewer(context), id, emails),
  }),
}));
