export { announceLiveNotification, useLiveNotification } from './live-notifications';
export { NotificationCentre } from './notification-centre';
