import { graphql } from '../../gql';

export const SendFeedbackDocument = graphql(`
  mutation SendFeedback($title: String!, $message: String!, $pathname: String) {
    sendFeedback(title: $title, message: $message, pathname: $pathname)
  }
`);
