import { lazyNamed } from '../../lib/lazy-named';

export { ProductAnswerValue, type ShownAnswer } from './broker/product-answer-value';
export { ProductAnswersMenu } from './broker/product-answers-menu';
export { PreviewQuestionsCard } from './questionnaire/preview-questions-card';
export { PreviewQuestionnaireDocument } from './questionnaire/questionnaire-documents';
export { questionnaireProgress } from './questionnaire/questionnaire-model';
export { QuestionnairePreview } from './questionnaire/questionnaire-preview';
export {
  buildQuestion,
  buildQuestionnaire,
  buildSection,
  questionnaireMock,
} from './questionnaire/questionnaire-test-kit';
export { SupplierRoadMap } from './questionnaire/supplier-road-map';
export { useSupplierQuestionnaire } from './questionnaire/use-supplier-questionnaire';

/** The pages, each group loaded when the route table first opens one of them (one chunk per loader). */
const pages = () => import('./questionnaire/questionnaire-pages');
export const ProjectPreviewPage = lazyNamed(pages, 'ProjectPreviewPage');
export const SupplierQuestionsPage = lazyNamed(pages, 'SupplierQuestionsPage');

const receiptPages = () => import('./receipts/receipt-pages');
export const VerifyReceiptPage = lazyNamed(receiptPages, 'VerifyReceiptPage');
