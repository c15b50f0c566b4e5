export { LineupPage } from './LineupPage';
// The band dialog and the Cards / Running order / My schedule tabs are shared with the schedule pages.
export { BandDialog, BandImage, type Band, type Stage } from './BandDialog';
export { LineupTabs } from './LineupTabs';
