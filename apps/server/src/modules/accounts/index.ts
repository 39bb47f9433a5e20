export { assertAddressFree, createSystemRoles, insertCompanyWithFirstUser } from './company-with-first-user.js';
export { SUPPLIER_COMPANY_ROLES } from './default-roles.js';
export { type CompanyRow, isUuid, onBuySide, type Viewer } from './viewer.js';
