import { lazyNamed } from '../../lib/lazy-named';

export { templateReaders } from './templates-access';
export { TEMPLATES_PATHS, templateQuestionsPath } from './templates-paths';

/** The pages, each group loaded when the route table first opens one of them (one chunk per loader). */
const pages = () => import('./templates-pages');
export const TemplatePreviewPage = lazyNamed(pages, 'TemplatePreviewPage');
export const TemplateQuestionsPage = lazyNamed(pages, 'TemplateQuestionsPage');
export const TemplateRedirect = lazyNamed(pages, 'TemplateRedirect');
export const TemplatesPage = lazyNamed(pages, 'TemplatesPage');
