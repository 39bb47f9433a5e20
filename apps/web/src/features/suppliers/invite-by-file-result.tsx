import { Alert, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { addedParticipation, INVITE_FILE_MESSAGES, type ProjectStatus } from '@shortlist/domain';
import type { FileInvitation } from './use-invite-by-file';

/**
 * What an invitation file came to: how many suppliers were invited (before publishing: added, to be invited when the
 * project is published), and each row that was not, with why.
 */
export function InviteByFileResult({
  result,
  projectStatus,
}: {
  result: FileInvitation;
  projectStatus: ProjectStatus;
}) {
  const sentNow = addedParticipation(projectStatus) === 'INVITED';
  const summary = sentNow ? INVITE_FILE_MESSAGES.invited : INVITE_FILE_MESSAGES.queued;
  return (
    <Stack spacing={2}>
      <Alert severity={result.invited > 0 ? 'success' : 'info'}>{summary(result.invited)}</Alert>
      {result.rejected.length > 0 ? (
        <Table size="small" aria-label="Rows not invited">
          <TableHead>
            <TableRow>
              <TableCell>Row</TableCell>
              <TableCell>Column</TableCell>
              <TableCell>Reason</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {result.rejected.map((rejected) => (
              <TableRow key={rejected.row}>
                <TableCell>{rejected.row}</TableCell>
                <TableCell>{rejected.column}</TableCell>
                <TableCell>{rejected.reason}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </Stack>
  );
}
