import { useQuery } from '@apollo/client/react';
import { Alert, Button, Checkbox, FormControlLabel } from '@mui/material';
import { type CopyOrigin, originBaseRefusal, projectWizardTitle } from '@shortlist/domain';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AccessDeniedPage } from '../../../components/access-denied-page';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageProgress } from '../../../components/page-progress';
import { useAccess } from '../../../lib/session';
import { ProjectForm } from '../form/project-form';
import { useProjectFormOptions } from '../form/use-project-form-options';
import type { ProjectRecord } from '../layout/use-project';
import { ProjectDocument } from '../projects-documents';
import { PROJECTS_PATHS, projectDashboardPath } from '../projects-paths';
import { OriginBanner } from './origin-banner';
import { copyInputFor, originFormFields } from './origin-form-values';
import { useCreateWizardProject } from './use-wizard-save';

interface OriginWizardProps {
  baseProjectId: string;
  origin: CopyOrigin;
}

/**
 * Spec 2 §2, §4: a project started from a base (clone, RFP based on an RFI, next iteration of a Panel). The type
 * chooser is skipped; the form is pre-filled from the base under the origin's banner. Cloning is admin only.
 */
export function OriginWizard({ baseProjectId, origin }: OriginWizardProps) {
  const can = useAccess();
  const denied = origin === 'CLONE' && !can('MANAGE_ALL_PROJECTS');
  const { data, loading } = useQuery(ProjectDocument, {
    variables: { id: baseProjectId },
    fetchPolicy: 'cache-and-network',
    skip: denied,
  });
  const base = data?.project ?? null;
  if (denied) return <AccessDeniedPage />;
  if (base === null) return loading ? <PageProgress /> : <NotFoundPage />;
  const refusal = originBaseRefusal(origin, base);
  if (refusal !== null) {
    return (
      <Alert
        severity="error"
        action={
          <Button component={RouterLink} to={projectDashboardPath(base.id)} color="inherit">
            Back to the project
          </Button>
        }
      >
        {refusal}
      </Alert>
    );
  }
  return <OriginForm key={`${base.id}-${origin}`} base={base} origin={origin} />;
}

function OriginForm({ base, origin }: { base: ProjectRecord; origin: CopyOrigin }) {
  const navigate = useNavigate();
  const options = useProjectFormOptions(
    {
      managers: [...base.productOwners, ...base.brokerageContacts.map((contact) => contact.user)],
      experts: base.domainExperts,
      viewers: base.viewers,
    },
    { creating: true },
  );
  const copy = copyInputFor(base.id, origin);
  // Spec 2 §7 copyProducts: offered where the origin copies suppliers (clone, RFP based on an RFI).
  const offersSuppliers = Boolean(copy.copyProducts);
  const [copySuppliers, setCopySuppliers] = useState(offersSuppliers);
  const create = useCreateWizardProject({ ...copy, copyProducts: copySuppliers });
  return (
    <>
      <OriginBanner origin={origin} baseName={base.name} />
      {offersSuppliers ? (
        <FormControlLabel
          label="Copy suppliers"
          control={<Checkbox checked={copySuppliers} onChange={(event) => setCopySuppliers(event.target.checked)} />}
        />
      ) : null}
      <ProjectForm
        title={projectWizardTitle(origin)}
        initial={originFormFields(base, origin)}
        isNew
        options={options}
        enableExperts={options.enableExperts}
        publishDateEditable
        onCancel={() => void navigate(PROJECTS_PATHS.list)}
        onSave={create}
      />
    </>
  );
}
