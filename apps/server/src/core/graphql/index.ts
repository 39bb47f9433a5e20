export { askedFields } from './asked-fields.js';
export { access, builder, DATE_TIME_REFUSAL } from './builder.js';
export { type GraphQLContext, signedInViewer } from './context.js';
export { CompanyKindEnum, PrivilegeEnum, ScoringTypeEnum, UserStatusEnum, UserTypeEnum } from './enums.js';
export { IntegritySettingsInput, IntegritySettingsRef } from './integrity.js';
export {
  keywordInAny,
  likePattern,
  type Page,
  type PageArgs,
  PageInput,
  pageOrder,
  pageType,
  pageWindow,
} from './paging.js';
export { storableText } from './storable-text.js';
export { TYPE_ACCESS_EXTENSION } from './type-access-plugin.js';
