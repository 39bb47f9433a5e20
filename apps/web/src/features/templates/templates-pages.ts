/** The templates pages, loaded together (one chunk) when the route table first opens one of them. */
export { TemplatesPage } from './list/templates-page';
export { TemplatePreviewPage } from './preview/template-preview-page';
export { TemplateQuestionsPage } from './questions/template-questions-page';
export { TemplateRedirect } from './template-redirect';
