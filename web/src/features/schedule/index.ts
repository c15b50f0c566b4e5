export { MySchedulePage } from './MySchedulePage';
export { RunningOrderPage } from './RunningOrderPage';
export { FavouriteButton } from './FavouriteButton';
export { festivalTimeRange } from './festivalTime';
export { FAVOURITES_KEY } from './favouritesStorage';
