import { useApolloClient } from '@apollo/client/react';
import { REPORT_MESSAGES } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { useEffect, useRef, useState } from 'react';
import type { ReportFieldsFragment, ReportStatus } from '../../gql/graphql';
import { toUserMessage } from '../../lib/errors';
import { reportDownload } from './report-download';
import { ReportDocument } from './reports-documents';

/** How often a PENDING report is asked about again. */
export const REPORT_POLL_MS = 1000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Follows a report's job (spec 1 §3 Job state) until it is done: then 'The report has been exported' and the browser
 * downloads it; FAILED or an error: 'The system is unable to generate the report, try again later' (spec 2 §8). A
 * request the server refuses says why (`refusal`). `start` takes the call that asks for the report and answers
 * whether the file came; `status` is the job's last known state, for the dialog to show.
 */
export function useReportProgress() {
  const client = useApolloClient();
  const { enqueueSnackbar } = useSnackbar();
  const [status, setStatus] = useState<ReportStatus | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const follow = async (asked: ReportFieldsFragment): Promise<ReportFieldsFragment> => {
    let report = asked;
    while (report.status === 'PENDING' && mounted.current) {
      await pause(REPORT_POLL_MS);
      const { data } = await client.query({
        query: ReportDocument,
        variables: { id: report.id },
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('No report');
      report = data.report;
      if (mounted.current) setStatus(report.status);
    }
    return report;
  };

  const start = async (ask: () => Promise<ReportFieldsFragment>): Promise<boolean> => {
    setStatus('PENDING');
    setRefusal(null);
    let asked: ReportFieldsFragment;
    try {
      asked = await ask();
    } catch (error) {
      const message = toUserMessage(error);
      if (mounted.current) {
        setStatus(null);
        setRefusal(message);
      }
      enqueueSnackbar(message, { variant: 'error' });
      return false;
    }
    try {
      const report = await follow(asked);
      if (report.status !== 'SUCCESS' || !report.url) throw new Error(REPORT_MESSAGES.failed);
      enqueueSnackbar(REPORT_MESSAGES.exported, { variant: 'success' });
      reportDownload.start(report.url);
      return true;
    } catch {
      if (mounted.current) {
        setStatus('FAILED');
        enqueueSnackbar(REPORT_MESSAGES.failed, { variant: 'error' });
      }
      return false;
    }
  };

  return { start, status, refusal, pending: status === 'PENDING' };
}
