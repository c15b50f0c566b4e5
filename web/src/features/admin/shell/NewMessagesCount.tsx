import { Badge } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { roleMay } from '@domain/access';
import { useAuth } from '../../auth';
import { AdminInboxCountDocument } from '../gql/graphql';

/** How often the menu asks again how many messages are new (a cheap count). */
export const NEW_MESSAGES_POLL_MS = 60_000;

/** The number of new (not opened) messages beside Inbox in the menu; nothing when there are none. */
export function NewMessagesCount() {
  const { user } = useAuth();
  const mayRead = roleMay(user?.role, 'readInbox');
  const { data } = useQuery(AdminInboxCountDocument, { skip: !mayRead, pollInterval: NEW_MESSAGES_POLL_MS, fetchPolicy: 'cache-and-network' });
  const unread = data?.contactInbox.unread ?? 0;
  if (!mayRead || unread === 0) return null;
  return (
    <Badge colorPalette="blood" variant="solid" size="sm" ms="auto" rounded="full" aria-label={`${unread} new`} data-testid="new-messages">
      {unread}
    </Badge>
  );
}
