import { graphql } from '../../../gql';

/** Spec 2 §7 Create project from the wizard, optionally with the copy settings of a base project. */
export const CreateWizardProjectDocument = graphql(`
  mutation CreateWizardProject($input: ProjectInput!, $copy: ProjectCopyInput) {
    createProject(input: $input, copy: $copy) {
      id
    }
  }
`);
