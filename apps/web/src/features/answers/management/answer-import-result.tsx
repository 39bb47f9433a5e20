import { Alert, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { ANSWER_MESSAGES } from '@shortlist/domain';
import { DetailList } from '../../../components/detail-list';
import { answerCount, type ImportSummary } from './answer-import-summary';

/**
 * What an uploaded answers file would change: how many answers changed, are invalid and are unchanged, and each
 * invalid one with its problem; the spec's warning when there is nothing to apply.
 */
export function AnswerImportResult({ summary }: { summary: ImportSummary }) {
  return (
    <Stack spacing={2}>
      {summary.changed.length === 0 ? <Alert severity="warning">{ANSWER_MESSAGES.importEmpty}</Alert> : null}
      <DetailList
        details={[
          { label: 'Changed', value: answerCount(summary.changed.length) },
          { label: 'Invalid', value: answerCount(summary.invalid.length) },
          { label: 'Unchanged', value: answerCount(summary.unchanged) },
        ]}
      />
      {summary.invalid.length > 0 ? (
        <Table size="small" aria-label="Invalid answers">
          <TableHead>
            <TableRow>
              <TableCell>Row</TableCell>
              <TableCell>Question</TableCell>
              <TableCell>Problem</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {summary.invalid.map((question) => (
              <TableRow key={question.id}>
                <TableCell>{question.row}</TableCell>
                <TableCell>{question.label}</TableCell>
                <TableCell>{question.problem}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </Stack>
  );
}
