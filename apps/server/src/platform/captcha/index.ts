export { createCaptchaVerifier, type CaptchaVerifier } from './captcha.js';
