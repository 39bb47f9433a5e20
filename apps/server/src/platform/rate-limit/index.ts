export { LoginThrottle } from './login-throttle.js';
export { createWindowCounters, type WindowCounters } from './window-counters.js';
