import type { ServiceDeps } from '../context';
import type { FileService } from '../files/service';
// Placeholder: the REST issue fills this service in.
export function createNewsService(_deps: ServiceDeps, _files: FileService) {
  return {};
}

export type NewsService = ReturnType<typeof createNewsService>;
