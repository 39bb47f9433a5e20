import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { INVITE_FILE_COLUMNS, INVITE_FILE_MESSAGES, INVITE_TEMPLATE_PATH, type ProjectStatus } from '@shortlist/domain';
import { useId, useState } from 'react';
import type { UploadedFile } from '../../components/upload-queue';
import { AttachedFileRow, UploadFilesControl, useUploadQueue } from '../../components/upload-queue';
import { InviteByFileResult } from './invite-by-file-result';
import { type FileInvitation, type FileInviteOutcome, useInviteByFile } from './use-invite-by-file';

export const INVITE_BY_FILE_TITLE = 'Upload XLSX';

interface InviteByFileDialogProps {
  project: { id: string; status: ProjectStatus };
  onClose: () => void;
}

/**
 * Spec 2 §5 Upload mode and §7 Invite by file upload: the template to download, one .xlsx uploaded (a file is
 * required: 'File is not uploaded yet'), then how many suppliers were invited and each row that was not.
 */
export function InviteByFileDialog({ project, onClose }: InviteByFileDialogProps) {
  const id = useId();
  const invite = useInviteByFile(project.id);
  const [file, setFile] = useState<UploadedFile | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<FileInvitation | null>(null);
  const [busy, setBusy] = useState(false);
  const uploads = useUploadQueue({
    types: 'xlsx',
    onUploaded: (record) => {
      setFile(record);
      setProblem(null);
    },
  });

  const settle = (outcome: FileInviteOutcome) => {
    if (outcome.kind === 'unsent') onClose();
    if (outcome.kind === 'refused') setProblem(outcome.message);
    if (outcome.kind === 'done') setResult(outcome.result);
  };

  const submit = async () => {
    if (!file) {
      setProblem(INVITE_FILE_MESSAGES.notUploaded);
      return;
    }
    setBusy(true);
    const outcome = await invite(file.id);
    setBusy(false);
    settle(outcome);
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth>
      <DialogTitle id={`${id}-title`}>{INVITE_BY_FILE_TITLE}</DialogTitle>
      <DialogContent>
        {result ? (
          <InviteByFileResult result={result} projectStatus={project.status} />
        ) : (
          <Stack spacing={2}>
            <Typography>
              {`One supplier per row, with the columns ${INVITE_FILE_COLUMNS.productName} and ${INVITE_FILE_COLUMNS.email}.`}
            </Typography>
            <Link href={INVITE_TEMPLATE_PATH} download>
              Download template
            </Link>
            {file ? (
              <AttachedFileRow
                filename={file.filename}
                url={file.url}
                removeLabel={`Remove file ${file.filename}`}
                onRemove={() => setFile(null)}
              />
            ) : (
              <UploadFilesControl
                uploads={uploads}
                buttonLabel="Choose File"
                inputLabel="Supplier invitation file (.xlsx)"
                listLabel="File upload"
                accept=".xlsx"
                multiple={false}
              />
            )}
            {problem ? <Alert severity="error">{problem}</Alert> : null}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {result ? (
          <Button variant="contained" onClick={onClose}>
            Close
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button variant="contained" disabled={busy || uploads.busy} onClick={submit}>
              Invite
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
