import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  LinearProgress,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import {
  NO_REPORT_FLAGS,
  offeredReportFlags,
  REPORT_FORMAT_LABELS,
  REPORT_FORMATS,
  REPORT_MESSAGES,
  REPORT_STATUS_LABELS,
  type ReportFlags,
  type ReportFormatName,
  reportFlagsOffered,
} from '@shortlist/domain';
import { useState } from 'react';
import { toUserMessage } from '../../lib/errors';
import { GenerateProjectReportDocument, ReportChoicesDocument } from './reports-documents';
import { useReportProgress } from './use-report-progress';

export interface ReportScope {
  projectId: string;
  /** With branches on: the branch whose ratings the report holds. */
  branchId: string | null;
  comparisonId?: string | null;
}

const FLAG_LABELS: Record<keyof ReportFlags, string> = {
  skipDescription: 'Skip description',
  includeAnswerScore: 'Answer score',
  includeQuestionWeight: 'Question weight',
  includeNotes: 'Notes',
  includeClientTables: 'Client tables',
};

/**
 * Spec 2 §7 Report dialog: the format, the products (accepted, answers submitted; at least one) and the options the
 * format offers. Exporting shows the job's progress until the file downloads.
 */
export function ReportDialog({ scope, onClose }: { scope: ReportScope; onClose: () => void }) {
  const { data, error } = useQuery(ReportChoicesDocument, {
    variables: { projectId: scope.projectId, branchId: scope.branchId },
    fetchPolicy: 'network-only',
  });
  const [generate] = useMutation(GenerateProjectReportDocument);
  const { start, status, refusal, pending } = useReportProgress();
  const [format, setFormat] = useState<ReportFormatName>('PDF');
  const [flags, setFlags] = useState<ReportFlags>(NO_REPORT_FLAGS);
  /** Null until the user changes the choice: every product is chosen at first. */
  const [productIds, setProductIds] = useState<string[] | null>(null);
  const [touched, setTouched] = useState(false);
  const choices = data?.reportChoices;

  const chosen = productIds ?? choices?.products.map((product) => product.id) ?? [];
  const offered = choices ? offeredReportFlags(format, choices) : null;
  const toggleProduct = (id: string) =>
    setProductIds(chosen.includes(id) ? chosen.filter((other) => other !== id) : [...chosen, id]);
  const exportReport = async () => {
    setTouched(true);
    if (chosen.length === 0 || !choices) return;
    const done = await start(async () => {
      const result = await generate({
        variables: {
          input: {
            projectId: scope.projectId,
            branchId: scope.branchId,
            projectComparisonId: scope.comparisonId ?? null,
            format,
            productIds: chosen,
            ...reportFlagsOffered(format, choices, flags),
          },
        },
      });
      if (!result.data) throw new Error('No report');
      return result.data.generateProjectReport;
    });
    if (done) onClose();
  };

  return (
    <Dialog open onClose={pending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="report-dialog-title">
      <DialogTitle id="report-dialog-title">Export Report</DialogTitle>
      <DialogContent>
        {error ? <Alert severity="error">{toUserMessage(error)}</Alert> : null}
        {!choices && !error ? <LinearProgress aria-label="Loading the report options" /> : null}
        {choices && offered ? (
          <Stack spacing={2}>
            <FormControl>
              <FormLabel id="report-format">Format</FormLabel>
              <RadioGroup
                row
                aria-labelledby="report-format"
                value={format}
                onChange={(event) => setFormat(event.target.value as ReportFormatName)}
              >
                {REPORT_FORMATS.map((name) => (
                  <FormControlLabel
                    key={name}
                    value={name}
                    control={<Radio />}
                    label={REPORT_FORMAT_LABELS[name]}
                    disabled={pending}
                  />
                ))}
              </RadioGroup>
            </FormControl>
            <FormControl error={touched && chosen.length === 0} component="fieldset">
              <FormLabel component="legend">Products</FormLabel>
              <FormGroup>
                {choices.products.map((product) => (
                  <FormControlLabel
                    key={product.id}
                    control={
                      <Checkbox checked={chosen.includes(product.id)} onChange={() => toggleProduct(product.id)} />
                    }
                    label={product.name}
                    disabled={pending}
                  />
                ))}
              </FormGroup>
              {touched && chosen.length === 0 ? <FormHelperText>{REPORT_MESSAGES.noProduct}</FormHelperText> : null}
            </FormControl>
            <FormControl component="fieldset">
              <FormLabel component="legend">Options</FormLabel>
              <FormGroup>
                {(Object.keys(FLAG_LABELS) as Array<keyof ReportFlags>)
                  .filter((name) => offered[name])
                  .map((name) => (
                    <FormControlLabel
                      key={name}
                      control={
                        <Checkbox
                          checked={flags[name]}
                          onChange={(event) => setFlags({ ...flags, [name]: event.target.checked })}
                        />
                      }
                      label={FLAG_LABELS[name]}
                      disabled={pending}
                    />
                  ))}
              </FormGroup>
            </FormControl>
            {pending ? (
              <Stack spacing={1} role="status">
                <Typography variant="body2">{`Status: ${REPORT_STATUS_LABELS.PENDING}…`}</Typography>
                <LinearProgress aria-label="Generating the report" />
              </Stack>
            ) : null}
            {refusal ? <Alert severity="error">{refusal}</Alert> : null}
            {status === 'FAILED' ? (
              <Alert severity="error">{`Status: ${REPORT_STATUS_LABELS.FAILED}. ${REPORT_MESSAGES.failed}`}</Alert>
            ) : null}
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={exportReport} disabled={pending || !choices}>
          Export
        </Button>
      </DialogActions>
    </Dialog>
  );
}
