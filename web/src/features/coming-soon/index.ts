export { ComingSoonPage } from './ComingSoonPage';
