import type { ServiceDeps } from '../context';
import type { AuditService } from '../audit/service';
import type { FileService } from '../files/service';
import { createChores } from './chores';
import { createFileKeeper } from './files';
import type { Tracking } from './track';
import { createTrashStore } from './trash';
import { createVersionStore } from './versions';

/** The stores behind versions, the trash and the purges (#34), shared by every collection and singleton service. */
export function createTracking(deps: ServiceDeps, files: FileService, audit: AuditService): Tracking {
  const { keepVersions, trashDays, auditDays } = deps.config.history;
  const keeper = createFileKeeper(files);
  const versions = createVersionStore(keeper, keepVersions);
  const trash = createTrashStore(keeper, versions, trashDays);
  const chores = createChores({ trash, audit, now: deps.now, auditDays, logger: deps.logger });
  return { keeper, versions, trash, audit, chores };
}

export { historyOperations } from './operations';
export { isStoredPath, type StoredPath } from './files';
export { reviveDates, track, type Tracking } from './track';
export { trackedKindOf, trackingHooks } from './hooks';
