import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { IMPORT_MESSAGES } from '@shortlist/domain';
import { Link as RouterLink } from 'react-router';
import { countOf } from '../../../lib/format';
import { ImportPage } from '../import-page';
import { IMPORTS_PATHS, importQuestionsPath } from '../imports-paths';
import type { QuestionImportRecord } from '../use-question-import';
import { SkippedRowsTable } from './skipped-rows-table';

/**
 * Spec 3 §2 Upload File, once sent: the parse job's progress (asked again every second), then the rows that could
 * not be read and Next to the review, or why it failed and a way to upload another file.
 */
export function ImportProgressPage() {
  return (
    <ImportPage step={0} poll>
      {(record) => <ImportProgress record={record} />}
    </ImportPage>
  );
}

function ImportProgress({ record }: { record: QuestionImportRecord }) {
  if (record.status === 'PENDING') {
    return (
      <Stack spacing={1}>
        <Typography>Reading {record.name}…</Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Box sx={{ flexGrow: 1 }}>
            <LinearProgress variant="determinate" value={record.progress} aria-label="Reading the file" />
          </Box>
          <Typography>{record.progress}%</Typography>
        </Stack>
      </Stack>
    );
  }
  if (record.status === 'FAILED') {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="error">{record.error ?? IMPORT_MESSAGES.failed}</Alert>
        <Button variant="contained" component={RouterLink} to={IMPORTS_PATHS.upload}>
          Upload Another File
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <Alert severity="success">
        {record.name}: {countOf(record.sectionCount, 'section')} and {countOf(record.questionCount, 'question')} were
        read.
      </Alert>
      {record.skippedRows.length > 0 ? <SkippedRowsTable rows={record.skippedRows} /> : null}
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to={IMPORTS_PATHS.upload}>
          Upload Another File
        </Button>
        <Button variant="contained" component={RouterLink} to={importQuestionsPath(record.id)}>
          Next
        </Button>
      </Stack>
    </Stack>
  );
}
