import { lazyOnFirstOpen } from '../../shared/ui/lazyOnFirstOpen';

/** The band dialog, loaded on the first open (it is the only dialog code the lineup needs). */
export const BandDialog = lazyOnFirstOpen(
  async () => (await import('./BandDialog')).BandDialog,
  (props) => !!props.bandId,
);
