import type { HookSubject, OperationHooks } from '../hooks';
import { recordedActor } from '../request-context';
import { track, type TrackedKind, type Tracker, type Tracking } from './track';

/** What versions, the trash and the audit log need to know of a collection or singleton, from what every hook is told. */
export const trackedKindOf = (subject: HookSubject): TrackedKind => ({
  key: subject.key,
  history: Boolean(subject.definition.history),
  trash: subject.kind === 'collection' && Boolean(subject.definition.removable && subject.definition.trash),
  titleField: subject.titleField,
  fileFields: subject.fileFields,
  storedForm: subject.storedForm,
  singleton: subject.kind === 'singleton',
});

/**
 * Versions, the trash and the audit log (#34) as one capability on the operations' hook chains:
 * registered once (createServices), it records every write and removal of every collection and
 * singleton, as each definition's `history` / `trash` switches say, inside the operation's transaction.
 */
export function trackingHooks(tracking: Tracking): Partial<OperationHooks> {
  const trackers = new Map<string, Tracker>();
  const trackerOf = (subject: HookSubject) => {
    let tracker = trackers.get(subject.key);
    if (!tracker) trackers.set(subject.key, (tracker = track(trackedKindOf(subject), tracking)));
    return tracker;
  };
  return {
    afterWrite: ({ ctx, subject, tx, action, current, written, at }) => trackerOf(subject).written(tx, recordedActor(ctx), action, current, written, at),
    afterRemove: ({ ctx, subject, tx, row, at }) => trackerOf(subject).removed(tx, recordedActor(ctx), row, at),
  };
}
