import { useQuery } from '@apollo/client/react';
import { Box, Stack, Typography } from '@mui/material';
import { ERROR_CODES } from '@shortlist/domain';
import { Suspense, useMemo } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { AccessDeniedPage } from '../../components/access-denied-page';
import { BlindScoringNotice } from '../../components/blind-scoring-notice';
import { ErrorScreen } from '../../components/error-screen';
import { NotFoundPage } from '../../components/not-found-page';
import { PageProgress } from '../../components/page-progress';
import { errorCode } from '../../lib/errors';
import { BranchScope } from '../branches';
import { ConflictsNotice, ProjectLayout, projectPreviewPath } from '../projects';
import { ExportReportButton } from '../reports';
import { ComparisonGridDocument } from './comparison-documents';
import { ComparisonGrid } from './comparison-grid';
import { comparisonRows } from './comparison-model';
import { comparisonTabShown } from './comparison-tab';

/** The comparison on show, in the viewer's scope. */
interface ComparisonContext {
  projectId: string;
  comparisonId: string;
  branchId: string | null;
}

/**
 * Spec 2 §2 /projects/{id}/comparison/{comparisonId}: the Products Comparison page. With branches on, the comparison
 * is read in the branch named by `?branch=` (else the viewer's first).
 */
export function ComparisonPage() {
  const { id: projectId = '', comparisonId = '' } = useParams();
  const [search] = useSearchParams();
  const branchId = search.get('branch');
  // Asked for at once, beside the project (not after it): the grid is most of the page's wait.
  const early = useGridQuery({ projectId, comparisonId, branchId }, false);
  return (
    <ProjectLayout>
      {(project) =>
        comparisonTabShown(project) ? (
          <BranchScope project={project} initialBranchId={branchId}>
            {(scope) => (
              <LoadedComparison
                context={{ projectId: project.id, comparisonId, branchId: scope }}
                early={scope === branchId ? early : null}
              />
            )}
          </BranchScope>
        ) : (
          <Navigate to={projectPreviewPath(project.id)} replace />
        )
      }
    </ProjectLayout>
  );
}

/** Spec 2 §8 Comparison load: 404 the not-found page, 403 the forbidden page, anything else the generic page. */
function LoadFailure({ error }: { error: unknown }) {
  const code = errorCode(error);
  if (code === ERROR_CODES.notFound) return <NotFoundPage />;
  if (code === ERROR_CODES.forbidden) return <AccessDeniedPage />;
  return <ErrorScreen error={error} />;
}

/** Spec 2 §7 Load comparison: from the network, past the cache (a grid of 30,000 answers, as the scoring page does). */
function useGridQuery(context: ComparisonContext, skip: boolean) {
  return useQuery(ComparisonGridDocument, {
    variables: { projectId: context.projectId, id: context.comparisonId, branchId: context.branchId },
    fetchPolicy: 'no-cache',
    skip,
  });
}

interface LoadedComparisonProps {
  context: ComparisonContext;
  /** The page's own read, when it asked for this scope. */
  early: ReturnType<typeof useGridQuery> | null;
}

function LoadedComparison({ context, early }: LoadedComparisonProps) {
  const own = useGridQuery(context, early !== null);
  const { data, error } = early ?? own;
  const read = data?.comparisonGrid;
  const rows = useMemo(() => (read ? comparisonRows(read) : []), [read]);
  if (error) return <LoadFailure error={error} />;
  if (!read) return <PageProgress />;
  return (
    <Stack spacing={2}>
      <ConflictsNotice projectId={context.projectId} />
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
          {read.comparison.name}
        </Typography>
        <Suspense fallback={null}>
          <ExportReportButton
            projectId={context.projectId}
            branchId={context.branchId}
            comparisonId={context.comparisonId}
          />
        </Suspense>
      </Box>
      {read.comparison.description ? (
        <Typography color="text.secondary">{read.comparison.description}</Typography>
      ) : null}
      <BlindScoringNotice blind={read.blind} />
      <ComparisonGrid read={read} rows={rows} />
    </Stack>
  );
}
