import { CONTACT_KINDS } from '@shortlist/domain';
import { access, builder, PageInput, pageType, signedInViewer } from '../../core/graphql/index.js';
import { type ContactSubmissionRow, listContactSubmissions } from './contact-submission-queries.js';

/** Platform administrators only, like the supplier directory: visitors' names, e-mails and phone numbers. */
const rule = access('MANAGE_BROKERS');

const ContactKindEnum = builder.enumType('ContactKind', { values: CONTACT_KINDS });

const ContactSubmissionRef = builder.objectRef<ContactSubmissionRow>('ContactSubmission').implement({
  authScopes: rule,
  description: 'A demo request (/contact-demo) or contact message (/contact-us) a visitor sent.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.expose('kind', { type: ContactKindEnum }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email'),
    company: t.exposeString('company', { nullable: true }),
    jobTitle: t.exposeString('jobTitle', { nullable: true }),
    companySize: t.exposeString('companySize', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    message: t.exposeString('message'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const ContactSubmissionPageRef = pageType('ContactSubmission', ContactSubmissionRef);

builder.queryFields((t) => ({
  contactSubmissions: t.field({
    type: ContactSubmissionPageRef,
    description: 'Issue 17: the public forms’ submissions, newest first; keyword over name, e-mail and company.',
    authScopes: rule,
    args: { pagination: t.arg({ type: PageInput }) },
    resolve: (_root, { pagination }, context) =>
      listContactSubmissions(context.app, signedInViewer(context), pagination),
  }),
}));
