export { MySchedulePage } from './MySchedulePage';
export { RunningOrderPage } from './RunningOrderPage';
