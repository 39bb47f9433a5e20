import { Box, Paper, Stack, Typography } from '@mui/material';
import { SUPPLIER_RESULT_TEXTS, supplierSeesResult } from '@shortlist/domain';
import { useId } from 'react';
import { SupplierDebrief } from './supplier-debrief';
import type { InvitationViewProps } from './use-supplier-project';

/**
 * Spec 2 §4 Invitation banner, RFP/RFI in COMPLETED: the accepted supplier's result (winner or not) and the broker's
 * feedback when the broker shared it, and the assessment summary the broker sent (issue 38); nothing in other statuses
 * or for a Panel.
 */
export function SupplierResultCard({ project, product }: Pick<InvitationViewProps, 'project' | 'product'>) {
  const id = useId();
  if (!supplierSeesResult(project.type, project.status, product.participationStatus)) return null;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 3 }}>
      <Stack spacing={2}>
        <Typography id={id} variant="h6" component="h2">
          {SUPPLIER_RESULT_TEXTS.title}
        </Typography>
        <Typography>{product.winner ? SUPPLIER_RESULT_TEXTS.winner : SUPPLIER_RESULT_TEXTS.notWinner}</Typography>
        {product.feedback ? (
          <Box>
            <Typography variant="subtitle2" component="h3">
              {SUPPLIER_RESULT_TEXTS.feedback}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{product.feedback}</Typography>
          </Box>
        ) : null}
        {product.debrief ? <SupplierDebrief debrief={product.debrief} /> : null}
      </Stack>
    </Paper>
  );
}
