import { brokersOnly, PRIVILEGES, TERMS_VERSION, UPLOAD_LIMIT_BYTES } from '@shortlist/domain';
import {
  access,
  builder,
  PrivilegeEnum,
  signedInViewer,
  UserStatusEnum,
  UserTypeEnum,
} from '../../core/graphql/index.js';
import type { Viewer } from '../../core/viewer/index.js';
import { devMailboxEnabled } from '../../platform/mail/index.js';
import { ProfileCompanyRef } from './company.graphql.js';
import {
  acceptTerms,
  canChangePassword,
  changePassword,
  sendFeedback,
  updateProfileSettings,
} from './profile-settings.js';

interface ConfigShape {
  termsVersion: string;
  recaptchaSiteKey: string | null;
  supportEmail: string;
  salesEmail: string;
  uploadLimitBytes: number;
  devMailbox: boolean;
}

export const ConfigRef = builder.objectRef<ConfigShape>('Config').implement({
  authScopes: access(true),
  fields: (t) => ({
    termsVersion: t.exposeString('termsVersion'),
    recaptchaSiteKey: t.exposeString('recaptchaSiteKey', { nullable: true }),
    supportEmail: t.exposeString('supportEmail'),
    salesEmail: t.exposeString('salesEmail'),
    uploadLimitBytes: t.exposeInt('uploadLimitBytes'),
    devMailbox: t.exposeBoolean('devMailbox'),
  }),
});

interface SwitchShape {
  enabled: boolean;
  disabled: boolean;
}

const NotificationSwitchRef = builder.objectRef<SwitchShape>('NotificationSwitch').implement({
  authScopes: access('SIGNED_IN'),
  fields: (t) => ({ enabled: t.exposeBoolean('enabled'), disabled: t.exposeBoolean('disabled') }),
});

const AvatarRef = builder.objectRef<{ url: string }>('Avatar').implement({
  authScopes: access('SIGNED_IN'),
  fields: (t) => ({ url: t.exposeString('url') }),
});

const RoleSummaryRef = builder.objectRef<{ id: string; name: string }>('RoleSummary').implement({
  authScopes: access('SIGNED_IN'),
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const notificationSwitch = (enabled: boolean): SwitchShape => ({ enabled, disabled: false });

const ProfileRef = builder.objectRef<Viewer>('Profile').implement({
  authScopes: access('SIGNED_IN'),
  fields: (t) => ({
    id: t.id({ resolve: (viewer) => viewer.user.id }),
    email: t.string({ resolve: (viewer) => viewer.user.email }),
    type: t.field({ type: UserTypeEnum, resolve: (viewer) => viewer.user.type }),
    status: t.field({ type: UserStatusEnum, resolve: (viewer) => viewer.user.status }),
    firstName: t.string({ resolve: (viewer) => viewer.user.firstName }),
    lastName: t.string({ resolve: (viewer) => viewer.user.lastName }),
    name: t.string({ resolve: (viewer) => `${viewer.user.firstName} ${viewer.user.lastName}`.trim() }),
    phoneNumber: t.string({ nullable: true, resolve: (viewer) => viewer.user.phoneNumber || null }),
    avatar: t.field({
      type: AvatarRef,
      nullable: true,
      resolve: (viewer) => (viewer.user.avatarFileId ? { url: `/api/file/${viewer.user.avatarFileId}` } : null),
    }),
    role: t.field({ type: RoleSummaryRef, nullable: true, resolve: (viewer) => viewer.role }),
    privileges: t.field({
      type: [PrivilegeEnum],
      resolve: (viewer) => PRIVILEGES.filter((privilege) => viewer.privileges.has(privilege)),
    }),
    canChangePassword: t.boolean({ resolve: canChangePassword }),
    termsAndConditionsVersion: t.string({ nullable: true, resolve: (viewer) => viewer.user.termsVersion }),
    contrastMode: t.boolean({ resolve: (viewer) => viewer.user.contrastMode }),
    projectStatusUpdate: t.field({
      type: NotificationSwitchRef,
      resolve: (viewer) => notificationSwitch(viewer.user.notifyProjectStatusUpdate),
    }),
    newNotification: t.field({
      type: NotificationSwitchRef,
      resolve: (viewer) => notificationSwitch(viewer.user.notifyNewNotification),
    }),
    newFaqQuestion: t.field({
      type: NotificationSwitchRef,
      resolve: (viewer) => notificationSwitch(viewer.user.notifyNewFaqQuestion),
    }),
    company: t.field({ type: ProfileCompanyRef, resolve: (viewer) => viewer.company }),
    actingOnBehalf: t.boolean({
      description: 'True while an administrator acts on behalf of `company` (spec 1 §6, header x-on-behalf-of).',
      resolve: (viewer) => viewer.actingOnBehalf,
    }),
  }),
});

builder.queryFields((t) => ({
  config: t.field({
    type: ConfigRef,
    authScopes: access(true),
    resolve: (_root, _args, { app }) => ({
      termsVersion: TERMS_VERSION,
      recaptchaSiteKey: app.captcha.enabled ? (app.config.recaptchaSiteKey ?? null) : null,
      supportEmail: app.config.supportEmail,
      salesEmail: app.config.salesEmail,
      uploadLimitBytes: UPLOAD_LIMIT_BYTES,
      devMailbox: devMailboxEnabled(app),
    }),
  }),
  profile: t.field({
    type: ProfileRef,
    nullable: true,
    description: 'The signed-in user, or null for a visitor.',
    authScopes: access(true),
    resolve: (_root, _args, { viewer }) => viewer,
  }),
}));

builder.mutationFields((t) => ({
  acceptTermsAndConditions: t.field({
    type: ProfileRef,
    authScopes: access('SIGNED_IN'),
    args: { version: t.arg.string({ required: true }) },
    resolve: async (_root, { version }, context) => {
      const viewer = signedInViewer(context);
      await acceptTerms(context.app, viewer, version);
      return { ...viewer, user: { ...viewer.user, termsVersion: version } };
    },
  }),
  changePassword: t.boolean({
    description: 'Ends every session of the account on success, so the user signs in again.',
    authScopes: access('SIGNED_IN'),
    args: { oldPassword: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      await changePassword(context.app, signedInViewer(context), args, context.clientAddress);
      context.clearSessionCookie();
      return true;
    },
  }),
  updateProfileSettings: t.field({
    type: ProfileRef,
    description: 'Spec 1 §2 /account/settings (buy-side users): phone, contrast mode and the e-mail switches.',
    authScopes: access(brokersOnly),
    args: {
      phoneNumber: t.arg.string(),
      contrastMode: t.arg.boolean({ required: true }),
      projectStatusUpdate: t.arg.boolean({ required: true }),
      newNotification: t.arg.boolean({ required: true }),
      newFaqQuestion: t.arg.boolean({ required: true }),
    },
    resolve: async (_root, args, context) => {
      const viewer = signedInViewer(context);
      const user = await updateProfileSettings(context.app, viewer, { ...args, phoneNumber: args.phoneNumber ?? '' });
      return { ...viewer, user };
    },
  }),
  sendFeedback: t.boolean({
    authScopes: access('SIGNED_IN'),
    args: {
      title: t.arg.string({ required: true }),
      message: t.arg.string({ required: true }),
      pathname: t.arg.string(),
    },
    resolve: async (_root, args, context) => {
      await sendFeedback(context.app, signedInViewer(context), { ...args, pathname: args.pathname ?? '' });
      return true;
    },
  }),
}));
