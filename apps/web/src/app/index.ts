export { AppProviders } from './providers';
export { createAppRouter } from './router';
