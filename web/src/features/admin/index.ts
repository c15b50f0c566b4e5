export { AdminRoutes } from './routes';
