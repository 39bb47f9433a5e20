export { type AppPubSub, createLiveEvents, type NotificationEvent, type SessionsRevoked } from './pubsub.js';
