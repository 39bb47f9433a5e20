import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, Divider, Drawer, IconButton, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { AnswerImportPanel, type AnswerImportPanelProps } from './answer-import-panel';
import { answersExportPath } from './answer-management-paths';
import { useVendorReport } from './use-vendor-report';

export const ANSWER_MANAGEMENT_TITLE = 'Answer Management';

export interface AnswerManagementProps extends AnswerImportPanelProps {
  /** Spec 2 §4: import only in AWAITING before the answers are submitted (the questionnaire's mayImport). */
  mayImport: boolean;
}

/**
 * Spec 2 §2 Answer Management side drawer (supplier users): export the product's answers to XLSX, import a filled-in
 * export (only when mayImport), and download the vendor report.
 */
export function AnswerManagementDrawer({
  projectId,
  productId,
  mayImport,
  beforeApply,
  onClose,
}: AnswerManagementProps & { onClose: () => void }) {
  const titleId = useId();
  const report = useVendorReport(projectId, productId);
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{
        paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 480 }, p: 3 } },
      }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography id={titleId} variant="h5" component="h2">
          {ANSWER_MANAGEMENT_TITLE}
        </Typography>
        <IconButton aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Stack spacing={3}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            href={answersExportPath(projectId, productId)}
            download
          >
            Export Answers
          </Button>
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={report.download} disabled={report.loading}>
            Download Vendor Report
          </Button>
        </Stack>
        {mayImport ? (
          <>
            <Divider />
            <AnswerImportPanel projectId={projectId} productId={productId} beforeApply={beforeApply} />
          </>
        ) : null}
      </Stack>
    </Drawer>
  );
}
