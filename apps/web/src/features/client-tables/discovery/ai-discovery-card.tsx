import { useMutation } from '@apollo/client/react';
import { Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { AI_MESSAGES } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { toUserMessage } from '../../../lib/errors';
import { AiAdvisoryCaption, AiSearchControls, useAiSearchCard } from '../../ai';
import { AddSuggestedClientTableDocument } from '../client-tables-documents';
import { SuggestedTableItem } from './suggested-table-item';

export const AI_DISCOVERY_TITLE = 'AI Client Discovery';

interface AiDiscoveryCardProps {
  projectId: string;
  /** Reloads the project's client tables once a suggestion was added. */
  onAdded: () => void;
}

/**
 * Spec 2 §3 Search (AI) DISCOVERY: a keyword starts a search of the company's earlier client-table designs (within the
 * plan's allowance); each suggested table can be added to the project.
 */
export function AiDiscoveryCard({ projectId, onAdded }: AiDiscoveryCardProps) {
  const card = useAiSearchCard(projectId, 'DISCOVERY');
  const [addTable] = useMutation(AddSuggestedClientTableDocument);
  const { enqueueSnackbar } = useSnackbar();
  const tables = card.search?.status === 'SUCCESS' ? card.search.clientTables : [];
  const add = async (suggestionId: string, name: string) => {
    try {
      await addTable({ variables: { projectId, suggestionId } });
      enqueueSnackbar(`The table '${name}' was added to the project`, { variant: 'success' });
      onAdded();
      return true;
    } catch (problem) {
      enqueueSnackbar(toUserMessage(problem), { variant: 'error' });
      return false;
    }
  };
  return (
    <Card variant="outlined" component="section" aria-labelledby="ai-discovery-title">
      <CardHeader
        title={AI_DISCOVERY_TITLE}
        subheader="Suggest client tables from the designs of your earlier projects."
        slotProps={{ title: { component: 'h2', variant: 'h6', id: 'ai-discovery-title' } }}
      />
      <CardContent>
        <Stack spacing={2}>
          <AiSearchControls
            card={card}
            label="What should the tables cover?"
            actionLabel="Search"
            replaceWarning={tables.length > 0 ? AI_MESSAGES.replaceResults : null}
          />
          {card.search?.status === 'SUCCESS' ? (
            <>
              {tables.length === 0 ? (
                <Typography color="text.secondary">No tables were suggested for this keyword</Typography>
              ) : (
                <Stack
                  spacing={1}
                  component="ul"
                  aria-label="Suggested client tables"
                  sx={{ listStyle: 'none', p: 0, m: 0 }}
                >
                  {tables.map((table) => (
                    <SuggestedTableItem key={table.id} table={table} onAdd={() => add(table.id, table.name)} />
                  ))}
                </Stack>
              )}
              <AiAdvisoryCaption />
            </>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
