import { graphql } from '../../gql';

export const NotificationItemFragment = graphql(`
  fragment NotificationItem on Notification {
    id
    kind
    new
    createdAt
    message
    link
  }
`);

export const NotificationsDocument = graphql(`
  query Notifications($before: ID, $first: Int) {
    notifications(before: $before, first: $first) {
      total
      unread
      results {
        ...NotificationItem
      }
    }
  }
`);

export const ChangeNotificationReadStateDocument = graphql(`
  mutation ChangeNotificationReadState($ids: [ID!]!, $isNew: Boolean!) {
    changeNotificationReadState(ids: $ids, isNew: $isNew)
  }
`);

export const NotificationEventsDocument = graphql(`
  subscription NotificationEvents {
    notificationEvents {
      type
      ids
      isNew
      all
      unread
      notification {
        ...NotificationItem
      }
    }
  }
`);
