export { createLiveEvents, type AppPubSub, type NotificationEvent, type SessionsRevoked } from './pubsub.js';
