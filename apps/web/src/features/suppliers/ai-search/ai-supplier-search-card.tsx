import { Card, CardContent, CardHeader, List, Stack, Typography } from '@mui/material';
import { AI_MESSAGES } from '@shortlist/domain';
import { AiAdvisoryCaption, AiSearchControls, useAiSearchCard } from '../../ai';
import type { SupplierActions } from '../use-supplier-actions';
import { AiSupplierItem } from './ai-supplier-item';

export const AI_SUPPLIER_SEARCH_TITLE = 'AI Supplier Search';

/**
 * Spec 2 §3 Search (AI), §4 AI supplier search and §9: a keyword starts a search job (within the plan's allowance);
 * its suggestions are candidates with the supplier row view, invited with their purpose as the reason for selection.
 */
export function AiSupplierSearchCard({ projectId, actions }: { projectId: string; actions: SupplierActions }) {
  const card = useAiSearchCard(projectId, 'PRODUCTS');
  const products = card.search?.status === 'SUCCESS' ? card.search.products : [];
  return (
    <Card variant="outlined" component="section" aria-labelledby="ai-supplier-search-title">
      <CardHeader
        title={AI_SUPPLIER_SEARCH_TITLE}
        subheader="Describe what you need; suitable suppliers are suggested from the directory."
        slotProps={{ title: { component: 'h2', id: 'ai-supplier-search-title' } }}
      />
      <CardContent>
        <Stack spacing={2}>
          <AiSearchControls
            card={card}
            label="What are you looking for?"
            actionLabel="Search"
            replaceWarning={products.length > 0 ? AI_MESSAGES.replaceResults : null}
          />
          {card.search?.status === 'SUCCESS' ? (
            <>
              <Typography variant="subtitle2" component="h3">
                Suggestions for “{card.search.keyword}”
              </Typography>
              {products.length === 0 ? (
                <Typography color="text.secondary">No suppliers were suggested for this keyword</Typography>
              ) : (
                <List dense aria-label="AI supplier suggestions">
                  {products.map((product) => (
                    <AiSupplierItem key={product.id} product={product} actions={actions} />
                  ))}
                </List>
              )}
              <AiAdvisoryCaption />
            </>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
