import { Button, Stack, Typography } from '@mui/material';
import { formatDate, type ProjectRelation } from '@shortlist/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { invitationDetailsPath, invitationPreviewPath } from '../../../lib/invitation-paths';
import { supplierFaqPath } from '../../faq';
import { ProjectStatusChip } from '../../projects';
import type { Questionnaire } from './questionnaire-model';
import { SupplierRoadMap } from './supplier-road-map';
import type { QuestionnaireVariables } from './use-questionnaire-cache';

/** The relation the status chip reads the status for (a prop named `role`, not an ARIA role). */
const SUPPLIER: ProjectRelation = 'SUPPLIER';

interface QuestionnaireHeaderProps {
  questionnaire: Questionnaire;
  variables: QuestionnaireVariables;
  progress: number;
  /** Shown beside the links (the Answer Management button). */
  actions?: ReactNode;
}

/** The project and product answered, the links back to the project's supplier pages and the road map with progress. */
export function QuestionnaireHeader({ questionnaire, variables, progress, actions }: QuestionnaireHeaderProps) {
  const { projectId, productId, hash } = variables;
  const { product } = questionnaire;
  return (
    <Stack spacing={2}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1">
          {questionnaire.projectName}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography color="text.secondary">
            {product.productName} · {product.vendorName}
          </Typography>
          <ProjectStatusChip status={questionnaire.projectStatus} type={questionnaire.projectType} role={SUPPLIER} />
          <Button component={RouterLink} to={invitationPreviewPath(projectId, productId, hash)}>
            Project Preview
          </Button>
          <Button component={RouterLink} to={invitationDetailsPath(projectId, productId, hash)}>
            Project Details
          </Button>
          <Button component={RouterLink} to={supplierFaqPath(projectId, hash)}>
            Project FAQ
          </Button>
          {actions}
        </Stack>
        {product.answersSubmitDeadline && !product.answersSubmittedAt ? (
          <Typography>Your answers are due on {formatDate(product.answersSubmitDeadline)}.</Typography>
        ) : null}
      </Stack>
      <SupplierRoadMap
        type={questionnaire.projectType}
        status={questionnaire.projectStatus}
        participation={product.participationStatus}
        progress={product.participationStatus === 'ACCEPTED' ? progress : null}
      />
    </Stack>
  );
}
