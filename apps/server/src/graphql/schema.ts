import { lexicographicSortSchema } from 'graphql';
import { builder } from './builder.js';
import './paging.js';
import '../modules/accounts/accounts.graphql.js';
import '../modules/admin/admin.graphql.js';
import '../modules/billing/billing.graphql.js';
import '../modules/library/library.graphql.js';
import '../modules/notifications/notifications.graphql.js';
import '../modules/projects/projects.graphql.js';
import '../modules/projects/project-dashboard.graphql.js';
import '../modules/projects/project-deadlines.graphql.js';
import '../modules/projects/project-status-email.graphql.js';
import '../modules/questions/questions.graphql.js';
import '../modules/suppliers/suppliers.graphql.js';
import '../modules/suppliers/registration.graphql.js';
import '../modules/templates/templates.graphql.js';
import '../modules/users/users.graphql.js';

export const schema = lexicographicSortSchema(builder.toSchema());
