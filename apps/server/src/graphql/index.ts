export { formatError, maskError } from './mask-error.js';
export { type OperationPreparer, operationPreparer } from './prepared-operations.js';
export { schema } from './schema.js';
