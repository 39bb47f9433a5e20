export { assertTakeable, MAX_INPUT_DEPTH, requestValuesProblem } from './request-values.js';
export { registerSecurityHeaders } from './security-headers.js';
export { clearSessionCookie, setSessionCookie, viewerForToken, viewerOf } from './viewer-of-request.js';
