import { Notification } from 'react-admin';

/** Save and delete confirmations: top centre for three seconds, as the spec asks. */
export const TopNotification = () => (
  <Notification anchorOrigin={{ vertical: 'top', horizontal: 'center' }} autoHideDuration={3000} />
);
