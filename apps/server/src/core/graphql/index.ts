export { askedFields } from './asked-fields.js';
export { access, builder } from './builder.js';
export { signedInViewer, type GraphQLContext } from './context.js';
export { CompanyKindEnum, PrivilegeEnum, ScoringTypeEnum, UserStatusEnum, UserTypeEnum } from './enums.js';
export {
  PageInput,
  keywordInAny,
  likePattern,
  pageOrder,
  pageType,
  pageWindow,
  type Page,
  type PageArgs,
} from './paging.js';
export { storableText } from './storable-text.js';
export { TYPE_ACCESS_EXTENSION } from './type-access-plugin.js';
