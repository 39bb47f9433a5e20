// Loading the module defines its GraphQL types on the shared builder (graphql/schema.ts loads every module).
import './answers.graphql.js';
import './reuse/reuse.graphql.js';
import './spreadsheet/answer-spreadsheet.graphql.js';
import './requests/answer-requests.graphql.js';
import './requests/outstanding-answers.graphql.js';
import './receipts/receipts.graphql.js';
import './seal/answers-seal.graphql.js';
import './conflicts/conflicts.graphql.js';

export { type AnswerView, answerView, answerViewColumns } from './answer-view.js';
export { storeAnsweringOpenNotices } from './answering-open.js';
export { conflictRecords, conflictSuppliers, sameDomain, supplierDomains } from './conflicts/conflict-records.js';
export { answersModule } from './manifest.js';
export type { QuestionnaireView } from './questionnaire.js';
export { recordReceipts } from './receipts/receipt-records.js';
export { ProductAnswerRef } from './requests/answer-requests.graphql.js';
export { sendExtendedDeadlineReminders } from './requests/extended-deadline-reminders.js';
export { scheduleOverdueAnswers, submitOverdueAnswers } from './requests/overdue-answers.js';
export { REQUEST_MESSAGES } from './requests/request-rules.js';
export { deliverSupplierNotices, storeSupplierNotices } from './requests/supplier-notices.js';
export { registerAnswerSpreadsheetRoutes } from './spreadsheet/answer-spreadsheet.routes.js';
export { buildAnswersWorkbook } from './spreadsheet/answers-export.js';
