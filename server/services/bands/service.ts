import type { ServiceDeps } from '../context';
import type { FileService } from '../files/service';
// Placeholder: the REST issue fills this service in.
export function createBandService(_deps: ServiceDeps, _files: FileService) {
  return {};
}

export type BandService = ReturnType<typeof createBandService>;
