import { useApolloClient } from '@apollo/client/react';
import { Alert, type AlertColor, Button, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CardPageLayout } from '../../../components/card-page-layout';
import { toUserMessage } from '../../../lib/errors';
import { VerifyReceiptDocument } from './receipt-documents';

type Outcome = { severity: AlertColor; message: string };

const SEVERITY: Record<string, AlertColor> = { MATCHES: 'success', CHANGED: 'warning', NONE: 'error' };

/**
 * Issue 37 /verify-receipt: anyone holding a submission receipt (signed in or not) checks it against the answers
 * stored now. The link in the receipt fills the id and digest and checks at once; the answer names nothing beyond
 * what was typed.
 */
export function VerifyReceiptPage() {
  const client = useApolloClient();
  const [params] = useSearchParams();
  const [receiptId, setReceiptId] = useState(params.get('id') ?? '');
  const [digest, setDigest] = useState(params.get('digest') ?? '');
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const check = async (id: string, typed: string) => {
    setChecking(true);
    try {
      const { data } = await client.query({
        query: VerifyReceiptDocument,
        variables: { receiptId: id, digest: typed },
        fetchPolicy: 'network-only',
      });
      const verdict = data?.verifyReceipt;
      if (verdict) setOutcome({ severity: SEVERITY[verdict.verdict] ?? 'info', message: verdict.message });
    } catch (error) {
      setOutcome({ severity: 'error', message: toUserMessage(error) });
    } finally {
      setChecking(false);
    }
  };

  const linked = useRef({ id: params.get('id'), digest: params.get('digest') });
  // biome-ignore lint/correctness/useExhaustiveDependencies: checks the link's receipt once, when the page opens.
  useEffect(() => {
    const { id, digest: fromLink } = linked.current;
    if (id && fromLink) void check(id, fromLink);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void check(receiptId, digest);
  };

  return (
    <CardPageLayout title="Verify a Receipt" maxWidth={640}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Every submission of answers gives the supplier a receipt: its id and a SHA-256 digest of the answers and files
        submitted. Enter both to check them against the answers stored now.
      </Typography>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <TextField
          label="Receipt id"
          value={receiptId}
          onChange={(event) => setReceiptId(event.target.value)}
          helperText="R- and 8 characters, or the full id from the link"
          required
        />
        <TextField
          label="Digest"
          value={digest}
          onChange={(event) => setDigest(event.target.value)}
          helperText="64 hexadecimal characters"
          required
        />
        <Button type="submit" variant="contained" disabled={checking || !receiptId.trim() || !digest.trim()}>
          Verify
        </Button>
        {outcome ? (
          <Alert severity={outcome.severity} role="status">
            {outcome.message}
          </Alert>
        ) : null}
      </Stack>
    </CardPageLayout>
  );
}
