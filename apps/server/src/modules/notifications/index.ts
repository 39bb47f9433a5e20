// Loading the module defines its GraphQL types on the shared builder (graphql/schema.ts loads every module).
import './notifications.graphql.js';
export { deliverNotifications, notify, storeNotifications, type StoredNotifications } from './notify.js';
