export { InfoPage } from './InfoPage';
