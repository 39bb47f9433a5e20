import type { MockedResponse } from '@apollo/client/testing';
import type { ParticipationStatus } from '@shortlist/domain';
import { SupplierProjectDocument } from './invitation-documents';

export const PROJECT_ID = 'project-1';
export const PRODUCT_ID = 'invitation-1';

export const product = (
  participationStatus: ParticipationStatus,
  id = PRODUCT_ID,
  productName = 'Acme People HRIS',
) => ({
  __typename: 'SupplierProjectProduct' as const,
  id,
  productId: `product-${id}`,
  productName,
  vendorName: 'Acme Software',
  participationStatus,
  winner: null,
  feedback: null,
  debrief: null,
});

const SECTIONS = [
  {
    __typename: 'SupplierProjectSection' as const,
    id: 'section-1',
    name: 'General',
    description: '',
    questions: [
      {
        __typename: 'SupplierProjectQuestion' as const,
        id: 'question-1',
        label: 'Company name',
        helperText: '',
        type: 'STRING' as const,
        multiple: false,
      },
    ],
  },
];

/** The project as the server answers it; with a link token (`hash`) the reader reads as the link's holder. */
export const projectMock = (
  products: Array<ReturnType<typeof product>>,
  hash: string | null = null,
  signedIn = hash === null,
): MockedResponse => {
  const accepted = products.some((candidate) => candidate.participationStatus === 'ACCEPTED');
  return {
    request: { query: SupplierProjectDocument, variables: { id: PROJECT_ID, hash } },
    result: {
      data: {
        supplierProject: {
          __typename: 'SupplierProject',
          id: PROJECT_ID,
          name: 'Benefits Broker RFP',
          type: 'RFP',
          status: 'PUBLISHED',
          intro: 'Welcome',
          description: 'About the project',
          publishDate: '2030-03-02T00:00:00.000Z',
          submissionDeadline: '2030-03-09T00:00:00.000Z',
          questionsClarificationDeadline: null,
          questionsSubmissionDeadline: '2030-03-20T00:00:00.000Z',
          plannedDecisionDate: '2030-04-05T00:00:00.000Z',
          brokerageFirm: 'Northwind Brokerage',
          signedIn,
          products,
          sections: accepted ? SECTIONS : [],
        },
      },
    },
  };
};
