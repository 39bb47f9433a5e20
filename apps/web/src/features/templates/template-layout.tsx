import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, Chip, Container, Link, Stack, Tab, Tabs, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { Navigate, Link as RouterLink } from 'react-router';
import { PageProgress } from '../../components/page-progress';
import { toUserMessage } from '../../lib/errors';
import { useSession } from '../../lib/session';
import { templateOwner } from './list/template-list-filter';
import { TemplateStatusControl } from './status/template-status-control';
import { TemplateDialog } from './template-dialog';
import { TEMPLATES_PATHS, templatePreviewPath, templateQuestionsPath } from './templates-paths';
import { type TemplateRecord, useTemplate } from './use-template';

type TemplatePage = 'questions' | 'preview';

interface TemplateLayoutProps {
  page: TemplatePage;
  children: (template: TemplateRecord) => ReactNode;
}

/**
 * The frame of a template's pages (spec 3 §2 /templates/{id}/{questions|preview}): back to the list, the name, owner,
 * service types and status control, Edit for those who may, and the page tabs. Those who may not open the questions
 * (another company's template without MANAGE_BROKERS, or without MANAGE_PROJECT_TEMPLATES) are sent to the preview.
 */
export function TemplateLayout({ page, children }: TemplateLayoutProps) {
  const { template, error } = useTemplate();
  if (template && page === 'questions' && !template.permissions.openQuestions) {
    return <Navigate to={templatePreviewPath(template.id)} replace />;
  }
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Link component={RouterLink} to={TEMPLATES_PATHS.list}>
        Templates
      </Link>
      {template ? (
        <>
          <TemplateHeader template={template} page={page} />
          {children(template)}
        </>
      ) : error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {toUserMessage(error)}
        </Alert>
      ) : (
        <PageProgress />
      )}
    </Container>
  );
}

function TemplateHeader({ template, page }: { template: TemplateRecord; page: TemplatePage }) {
  const { profile } = useSession();
  const [editing, setEditing] = useState(false);
  return (
    <Box sx={{ mt: 1, mb: 3 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {template.name}
        </Typography>
        <TemplateStatusControl template={template} />
        {template.permissions.edit ? (
          <Button startIcon={<EditIcon />} onClick={() => setEditing(true)}>
            Edit Template
          </Button>
        ) : null}
      </Stack>
      <Typography color="text.secondary">Owner: {templateOwner(template, profile?.company.id)}</Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }} aria-label="Service types">
        {template.serviceTypes.map((type) => (
          <Chip key={type.id} size="small" variant="outlined" label={type.label} />
        ))}
      </Stack>
      <Tabs value={page} sx={{ mt: 2 }} aria-label="Template pages">
        {template.permissions.openQuestions ? (
          <Tab value="questions" label="Questions" component={RouterLink} to={templateQuestionsPath(template.id)} />
        ) : null}
        <Tab value="preview" label="Preview" component={RouterLink} to={templatePreviewPath(template.id)} />
      </Tabs>
      {editing ? (
        <TemplateDialog template={template} onClose={() => setEditing(false)} onSaved={() => setEditing(false)} />
      ) : null}
    </Box>
  );
}
