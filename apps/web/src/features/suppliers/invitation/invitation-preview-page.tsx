import { Button, Stack } from '@mui/material';
import { supplierSeesQuestions } from '@shortlist/domain';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { invitationDetailsPath, registerWithTokenPath } from '../../../lib/invitation-paths';
import { REGISTER_PATH } from '../../../lib/paths';
import { QuestionnairePreview, questionnaireProgress, SupplierRoadMap, useSupplierQuestionnaire } from '../../answers';
import { VendorClientTables } from '../../client-tables';
import { supplierFaqPath } from '../../faq';
import { InvitationBanner } from './invitation-banner';
import { ProductSwitcher } from './product-switcher';
import { SupplierProjectFrame } from './supplier-project-frame';
import { SupplierProjectHeader } from './supplier-project-header';
import { SupplierQuestionsList } from './supplier-questions-list';
import { SupplierResultCard } from './supplier-result-card';
import { useInvitationDialogs } from './use-invitation-dialogs';
import type { InvitationViewProps } from './use-supplier-project';

/**
 * Spec 2 §2 /invite-to-project/{id}/preview[/{productId}]: the invitation banner (or the result), the supplier road
 * map and, once accepted, the questions read-only (with the answers and the progress for a signed-in supplier); a
 * product switcher when more than one of the company's products is invited.
 */
export function InvitationPreviewPage() {
  return (
    <SupplierProjectFrame>
      {(project, product, hash) => <InvitationPreview project={project} product={product} hash={hash} />}
    </SupplierProjectFrame>
  );
}

function InvitationPreview({ project, product, hash }: InvitationViewProps) {
  const { signedIn } = project;
  const { askAccept, askDecline, dialogs } = useInvitationDialogs(project, product, hash);
  const seesQuestions = supplierSeesQuestions(project.status, product.participationStatus);
  const variables = useMemo(
    () => ({ projectId: project.id, productId: product.id, hash }),
    [project.id, product.id, hash],
  );
  const { questionnaire } = useSupplierQuestionnaire(variables, !(signedIn && seesQuestions));
  return (
    <Stack spacing={3}>
      <SupplierProjectHeader project={project} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ProductSwitcher projectId={project.id} products={project.products} productId={product.id} hash={hash} />
        <Button component={RouterLink} to={invitationDetailsPath(project.id, product.id, hash)}>
          Project Details
        </Button>
        <Button component={RouterLink} to={supplierFaqPath(project.id, hash)}>
          Project FAQ
        </Button>
      </Stack>
      <InvitationBanner
        status={project.status}
        participationStatus={product.participationStatus}
        signedIn={signedIn}
        registerHref={hash ? registerWithTokenPath(hash) : REGISTER_PATH}
        onAccept={askAccept}
        onDecline={askDecline}
      />
      <SupplierResultCard project={project} product={product} />
      <SupplierRoadMap
        type={project.type}
        status={project.status}
        participation={product.participationStatus}
        progress={questionnaire ? questionnaireProgress(questionnaire).percent : null}
      />
      <VendorClientTables projectId={project.id} hash={hash} />
      {questionnaire ? <QuestionnairePreview questionnaire={questionnaire} variables={variables} /> : null}
      {seesQuestions && !signedIn && project.sections.length > 0 ? (
        <SupplierQuestionsList sections={project.sections} />
      ) : null}
      {dialogs}
    </Stack>
  );
}
