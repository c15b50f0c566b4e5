// A server-rendered page registers the offline worker before (or without) the app.
export { registerServiceWorker } from './registerServiceWorker';
