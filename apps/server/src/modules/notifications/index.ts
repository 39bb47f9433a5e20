// Loading the module defines its GraphQL types on the shared builder (graphql/schema.ts loads every module).
import './notifications.graphql.js';

export { deliverNotifications, notify, type StoredNotifications, storeNotifications } from './notify.js';
