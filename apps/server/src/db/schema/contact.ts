import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Which public form a submission came from: /contact-demo (an enterprise demo request) or /contact-us. */
export type ContactKind = 'DEMO' | 'CONTACT';

/**
 * Spec 3 §3 Contact demo form and Contact form: what a visitor sent from the public site, kept for the platform's
 * administrators and mailed to the sales address. The demo-only fields are null for a contact message.
 */
export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<ContactKind>().notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    jobTitle: text('job_title'),
    companySize: text('company_size'),
    phone: text('phone'),
    message: text('message').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_submissions_created_idx').on(table.createdAt.desc(), table.id)],
);
