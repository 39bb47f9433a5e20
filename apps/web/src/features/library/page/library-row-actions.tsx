import HistoryIcon from '@mui/icons-material/History';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Box, IconButton, Tooltip } from '@mui/material';
import { RowAction } from '../../../components/data-table';
import type { LibraryQuestion } from '../library-model';
import type { LibraryDialog } from './library-dialog';

interface LibraryRowActionsProps {
  question: LibraryQuestion;
  onOpen: (dialog: LibraryDialog) => void;
}

/** Spec 3 §6, §8 a question's actions: History; Edit where allowed, otherwise why not; Delete where allowed. */
export function LibraryRowActions({ question, onOpen }: LibraryRowActionsProps) {
  const { label } = question.question;
  return (
    <>
      <Tooltip title="History">
        <IconButton aria-label={`History of ${label}`} onClick={() => onOpen({ kind: 'history', question })}>
          <HistoryIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {question.permissions.edit ? (
        <RowAction action="Edit" name={label} onClick={() => onOpen({ kind: 'question', question })} />
      ) : (
        <Tooltip title={question.readonlyReason ?? ''}>
          <Box
            component="span"
            role="img"
            aria-label={question.readonlyReason ?? undefined}
            sx={{ display: 'inline-flex', p: 1, color: 'text.secondary', verticalAlign: 'middle' }}
          >
            <LockOutlinedIcon fontSize="small" />
          </Box>
        </Tooltip>
      )}
      {question.permissions.delete ? (
        <RowAction
          action="Delete"
          name={label}
          onClick={() => onOpen({ kind: 'delete-questions', questions: [question] })}
        />
      ) : null}
    </>
  );
}
