import { useEffect, useState } from 'react';
import { notifyError, notifySuccess } from './notify';
import { focusListCountIfLost } from './PagedListControls';

interface CollectionEditorOptions<T> {
  /** The list query's error: shown once as an 'Error' toast with `loadFailed` as fallback. */
  loadError: unknown;
  loadFailed: string;
  /** Deletes one item by id (the screen's typed mutation). */
  remove: (id: string) => Promise<unknown>;
  deleted: string;
  deleteFailed: string;
  /** Reloads the list after a delete or a save. */
  reload: () => Promise<unknown>;
  /** Reloads the list and answers one item as now stored (undefined when it is gone). */
  reloadItem: (id: string) => Promise<T | undefined>;
  /** Brings a deleted item back from the trash: the delete toast then offers Undo (#34). */
  undo?: (id: string) => Promise<unknown>;
}

/**
 * The state every admin list screen (lineup, news, archive) shares: which item the add/edit
 * dialog shows, deleting without confirmation with its toasts, and reloading after a change.
 */
export function useCollectionEditor<T extends { _id: string }>(options: CollectionEditorOptions<T>) {
  const { loadError, loadFailed, remove, deleted, deleteFailed, reload, reloadItem, undo } = options;
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<T | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

  useEffect(() => {
    if (loadError) notifyError(loadError, loadFailed);
  }, [loadError, loadFailed]);

  async function undoDelete(id: string) {
    try {
      await undo!(id);
      notifySuccess('Restored from the trash');
      await reload();
    } catch (e) {
      notifyError(e, 'Could not restore it');
    }
  }

  return {
    open,
    editing,
    deleting,
    openAdd: () => {
      setEditing(null);
      setOpen(true);
    },
    openEdit: (item: T) => {
      setEditing(item);
      setOpen(true);
    },
    close: () => setOpen(false),
    /** After a save: close and reload. `editing` stays until the next open, so the closing dialog keeps its title. */
    saved: () => {
      setOpen(false);
      void reload();
    },
    /** After a conflicting save: the dialog edits the item as stored now (closed if it was deleted); answers it. */
    reloadEditing: async (id: string) => {
      const fresh = await reloadItem(id);
      if (fresh) setEditing(fresh);
      else setOpen(false);
      return fresh;
    },
    remove: async (item: T) => {
      setDeleting(item._id);
      try {
        await remove(item._id);
        // With the trash, the toast's Undo brings it back for as long as it shows.
        notifySuccess(deleted, undo && { label: 'Undo', onClick: () => void undoDelete(item._id) });
        await reload();
        focusListCountIfLost();
      } catch (e) {
        notifyError(e, deleteFailed);
      } finally {
        setDeleting(null);
      }
    },
  };
}
