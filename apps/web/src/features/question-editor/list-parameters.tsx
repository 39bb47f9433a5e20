import { availableListViews, listView } from '@shortlist/domain';
import { useEffect } from 'react';
import { type UseFormSetValue, useWatch } from 'react-hook-form';
import { FormSelectField, FormSwitch } from '../../components/form';
import { ListOptionsEditor } from './list-options-editor';
import type { QuestionEditorControl, QuestionEditorFields } from './question-editor-fields';
import { questionViewOptions } from './question-type-labels';

interface ListParametersProps {
  control: QuestionEditorControl;
  setValue: UseFormSetValue<QuestionEditorFields>;
}

/**
 * LIST: the options, the fixed other option (sent as {Other}), the view and whether several options may be chosen.
 * Spec 3 §5: once an option asks a clarification question, SELECT is unavailable and a SELECT view becomes CHECKBOX.
 */
export function ListParameters({ control, setValue }: ListParametersProps) {
  const options = useWatch({ control, name: 'options' });
  const view = useWatch({ control, name: 'view' });

  useEffect(() => {
    const allowed = listView(view, options);
    if (allowed !== view) setValue('view', allowed, { shouldDirty: true });
  }, [view, options, setValue]);

  return (
    <>
      <ListOptionsEditor control={control} />
      <FormSwitch
        control={control}
        name="otherOption"
        label="Other Option"
        helperText="Adds an “Other” option at the end of the list"
      />
      <FormSelectField
        control={control}
        name="view"
        label="View"
        required
        options={questionViewOptions(availableListViews(options))}
      />
      <FormSwitch control={control} name="multiple" label="Multiple Answers" />
    </>
  );
}
