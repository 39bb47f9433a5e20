import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { DEBRIEF_TEXTS, formatDate } from '@shortlist/domain';
import { useId } from 'react';
import type { SupplierProductRecord } from './use-supplier-project';

type Debrief = NonNullable<SupplierProductRecord['debrief']>;

/**
 * Issue 38 item 3: the assessment summary the buyer sent the supplier (its latest, as sent): its score per section
 * against the winning bid (never named), the totals and the notes the buyer shared.
 */
export function SupplierDebrief({ debrief }: { debrief: Debrief }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Stack spacing={1}>
        <Typography id={id} variant="subtitle1" component="h3">
          {DEBRIEF_TEXTS.heading}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {DEBRIEF_TEXTS.sentAt(formatDate(debrief.sentAt))}
        </Typography>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby={id}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {DEBRIEF_TEXTS.section}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {DEBRIEF_TEXTS.yours}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {DEBRIEF_TEXTS.winning}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {debrief.sections.map((section, index) => (
                // Sections are named as sent; two may share a name, so the position keys them.
                // biome-ignore lint/suspicious/noArrayIndexKey: the summary as sent has no section ids
                <TableRow key={index}>
                  <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                    {section.name}
                  </TableCell>
                  <TableCell align="right">{section.yours}</TableCell>
                  <TableCell align="right">{section.winning}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell component="th" scope="row" sx={{ fontWeight: 'bold' }}>
                  {DEBRIEF_TEXTS.total}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 'bold' }}>
                  {debrief.totalYours}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 'bold' }}>
                  {debrief.totalWinning}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </Box>
        {debrief.notes ? (
          <Box>
            <Typography variant="subtitle2" component="h4">
              {DEBRIEF_TEXTS.notes}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{debrief.notes}</Typography>
          </Box>
        ) : null}
      </Stack>
    </Box>
  );
}
