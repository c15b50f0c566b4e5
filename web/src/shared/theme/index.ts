export { festivalConfig } from './festival';
export { festivalSystem } from './system';
