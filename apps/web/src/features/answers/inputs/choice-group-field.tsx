import { FormControl, FormHelperText } from '@mui/material';
import { type FocusEvent, type ReactNode, useId } from 'react';

export interface ChoiceGroupA11y {
  'aria-labelledby': string;
  'aria-describedby': string | undefined;
}

interface ChoiceGroupFieldProps {
  labelId: string;
  /** The message of the rule the choice breaks, under the group. */
  problem: string | null;
  /** The group itself, given the attributes that name it and tie it to the message. */
  children: (a11y: ChoiceGroupA11y) => ReactNode;
}

/** Radio buttons or check boxes named by the question's label, with the draft's message under them. */
export function ChoiceGroupField({ labelId, problem, children }: ChoiceGroupFieldProps) {
  const messageId = useId();
  return (
    <FormControl error={Boolean(problem)} fullWidth margin="dense">
      {children({ 'aria-labelledby': labelId, 'aria-describedby': problem ? messageId : undefined })}
      {problem ? <FormHelperText id={messageId}>{problem}</FormHelperText> : null}
    </FormControl>
  );
}

/** A group's blur handler that calls `onBlur` only when the focus leaves the whole group, not between its choices. */
export const groupBlur = (onBlur: (() => void) | undefined) => (event: FocusEvent<HTMLElement>) => {
  if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
};
