import {
  Box,
  Checkbox,
  Chip,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { PAGE_SIZES, QUESTION_MESSAGES } from '@shortlist/domain';
import type { ReactNode } from 'react';
import { WRAPPING_PAGINATION_SX } from '../../../components/data-table';
import { QUESTION_TYPE_LABELS } from '../../question-editor';
import type { LibraryQuestion } from '../library-model';

interface LibraryQuestionListProps {
  questions: readonly LibraryQuestion[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  onPageChange: (page: number, pageSize: number) => void;
  selected: ReadonlySet<string>;
  /** Checks or unchecks the questions given. */
  onSelect: (questions: readonly LibraryQuestion[], checked: boolean) => void;
  rowActions?: (question: LibraryQuestion) => ReactNode;
  /** Shown under 'No questions to display.', e.g. a button to add one. */
  emptyAction?: ReactNode;
}

/** Spec 3 §2, §9 the library's question list: selectable rows and paging by 10, 20 or 50. */
export function LibraryQuestionList(props: LibraryQuestionListProps) {
  const { questions, total, page, pageSize, loading, onPageChange, selected, onSelect, rowActions } = props;
  const checkedOnPage = questions.filter((question) => selected.has(question.id)).length;
  const columnCount = rowActions ? 6 : 5;

  return (
    <Box>
      {loading ? <LinearProgress aria-label="Loading questions" /> : <Box sx={{ height: 4 }} />}
      <TableContainer>
        <Table size="small" aria-label="Questions">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={questions.length > 0 && checkedOnPage === questions.length}
                  indeterminate={checkedOnPage > 0 && checkedOnPage < questions.length}
                  disabled={questions.length === 0}
                  onChange={(event) => onSelect(questions, event.target.checked)}
                  slotProps={{ input: { 'aria-label': 'Select all questions on this page' } }}
                />
              </TableCell>
              <TableCell>Question</TableCell>
              <TableCell>Type</TableCell>
              <TableCell>Tags</TableCell>
              <TableCell>Created By</TableCell>
              {rowActions ? <TableCell align="right">Actions</TableCell> : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {questions.length === 0 && !loading ? (
              <TableRow>
                <TableCell colSpan={columnCount} align="center" sx={{ py: 4 }}>
                  <Typography color="text.secondary">{QUESTION_MESSAGES.noLibraryQuestions}</Typography>
                  {props.emptyAction}
                </TableCell>
              </TableRow>
            ) : (
              questions.map((question) => (
                <QuestionRow
                  key={question.id}
                  question={question}
                  checked={selected.has(question.id)}
                  onCheck={(checked) => onSelect([question], checked)}
                  actions={rowActions?.(question)}
                  hasActions={rowActions !== undefined}
                />
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={Math.max(0, page - 1)}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[...PAGE_SIZES]}
        onPageChange={(_event, next) => onPageChange(next + 1, pageSize)}
        onRowsPerPageChange={(event) => onPageChange(1, Number(event.target.value))}
        sx={WRAPPING_PAGINATION_SX}
      />
    </Box>
  );
}

interface QuestionRowProps {
  question: LibraryQuestion;
  checked: boolean;
  onCheck: (checked: boolean) => void;
  actions: ReactNode;
  hasActions: boolean;
}

function QuestionRow({ question, checked, onCheck, actions, hasActions }: QuestionRowProps) {
  const { label, type } = question.question;
  return (
    <TableRow hover selected={checked}>
      <TableCell padding="checkbox">
        <Checkbox
          checked={checked}
          onChange={(event) => onCheck(event.target.checked)}
          slotProps={{ input: { 'aria-label': `Select ${label}` } }}
        />
      </TableCell>
      <TableCell sx={{ maxWidth: 480 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {label}
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ mt: 0.5 }}>
          {question.isPublic ? <Chip size="small" color="info" variant="outlined" label="Public" /> : null}
          {question.isExternal ? <Chip size="small" variant="outlined" label="External" /> : null}
        </Stack>
      </TableCell>
      <TableCell>{QUESTION_TYPE_LABELS[type]}</TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {question.tags.map((tag) => (
            <Chip key={tag.id} size="small" label={tag.label} />
          ))}
        </Box>
      </TableCell>
      <TableCell>{question.createdBy?.name ?? ''}</TableCell>
      {hasActions ? (
        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
          {actions}
        </TableCell>
      ) : null}
    </TableRow>
  );
}
