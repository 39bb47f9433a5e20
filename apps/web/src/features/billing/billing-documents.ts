import { graphql } from '../../gql';

/** Whether plans are paid by card (STRIPE_SECRET_KEY set on the server) or assigned by the administrators. */
export const BillingConfigDocument = graphql(`
  query BillingConfig {
    config {
      billing {
        cardPayments
      }
    }
  }
`);

/** Spec 3 §7, spec 1 §9: pricing products (active, page size 10), cheapest first. */
export const PricingProductsDocument = graphql(`
  query PricingProducts($pagination: PageInput, $filter: PricingProductFilter) {
    pricingProducts(pagination: $pagination, filter: $filter) {
      total
      results {
        id
        name
        description
        status
        metadata {
          isPopular
          buttonText
          buttonVariant
          isFree
        }
        prices {
          id
          unitAmount
          active
          recurring {
            interval
          }
        }
        marketingFeatures {
          name
        }
      }
    }
  }
`);

/** How many more users the viewer's company may invite under its plan. */
export const InvitationAllowanceDocument = graphql(`
  query InvitationAllowance {
    invitationAllowance {
      active
      current
      max
      remaining
    }
  }
`);

/** Self-hosted billing: an administrator puts a company on a plan. */
export const AssignPlanDocument = graphql(`
  mutation AssignPlan($companyId: ID!, $planId: ID!) {
    assignPlan(companyId: $companyId, planId: $planId) {
      status
      currentPeriodEnd
      cancelAtPeriodEnd
      plan {
        id
        name
        isFree
      }
    }
  }
`);
