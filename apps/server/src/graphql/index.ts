export { formatError, maskError } from './mask-error.js';
export { operationPreparer, type OperationPreparer } from './prepared-operations.js';
export { schema } from './schema.js';
