import { useQuery } from '@apollo/client/react';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { formatDateTime, receiptDigestLine } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { Link as RouterLink } from 'react-router';
import { SubmissionReceiptsDocument } from './receipt-documents';

interface ReceiptDetailsProps {
  projectId: string;
  productId: string;
}

const digestStyle = { fontFamily: 'monospace', wordBreak: 'break-all' } as const;

/**
 * Issue 37: the latest receipt of the product's submitted answers (its code, server time and SHA-256 digest, a copy
 * button and the verify link), then the earlier ones, newest first.
 */
export function ReceiptDetails({ projectId, productId }: ReceiptDetailsProps) {
  const { enqueueSnackbar } = useSnackbar();
  const { data } = useQuery(SubmissionReceiptsDocument, { variables: { projectId, productId } });
  const [latest, ...earlier] = data?.submissionReceipts ?? [];
  if (!latest) return null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(receiptDigestLine(latest.id, latest.digest));
      enqueueSnackbar('Receipt copied', { variant: 'success' });
    } catch {
      enqueueSnackbar('The receipt could not be copied: select the digest instead', { variant: 'warning' });
    }
  };

  return (
    <Box component="section" aria-labelledby="receipt-heading" sx={{ border: 1, borderColor: 'divider', p: 2 }}>
      <Typography id="receipt-heading" component="h2" variant="subtitle1">
        Receipt {latest.code}
      </Typography>
      <Typography variant="body2">Submitted {formatDateTime(latest.submittedAt)} (server time)</Typography>
      <Typography variant="body2" sx={digestStyle} aria-label="SHA-256 digest">
        {latest.digest}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={copy}>
          Copy receipt
        </Button>
        <Link component={RouterLink} to={latest.verifyPath}>
          Verify this receipt
        </Link>
      </Stack>
      {earlier.length > 0 ? (
        <>
          <Typography id="earlier-receipts" component="h3" variant="subtitle2" sx={{ mt: 2 }}>
            Earlier receipts
          </Typography>
          <Box component="ul" aria-labelledby="earlier-receipts" sx={{ pl: 2, my: 0 }}>
            {earlier.map((receipt) => (
              <li key={receipt.id}>
                <Typography variant="body2">
                  {receipt.code}, submitted {formatDateTime(receipt.submittedAt)}:{' '}
                  <Box component="span" sx={digestStyle}>
                    {receipt.digest}
                  </Box>{' '}
                  <Link component={RouterLink} to={receipt.verifyPath} aria-label={`Verify receipt ${receipt.code}`}>
                    Verify
                  </Link>
                </Typography>
              </li>
            ))}
          </Box>
        </>
      ) : null}
    </Box>
  );
}
