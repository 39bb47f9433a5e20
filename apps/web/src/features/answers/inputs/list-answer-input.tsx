import { answerMaxLength, type ListQuestionDefinition, OTHER_OPTION_LABEL, optionKey } from '@shortlist/domain';
import { type AnswerDraft, ruleProblem } from './answer-draft';
import { AnswerTextField } from './answer-text-field';
import { type ListChoice, ListChoices } from './list-choices';
import { messageOf, type TypeInputProps } from './type-input-props';

const OTHER_CHOICE_LABEL = 'Other';

const choicesOf = (definition: ListQuestionDefinition): ListChoice[] => [
  ...definition.options.map((option) => ({
    key: optionKey(option),
    label: option.label,
    asksText: option.clarificationQuestion,
  })),
  ...(definition.otherOption ? [{ key: OTHER_OPTION_LABEL, label: OTHER_CHOICE_LABEL, asksText: true }] : []),
];

const chosenOf = (draft: AnswerDraft): string[] =>
  Array.isArray(draft.value) ? draft.value.filter((key): key is string => typeof key === 'string') : [];

const textsOf = (draft: AnswerDraft): Record<string, unknown> =>
  draft.secondaryValue && typeof draft.secondaryValue === 'object' && !Array.isArray(draft.secondaryValue)
    ? (draft.secondaryValue as Record<string, unknown>)
    : {};

const textOf = (draft: AnswerDraft, key: string) => {
  const text = textsOf(draft)[key];
  return typeof text === 'string' ? text : '';
};

/** The texts of the choices still chosen: the secondary value holds texts of chosen options only. */
function choose(draft: AnswerDraft, chosen: string[]): AnswerDraft {
  const texts = Object.entries(textsOf(draft)).filter(([key]) => chosen.includes(key));
  return { ...draft, value: chosen, secondaryValue: texts.length > 0 ? Object.fromEntries(texts) : null };
}

const textLabel = (choice: ListChoice) =>
  choice.key === OTHER_OPTION_LABEL ? OTHER_CHOICE_LABEL : `${choice.label}: clarification`;

/**
 * LIST: the chosen option ids (always a list); the other option as '{Other}' with its required text, and a
 * clarification text for each chosen option that asks one, kept by option id in the secondary value.
 */
export function ListAnswerInput({
  definition,
  draft,
  onChange,
  onBlur,
  readOnly,
  projectMaxLength,
  labelId,
  problem,
}: TypeInputProps<ListQuestionDefinition>) {
  const choices = choicesOf(definition);
  const chosen = chosenOf(draft);
  const texts = choices.filter((choice) => choice.asksText && chosen.includes(choice.key));
  const maxLength = answerMaxLength(definition, projectMaxLength);
  // The domain names the secondary value, not the text: each text is checked alone to place the message under it.
  const textProblem = (key: string) =>
    problem?.field === 'secondaryValue'
      ? messageOf(
          ruleProblem(
            definition,
            { ...draft, value: [key], secondaryValue: { [key]: textOf(draft, key) } },
            projectMaxLength,
          ),
          'secondaryValue',
        )
      : null;
  return (
    <>
      <ListChoices
        choices={choices}
        chosen={chosen}
        multiple={definition.multiple}
        view={definition.view}
        onChoose={(next) => onChange(choose(draft, next))}
        onBlur={onBlur}
        readOnly={readOnly}
        labelId={labelId}
        problem={messageOf(problem, 'value')}
      />
      {texts.map((choice) => (
        <AnswerTextField
          key={choice.key}
          label={textLabel(choice)}
          required={choice.key === OTHER_OPTION_LABEL}
          value={textOf(draft, choice.key)}
          onTextChange={(text) => onChange({ ...draft, secondaryValue: { ...textsOf(draft), [choice.key]: text } })}
          onBlur={onBlur}
          readOnly={readOnly}
          maxLength={maxLength}
          problem={textProblem(choice.key)}
        />
      ))}
    </>
  );
}
