export { hashPassword, verifyPassword } from './passwords.js';
export { hashToken, randomToken } from './tokens.js';
