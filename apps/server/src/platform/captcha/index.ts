export { type CaptchaVerifier, createCaptchaVerifier } from './captcha.js';
