import { Navigate, useParams } from 'react-router';
import { templateQuestionsPath } from './templates-paths';

/** Spec 3 §2: /templates/{id} without a page opens its questions (which send readers on to the preview). */
export function TemplateRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={templateQuestionsPath(id)} replace />;
}
