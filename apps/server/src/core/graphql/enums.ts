import { COMPANY_KINDS, PRIVILEGES, SCORING_TYPES, USER_STATUSES, USER_TYPES } from '@shortlist/domain';
import { builder } from './builder.js';

export const UserTypeEnum = builder.enumType('UserType', { values: USER_TYPES });
export const UserStatusEnum = builder.enumType('UserStatus', { values: USER_STATUSES });
export const PrivilegeEnum = builder.enumType('Privilege', { values: PRIVILEGES });
export const CompanyKindEnum = builder.enumType('CompanyKind', { values: COMPANY_KINDS });
export const ScoringTypeEnum = builder.enumType('ScoringType', { values: SCORING_TYPES });
