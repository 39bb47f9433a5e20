import { Alert, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { ANSWER_MESSAGES } from '@shortlist/domain';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { UploadFilesControl, useUploadQueue } from '../../../components/upload-queue';
import { AnswerImportResult } from './answer-import-result';
import type { ImportSummary } from './answer-import-summary';
import { useAnswerImport } from './use-answer-import';

export const IMPORT_TITLE = 'Import Answers';

export interface AnswerImportPanelProps {
  projectId: string;
  /** The project product (the :productId of the questionnaire's route). */
  productId: string;
  /** Awaited before an import writes, so that answers the page is still saving land first (autosave.settle). */
  beforeApply?: () => Promise<unknown>;
}

/**
 * Spec 2 §4 Spreadsheet import: one .xlsx (the export, filled in) is uploaded and read; Apply writes its valid
 * changed answers, after the partial-import confirmation when some answers are invalid.
 */
export function AnswerImportPanel({ projectId, productId, beforeApply }: AnswerImportPanelProps) {
  const headingId = useId();
  const { state, read, apply, applying, reset } = useAnswerImport(projectId, productId, beforeApply);
  const [confirming, setConfirming] = useState<ImportSummary | null>(null);
  const uploads = useUploadQueue({ types: 'xlsx', onUploaded: (record) => void read(record.id) });

  const applyAll = async (summary: ImportSummary) => {
    await apply(summary);
    setConfirming(null);
  };

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Typography id={headingId} variant="h6" component="h3">
        {IMPORT_TITLE}
      </Typography>
      {state.step === 'read' ? (
        <>
          <AnswerImportResult summary={state.summary} />
          <Stack direction="row" spacing={1}>
            {state.summary.changed.length > 0 ? (
              <Button
                variant="contained"
                disabled={applying}
                onClick={() =>
                  state.summary.invalid.length > 0 ? setConfirming(state.summary) : applyAll(state.summary)
                }
              >
                Apply
              </Button>
            ) : null}
            <Button onClick={reset} disabled={applying}>
              Choose Another File
            </Button>
          </Stack>
        </>
      ) : (
        <>
          <Typography color="text.secondary">
            Upload the exported file with your answers filled in. Only changed answers that pass validation are
            imported.
          </Typography>
          {state.step === 'reading' ? (
            <LinearProgress aria-label="Reading the file" />
          ) : (
            <UploadFilesControl
              uploads={uploads}
              buttonLabel="Choose File"
              inputLabel="Answers file (.xlsx)"
              listLabel="File upload"
              accept=".xlsx"
              multiple={false}
            />
          )}
          {state.step === 'refused' ? <Alert severity="error">{state.message}</Alert> : null}
        </>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={IMPORT_TITLE}
        message={ANSWER_MESSAGES.importPartial}
        confirmLabel="Apply"
        busy={applying}
        onConfirm={() => confirming && applyAll(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </Stack>
  );
}
