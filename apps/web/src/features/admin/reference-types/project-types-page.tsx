import {
  CreateProjectServiceTypeDocument,
  DeleteProjectServiceTypeDocument,
  ProjectServiceTypesDocument,
  UpdateProjectServiceTypeDocument,
} from './reference-types-documents';
import { ReferenceTypesPage } from './reference-types-page';

const DOCUMENTS = {
  list: ProjectServiceTypesDocument,
  create: CreateProjectServiceTypeDocument,
  update: UpdateProjectServiceTypeDocument,
  remove: DeleteProjectServiceTypeDocument,
};

/** /admin/project-service-types: the Project Types list. */
export function ProjectTypesPage() {
  return (
    <ReferenceTypesPage
      title="Project Types"
      singular="Project Type"
      withDescription
      documents={DOCUMENTS}
      select={(data) => data.projectServiceTypes}
      toInput={(values) => values}
    />
  );
}
