import { Box, Button, Card, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { LuMail } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import { INBOX_FILTERS, INBOX_SEARCH, type InboxFilter } from '@domain/contactInbox';
import { AdminInboxCountDocument, AdminInboxDocument, AdminUpdateContactMessageDocument } from '../gql/graphql';
import { LoadingBlock, PageHeader } from '../common/PageHeader';
import { focusListCountIfLost, ListPager, ListToolbar } from '../common/PagedListControls';
import { notifyError } from '../common/notify';
import { usePagedList } from '../common/usePagedList';
import { MessageRow, MessageView, type Message } from './InboxMessage';

/** Messages per page of the inbox. */
export const INBOX_PAGE_SIZE = 20;

const FILTER_LABELS: [InboxFilter | null, string][] = [
  [null, 'All'],
  ['new', 'New'],
  ['handled', 'Handled'],
];

/** All, New (not opened yet) or Handled: which messages the list shows. */
function InboxFilterBar({ value, onChange }: { value: InboxFilter | null; onChange: (next: InboxFilter | null) => void }) {
  return (
    <HStack gap="2" mb="4" role="group" aria-label="Show messages">
      {FILTER_LABELS.map(([filter, label]) => (
        <Button key={label} size="sm" variant={value === filter ? 'solid' : 'outline'} colorPalette="blood" aria-pressed={value === filter} onClick={() => onChange(filter)}>
          {label}
        </Button>
      ))}
    </HStack>
  );
}

/** Where focus goes back to after a message was deleted (not a message id): the list's count. */
const DELETED = 'deleted';

/**
 * /admin/inbox: the contact form's messages, newest first, a page at a time (#37: `usePagedList`,
 * the one paging of every admin list, with its search box over the sender, subject and message).
 * Opening one marks it read; it can be answered by mail (mailto:), marked handled and deleted.
 * `?message=<id>` opens one (the dashboard's activity links here), `?status=new|handled` is the filter.
 */
export function InboxAdmin() {
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('message');
  const filter = INBOX_FILTERS.find((f) => f === params.get('status'));
  const list = usePagedList(AdminInboxDocument, (d) => ({ ...d.contactInbox, items: d.contactInbox.messages }), {
    pageSize: INBOX_PAGE_SIZE,
    initialFilters: { status: filter ?? '' },
  });
  const { refetch } = list;
  const inbox = list.data ? { total: list.total, unread: list.data.contactInbox.unread, messages: list.items } : null;
  // The menu's count of new messages follows what is opened here.
  const [markRead] = useMutation(AdminUpdateContactMessageDocument, { refetchQueries: [AdminInboxCountDocument] });
  // Under 'New', the opened message leaves the list once it is marked read: it stays open all the same.
  const lastOpened = useRef<Message | null>(null);
  const found = inbox?.messages.find((m) => m._id === selectedId);
  if (found) lastOpened.current = found;
  const selected = found ?? (selectedId && lastOpened.current?._id === selectedId ? lastOpened.current : null);

  // Back to the list: focus returns to the row of the message that was open; after a delete (the
  // message and its buttons gone), to the list's count.
  const backTo = useRef<string | null>(null);
  useEffect(() => {
    if (selectedId || !backTo.current) return;
    const id = backTo.current;
    backTo.current = null;
    if (id === DELETED) focusListCountIfLost();
    else [...document.querySelectorAll<HTMLElement>('[data-testid=inbox-row]')].find((row) => row.dataset.messageId === id)?.focus();
  }, [selectedId]);

  useEffect(() => {
    if (list.error) notifyError(list.error, 'Failed to load messages');
  }, [list.error]);

  // Opening a message marks it read (once); the list's unread count follows.
  useEffect(() => {
    if (selected && !selected.readAt) {
      void markRead({ variables: { id: selected._id, input: { read: true } } }).then(() => refetch());
    }
  }, [selected, markRead, refetch]);

  const go = (next: { message?: string | null; status?: InboxFilter | null }) => {
    const p = new URLSearchParams(params);
    if (next.status !== undefined) {
      if (next.status) p.set('status', next.status);
      else p.delete('status');
      list.setFilter('status', next.status ?? '');
    }
    if (next.message === null) p.delete('message');
    else if (next.message !== undefined) p.set('message', next.message);
    setParams(p);
  };

  return (
    <Box>
      <PageHeader title="Inbox" description={inbox ? `${inbox.total} ${inbox.total === 1 ? 'message' : 'messages'} · ${inbox.unread} new` : 'Messages sent through the contact form.'} />
      <InboxFilterBar value={filter ?? null} onChange={(status) => go({ status, message: null })} />
      <ListToolbar list={list} noun={{ one: 'message', many: 'messages' }} searched={INBOX_SEARCH} id="inbox-top" />
      {list.loading ? (
        <LoadingBlock />
      ) : !inbox || (inbox.messages.length === 0 && !selected) ? (
        <Card.Root variant="outline" bg="bg.panel">
          <Card.Body>
            <HStack gap="3" color="fg.muted">
              <LuMail aria-hidden />
              <Text>{list.variables.q ? 'No messages match the search.' : filter ? `No ${filter} messages.` : 'No messages yet. What visitors send through the contact page appears here.'}</Text>
            </HStack>
          </Card.Body>
        </Card.Root>
      ) : (
        <Flex gap="4" align="flex-start" direction={{ base: 'column', lg: 'row' }}>
          <Card.Root
            variant="outline"
            bg="bg.panel"
            w={{ base: 'full', lg: '380px' }}
            flexShrink={0}
            display={{ base: selected ? 'none' : 'flex', lg: 'flex' }}
          >
            <Card.Body p="2">
              <Stack as="ul" gap="1" aria-label="Messages" m="0" p="0">
                {inbox.messages.map((m) => (
                  <MessageRow key={m._id} message={m} selected={m._id === selectedId} onOpen={() => go({ message: m._id })} />
                ))}
              </Stack>
              <ListPager list={list} top="inbox-top" />
            </Card.Body>
          </Card.Root>
          <Box flex="1" minW="0" w="full">
            {selected ? (
              <MessageView
                key={selected._id}
                message={selected}
                onBack={() => {
                  backTo.current = selected._id;
                  go({ message: null });
                }}
                onChanged={() => {
                  backTo.current = DELETED;
                  go({ message: null });
                  void refetch();
                }}
              />
            ) : (
              <Text color="fg.muted" display={{ base: 'none', lg: 'block' }} py="6">
                Choose a message to read it.
              </Text>
            )}
          </Box>
        </Flex>
      )}
    </Box>
  );
}
