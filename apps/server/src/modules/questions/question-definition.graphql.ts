import { type DefinitionFields, QUESTION_TYPES, QUESTION_VIEWS, type QuestionOption } from '@shortlist/domain';
import { access, builder } from '../../core/graphql/index.js';

/**
 * The question content (spec 3 §3 Question) as one object type: the fields every type has, and per type a set of
 * nullable fields that are null for the other types. Shared by project questions and, later, the library.
 */
const contentReaders = access('SIGNED_IN');

export const QuestionTypeEnum = builder.enumType('QuestionType', { values: QUESTION_TYPES });
export const QuestionViewEnum = builder.enumType('QuestionView', { values: QUESTION_VIEWS });

const QuestionAttachmentRef = builder.objectRef<{ id: string; filename: string }>('QuestionAttachment').implement({
  authScopes: contentReaders,
  fields: (t) => ({ id: t.exposeID('id'), filename: t.exposeString('filename') }),
});

const QuestionOptionRef = builder.objectRef<QuestionOption>('QuestionOption').implement({
  authScopes: contentReaders,
  description: 'A LIST option; the fixed other option is `otherOption` on the question, not an option.',
  fields: (t) => ({
    id: t.id({ nullable: true, resolve: (option) => ('id' in option ? option.id : null) }),
    label: t.exposeString('label'),
    clarificationQuestion: t.exposeBoolean('clarificationQuestion'),
  }),
});

type Rules = NonNullable<DefinitionFields['rules']>;
const QuestionRulesRef = builder.objectRef<Rules>('QuestionRules').implement({
  authScopes: contentReaders,
  description: 'NUMBER: min and max; STRING and TEXT: maxLength; EMAIL, URL and VIDEO: pattern.',
  fields: (t) => ({
    min: t.float({ nullable: true, resolve: (rules) => rules.min ?? null }),
    max: t.float({ nullable: true, resolve: (rules) => rules.max ?? null }),
    maxLength: t.int({ nullable: true, resolve: (rules) => rules.maxLength ?? null }),
    pattern: t.string({ nullable: true, resolve: (rules) => rules.pattern ?? null }),
  }),
});

const QuestionFileSettingsRef = builder
  .objectRef<NonNullable<DefinitionFields['file']>>('QuestionFileSettings')
  .implement({
    authScopes: contentReaders,
    fields: (t) => ({
      maxSize: t.int({ nullable: true, resolve: (file) => file.maxSize }),
      mimeTypes: t.exposeStringList('mimeTypes'),
      multiple: t.exposeBoolean('multiple'),
    }),
  });

export const QuestionDefinitionRef = builder.objectRef<DefinitionFields>('QuestionDefinition').implement({
  authScopes: contentReaders,
  fields: (t) => {
    const text = (read: (definition: DefinitionFields) => string | undefined) =>
      t.string({ nullable: true, resolve: (definition) => read(definition) ?? null });
    const flag = (read: (definition: DefinitionFields) => boolean | undefined) =>
      t.boolean({ nullable: true, resolve: (definition) => read(definition) ?? null });
    return {
      type: t.field({ type: QuestionTypeEnum, resolve: (definition) => definition.type }),
      label: t.exposeString('label'),
      helperText: t.exposeString('helperText'),
      attachments: t.field({ type: [QuestionAttachmentRef], resolve: (definition) => definition.attachments }),
      placeholder: text((definition) => definition.placeholder),
      yesAnswerText: text((definition) => definition.yesAnswerText),
      noAnswerText: text((definition) => definition.noAnswerText),
      rules: t.field({ type: QuestionRulesRef, nullable: true, resolve: (definition) => definition.rules ?? null }),
      prefix: text((definition) => definition.prefix),
      suffix: text((definition) => definition.suffix),
      enableNumberFormatting: flag((definition) => definition.enableNumberFormatting),
      view: t.field({ type: QuestionViewEnum, nullable: true, resolve: (definition) => definition.view ?? null }),
      multiple: flag((definition) => definition.multiple),
      options: t.field({ type: [QuestionOptionRef], nullable: true, resolve: (definition) => definition.options }),
      otherOption: flag((definition) => definition.otherOption),
      file: t.field({ type: QuestionFileSettingsRef, nullable: true, resolve: (definition) => definition.file }),
    };
  },
});

const QuestionAttachmentInput = builder.inputType('QuestionAttachmentInput', {
  fields: (t) => ({ id: t.id({ required: true }), filename: t.string() }),
});

const QuestionOptionInput = builder.inputType('QuestionOptionInput', {
  fields: (t) => ({ id: t.id(), label: t.string({ required: true }), clarificationQuestion: t.boolean() }),
});

const QuestionRulesInput = builder.inputType('QuestionRulesInput', {
  fields: (t) => ({ min: t.float(), max: t.float(), maxLength: t.int(), pattern: t.string() }),
});

const QuestionFileSettingsInput = builder.inputType('QuestionFileSettingsInput', {
  fields: (t) => ({ maxSize: t.int(), mimeTypes: t.stringList(), multiple: t.boolean() }),
});

/** Spec 3 §3 question fields; the type chooses which are kept (the others are dropped by the domain's rules). */
export const QuestionDefinitionInput = builder.inputType('QuestionDefinitionInput', {
  fields: (t) => ({
    type: t.field({ type: QuestionTypeEnum, required: true }),
    label: t.string({ required: true }),
    helperText: t.string(),
    placeholder: t.string(),
    attachments: t.field({ type: [QuestionAttachmentInput] }),
    yesAnswerText: t.string(),
    noAnswerText: t.string(),
    rules: t.field({ type: QuestionRulesInput }),
    prefix: t.string(),
    suffix: t.string(),
    enableNumberFormatting: t.boolean(),
    view: t.field({ type: QuestionViewEnum }),
    multiple: t.boolean(),
    options: t.field({ type: [QuestionOptionInput] }),
    otherOption: t.boolean(),
    file: t.field({ type: QuestionFileSettingsInput }),
  }),
});
