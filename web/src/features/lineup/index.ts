export { LineupPage } from './LineupPage';
// The band dialog and the Cards / Running order / My schedule tabs are shared with the schedule pages.
export { BandDialog } from './LazyBandDialog';
export { BandImage, type Band, type Stage } from './BandImage';
export { LineupTabs } from './LineupTabs';
