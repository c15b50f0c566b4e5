export { OFFLINE_MESSAGE, OfflineNotice, useOnline } from './OfflineNotice';
export { registerServiceWorker } from './registerServiceWorker';
