import { useApolloClient } from '@apollo/client/react';
import { REPORT_MESSAGES } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { VendorReportDocument } from './answer-management-documents';
import { downloadFrom } from './answer-management-paths';

/** Spec 2 §7 Vendor report (format XLSX, product id): the server answers with a url that the browser downloads. */
export function useVendorReport(projectId: string, productId: string) {
  const client = useApolloClient();
  const { enqueueSnackbar } = useSnackbar();
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      const { data } = await client.query({
        query: VendorReportDocument,
        variables: { projectId, productId },
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('No report address');
      downloadFrom(data.vendorReport);
      enqueueSnackbar(REPORT_MESSAGES.exported, { variant: 'success' });
    } catch {
      enqueueSnackbar(REPORT_MESSAGES.failed, { variant: 'error' });
    } finally {
      setLoading(false);
    }
  };
  return { download, loading };
}
