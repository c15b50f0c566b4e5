export { LineupPage } from './LineupPage';
