import type { ServiceDeps } from '../context';
import type { FileService } from '../files/service';
// Placeholder: the REST issue fills this service in.
export function createArchiveService(_deps: ServiceDeps, _files: FileService) {
  return {};
}

export type ArchiveService = ReturnType<typeof createArchiveService>;
