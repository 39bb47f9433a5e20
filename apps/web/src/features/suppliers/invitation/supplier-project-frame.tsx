import { Container } from '@mui/material';
import { ERROR_CODES } from '@shortlist/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ErrorScreen } from '../../../components/error-screen';
import { PageProgress } from '../../../components/page-progress';
import { errorCode } from '../../../lib/errors';
import { registerWithTokenPath } from '../../../lib/invitation-paths';
import { HOME_PATH } from '../../../lib/paths';
import { type SupplierProductRecord, type SupplierProjectRecord, useSupplierProject } from './use-supplier-project';

interface SupplierProjectFrameProps {
  children: (project: SupplierProjectRecord, product: SupplierProductRecord, hash: string | null) => ReactNode;
}

/**
 * The frame of the supplier pages. Spec 2 §2 Supplier pages: a missing project or product goes to registration
 * when the address carries the invitation token, otherwise home.
 */
export function SupplierProjectFrame({ children }: SupplierProjectFrameProps) {
  const { hash, project, product, loading, error } = useSupplierProject();
  if (!project && loading) return <PageProgress />;
  const missing = error ? errorCode(error) === ERROR_CODES.notFound : !product;
  if (missing || !project || !product) {
    if (!missing) return <ErrorScreen error={error} />;
    return <Navigate to={hash ? registerWithTokenPath(hash) : HOME_PATH} replace />;
  }
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      {children(project, product, hash)}
    </Container>
  );
}
