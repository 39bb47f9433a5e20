import { Button } from '@mui/material';
import { useState } from 'react';
import {
  ANSWER_MANAGEMENT_TITLE,
  AnswerManagementDrawer,
  type AnswerManagementProps,
} from './answer-management-drawer';

/** Opens the Answer Management drawer; for the header of the supplier's questionnaire. */
export function AnswerManagementButton(props: AnswerManagementProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {ANSWER_MANAGEMENT_TITLE}
      </Button>
      {open ? <AnswerManagementDrawer {...props} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
