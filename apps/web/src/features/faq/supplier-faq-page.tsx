import { useQuery } from '@apollo/client/react';
import { Button, Container, Stack, Typography } from '@mui/material';
import { ERROR_CODES } from '@shortlist/domain';
import { Navigate, Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { ErrorScreen } from '../../components/error-screen';
import { PageProgress } from '../../components/page-progress';
import { errorCode } from '../../lib/errors';
import { invitationPreviewPath } from '../../lib/invitation-paths';
import { HOME_PATH } from '../../lib/paths';
import { FaqBoard } from './faq-board';
import { ProjectFaqDocument } from './faq-documents';

/**
 * Spec 2 §2 /invite-to-project/{id}/faq: the project's FAQ for a signed-in supplier or a visitor with the invitation's
 * hash; not-found style errors go to /.
 */
export function SupplierFaqPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const variables = { projectId: id, hash: params.get('hash') };
  const { data, error } = useQuery(ProjectFaqDocument, { variables, fetchPolicy: 'cache-and-network' });
  if (data) {
    return (
      <Container maxWidth="lg" sx={{ py: 4 }}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="h6" component="p">
              {data.projectFaq.projectName}
            </Typography>
            <Button component={RouterLink} to={invitationPreviewPath(id, null, variables.hash)}>
              Project Preview
            </Button>
          </Stack>
          <FaqBoard faq={data.projectFaq} variables={variables} filterable={false} />
        </Stack>
      </Container>
    );
  }
  if (!error) return <PageProgress />;
  if (errorCode(error) === ERROR_CODES.notFound) return <Navigate to={HOME_PATH} replace />;
  return <ErrorScreen error={error} />;
}
