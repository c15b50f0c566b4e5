import { loadGtm } from './gtm';

/** The layout's tracking id, as the server render wrote it (PublicLayout's `data-gtm-id`). */
export function startGtm(doc: Document = document): boolean {
  return loadGtm(doc.querySelector('[data-gtm-id]')?.getAttribute('data-gtm-id'), doc);
}
