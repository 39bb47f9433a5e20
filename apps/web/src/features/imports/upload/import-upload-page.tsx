import { useMutation } from '@apollo/client/react';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { uploadFile } from '../../../components/upload-queue';
import { ImportWizardLayout } from '../import-wizard-layout';
import { ParseImportedProjectDocument } from '../imports-documents';
import { IMPORT_SAMPLE_PATH, IMPORTS_PATHS, importProgressPath } from '../imports-paths';
import { importFailure } from '../use-question-import';
import { importFileRefusal } from './import-file-check';
import { SpreadsheetDropZone } from './spreadsheet-drop-zone';

interface Chosen {
  file: File;
  refusal: string | null;
}

/**
 * Spec 3 §2 Upload File: one .xlsx of at most 70 MB, checked here and again by the server; Submit uploads it, asks
 * for it to be parsed and shows the job's progress. Cancel goes to My Uploads.
 */
export function ImportUploadPage() {
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [parse] = useMutation(ParseImportedProjectDocument);

  const choose = async (file: File) => {
    setFailure(null);
    setChosen({ file, refusal: await importFileRefusal(file) });
  };

  const submit = async () => {
    if (!chosen || chosen.refusal !== null) return;
    setBusy(true);
    setFailure(null);
    try {
      const stored = await uploadFile(chosen.file, 'xlsx');
      const { data } = await parse({ variables: { fileId: stored.id } });
      if (data) void navigate(importProgressPath(data.parseImportedProject.id));
    } catch (error) {
      setFailure(importFailure(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ImportWizardLayout step={0}>
      <Stack spacing={2}>
        <Typography>
          Upload a spreadsheet of questions: its sections, question labels, types, options, required rules, weights and
          helper texts.{' '}
          <Link href={IMPORT_SAMPLE_PATH} download>
            <DownloadIcon fontSize="inherit" aria-hidden /> Download the sample file
          </Link>
        </Typography>
        <SpreadsheetDropZone onFile={(file) => void choose(file)} disabled={busy} />
        {chosen ? <Typography>Chosen file: {chosen.file.name}</Typography> : null}
        {chosen?.refusal || failure ? <Alert severity="error">{chosen?.refusal ?? failure}</Alert> : null}
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={IMPORTS_PATHS.uploads}>
            Cancel
          </Button>
          <Button
            variant="contained"
            disabled={busy || chosen === null || chosen.refusal !== null}
            onClick={() => void submit()}
          >
            Submit
          </Button>
        </Stack>
      </Stack>
    </ImportWizardLayout>
  );
}
