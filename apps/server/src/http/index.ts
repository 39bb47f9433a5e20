export { COMPRESS_OFF_THREAD_FROM_BYTES, encodedBody } from './compressed-body.js';
export { ONLY_SUBSCRIPTIONS, SOCKET_MAX_PAYLOAD_BYTES, SOCKET_MAX_SUBSCRIPTIONS } from './graphql-ws.js';
export { buildServer } from './server.js';
