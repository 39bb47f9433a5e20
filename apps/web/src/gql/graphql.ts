/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Privilege =
  | 'MANAGE_ALL_APPROVALS'
  | 'MANAGE_ALL_PROJECTS'
  | 'MANAGE_ALL_SCORING'
  | 'MANAGE_APPROVALS'
  | 'MANAGE_BROKERS'
  | 'MANAGE_CLIENTS'
  | 'MANAGE_FAQ'
  | 'MANAGE_FEEDBACKS'
  | 'MANAGE_PROJECT_QUESTIONS'
  | 'MANAGE_PROJECT_STATE'
  | 'MANAGE_PROJECT_TEMPLATES'
  | 'MANAGE_SCORING'
  | 'MANAGE_USERS'
  | 'READ_SCORING'
  | 'READ_TEMPLATES'
  | 'REVIEW_TEMPLATES'
  | 'VIEW_DASHBOARD';

export type UserStatus =
  | 'ACTIVE'
  | 'DISABLED'
  | 'DRAFT'
  | 'EMAIL_CONFIRMATION_REQUIRED'
  | 'INVITED';

export type UserType =
  | 'ADMIN'
  | 'BROKER'
  | 'CLIENT'
  | 'SUPPLIER';

export type SessionQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionQuery = { config: { supportEmail: string, termsVersion: string, recaptchaSiteKey: string | null }, profile: { id: string, email: string, type: UserType, status: UserStatus, name: string, firstName: string, lastName: string, phoneNumber: string | null, canChangePassword: boolean, termsAndConditionsVersion: string | null, privileges: Array<Privilege>, avatar: { url: string } | null, role: { id: string, name: string } | null, company: { id: string, name: string } } | null };


export const SessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"config"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"termsVersion"}},{"kind":"Field","name":{"kind":"Name","value":"recaptchaSiteKey"}}]}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"termsAndConditionsVersion"}},{"kind":"Field","name":{"kind":"Name","value":"privileges"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<SessionQuery, SessionQueryVariables>;