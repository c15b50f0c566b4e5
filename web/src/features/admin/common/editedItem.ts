import { createContext } from 'react';

/**
 * Reloads the item an admin collection's dialog is editing (by id) and answers it as stored now
 * (undefined when it is gone); provided by CollectionScreen, used by EntityFormDialog after a
 * conflicting save.
 */
export const EditedItemReload = createContext<((id: string) => Promise<unknown>) | null>(null);
