import { Box, Text } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { useT } from '../../shared/i18n';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser says it has a network (true on the server). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

export const OFFLINE_MESSAGE = "You're offline: showing saved information";

/** A polite banner while there is no network: what the page shows comes from the offline cache. */
export function OfflineNotice() {
  const online = useOnline();
  const t = useT();
  return (
    <Box aria-live="polite" aria-atomic="true">
      {!online && (
        <Box bg="yellow.subtle" color="yellow.fg" borderBottomWidth="1px" borderColor="yellow.muted" px="4" py="2" textAlign="center" data-testid="offline-notice">
          <Text fontWeight="semibold" fontSize="sm">
            {t(OFFLINE_MESSAGE)}
          </Text>
        </Box>
      )}
    </Box>
  );
}
