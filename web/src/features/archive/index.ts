export { ArchivePage } from './ArchivePage';
