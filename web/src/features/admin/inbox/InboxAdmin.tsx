import { Badge, Box, Button, Card, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { LuArrowLeft, LuCheck, LuMail, LuReply, LuRotateCcw, LuTrash2 } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import { INBOX_FILTERS, type InboxFilter } from '@domain/contactInbox';
import { AdminDeleteContactMessageDocument, AdminInboxCountDocument, AdminInboxDocument, AdminUpdateContactMessageDocument, type AdminInboxQuery } from '../gql/graphql';
import { LoadingBlock, PageHeader } from '../common/PageHeader';
import { notifyError, notifySuccess } from '../common/notify';

/** Messages per page of the inbox. */
export const INBOX_PAGE_SIZE = 20;

type Message = AdminInboxQuery['contactInbox']['messages'][number];

const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** A reply in the staff member's own mail program, to the sender, quoting the subject. */
export const replyHref = (m: Pick<Message, 'email' | 'subject'>) => `mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`;

function MessageRow({ message, selected, onOpen }: { message: Message; selected: boolean; onOpen: () => void }) {
  const unread = !message.readAt;
  return (
    <Box as="li" listStyleType="none">
      <Button
        variant={selected ? 'subtle' : 'ghost'}
        onClick={onOpen}
        aria-current={selected ? 'true' : undefined}
        w="full"
        h="auto"
        py="3"
        px="3"
        justifyContent="flex-start"
        textAlign="left"
        whiteSpace="normal"
        data-testid="inbox-row"
      >
        <Stack gap="0.5" minW="0" w="full">
          <HStack justify="space-between" gap="2">
            <Text fontWeight={unread ? 'bold' : 'medium'} truncate>
              {message.name}
            </Text>
            <Text fontSize="xs" color="fg.muted" flexShrink={0}>
              {formatWhen(message.createdAt)}
            </Text>
          </HStack>
          <HStack gap="2">
            {unread && (
              <Badge colorPalette="blood" size="sm">
                New
              </Badge>
            )}
            {message.handledAt && (
              <Badge colorPalette="green" size="sm">
                Handled
              </Badge>
            )}
            <Text fontSize="sm" fontWeight={unread ? 'semibold' : 'normal'} truncate>
              {message.subject}
            </Text>
          </HStack>
        </Stack>
      </Button>
    </Box>
  );
}

function MessageView({ message, onBack, onChanged }: { message: Message; onBack: () => void; onChanged: () => void }) {
  const [update, { loading: updating }] = useMutation(AdminUpdateContactMessageDocument);
  const [remove, { loading: removing }] = useMutation(AdminDeleteContactMessageDocument);
  const handled = Boolean(message.handledAt);

  const toggleHandled = async () => {
    try {
      await update({ variables: { id: message._id, input: { handled: !handled } } });
      notifySuccess(handled ? 'Message marked as open' : 'Message marked as handled');
    } catch (error) {
      notifyError(error, 'Failed to update message');
    }
  };
  const del = async () => {
    try {
      await remove({ variables: { id: message._id } });
      notifySuccess('Message deleted successfully');
      onChanged();
    } catch (error) {
      notifyError(error, 'Failed to delete message');
    }
  };

  return (
    <Card.Root variant="outline" bg="bg.panel" as="article" aria-labelledby="inbox-subject">
      <Card.Body>
        <Stack gap="4">
          <Button variant="ghost" size="sm" alignSelf="flex-start" onClick={onBack} hideFrom="lg">
            <LuArrowLeft aria-hidden /> All messages
          </Button>
          <Stack gap="1">
            <Heading as="h2" size="lg" id="inbox-subject" wordBreak="break-word">
              {message.subject}
            </Heading>
            <Text>
              From <strong>{message.name}</strong> &lt;
              <a href={`mailto:${message.email}`}>{message.email}</a>&gt;
            </Text>
            <Text fontSize="sm" color="fg.muted">
              Received {formatWhen(message.createdAt)}
              {message.handledAt ? ` · handled ${formatWhen(message.handledAt)}` : ''}
            </Text>
          </Stack>
          <Text whiteSpace="pre-wrap" wordBreak="break-word" data-testid="inbox-message">
            {message.message}
          </Text>
          <HStack gap="2" flexWrap="wrap">
            <Button asChild colorPalette="blood" size="sm">
              <a href={replyHref(message)}>
                <LuReply aria-hidden /> Reply
              </a>
            </Button>
            <Button variant="outline" size="sm" onClick={toggleHandled} loading={updating}>
              {handled ? <LuRotateCcw aria-hidden /> : <LuCheck aria-hidden />} {handled ? 'Mark as open' : 'Mark as handled'}
            </Button>
            <Button variant="outline" colorPalette="red" size="sm" onClick={del} loading={removing}>
              <LuTrash2 aria-hidden /> Delete
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

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

/**
 * /admin/inbox: the contact form's messages, newest first, a page at a time. Opening one marks it
 * read; it can be answered by mail (mailto:), marked handled and deleted. `?message=<id>` opens one
 * (the dashboard's activity links here), `?page=<n>` is the page, `?status=new|handled` the filter.
 */
export function InboxAdmin() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const selectedId = params.get('message');
  const filter = INBOX_FILTERS.find((f) => f === params.get('status'));
  const { data, loading, error, refetch } = useQuery(AdminInboxDocument, {
    variables: { limit: INBOX_PAGE_SIZE, offset: (page - 1) * INBOX_PAGE_SIZE, status: filter ?? null },
    fetchPolicy: 'cache-and-network',
  });
  // The menu's count of new messages follows what is opened here.
  const [markRead] = useMutation(AdminUpdateContactMessageDocument, { refetchQueries: [AdminInboxCountDocument] });
  const inbox = data?.contactInbox;
  // Under 'New', the opened message leaves the list once it is marked read: it stays open all the same.
  const lastOpened = useRef<Message | null>(null);
  const found = inbox?.messages.find((m) => m._id === selectedId);
  if (found) lastOpened.current = found;
  const selected = found ?? (selectedId && lastOpened.current?._id === selectedId ? lastOpened.current : null);

  useEffect(() => {
    if (error) notifyError(error, 'Failed to load messages');
  }, [error]);

  // Opening a message marks it read (once); the list's unread count follows.
  useEffect(() => {
    if (selected && !selected.readAt) {
      void markRead({ variables: { id: selected._id, input: { read: true } } }).then(() => refetch());
    }
  }, [selected, markRead, refetch]);

  const go = (next: { page?: number; message?: string | null; status?: InboxFilter | null }) => {
    const p = new URLSearchParams(params);
    if (next.status !== undefined) {
      if (next.status) p.set('status', next.status);
      else p.delete('status');
    }
    if (next.page !== undefined) p.set('page', String(next.page));
    if (next.message === null) p.delete('message');
    else if (next.message !== undefined) p.set('message', next.message);
    setParams(p);
  };
  const pages = inbox ? Math.max(1, Math.ceil(inbox.total / INBOX_PAGE_SIZE)) : 1;

  return (
    <Box>
      <PageHeader
        title="Inbox"
        description={inbox ? `${inbox.total} ${inbox.total === 1 ? 'message' : 'messages'} · ${inbox.unread} new` : 'Messages sent through the contact form.'}
      />
      <InboxFilterBar value={filter ?? null} onChange={(status) => go({ status, page: 1, message: null })} />
      {loading && !inbox ? (
        <LoadingBlock />
      ) : !inbox || (inbox.messages.length === 0 && !selected) ? (
        <Card.Root variant="outline" bg="bg.panel">
          <Card.Body>
            <HStack gap="3" color="fg.muted">
              <LuMail aria-hidden />
              <Text>{filter ? `No ${filter} messages.` : 'No messages yet. What visitors send through the contact page appears here.'}</Text>
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
              {pages > 1 && (
                <HStack justify="space-between" pt="3" px="1">
                  <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => go({ page: page - 1, message: null })}>
                    Newer
                  </Button>
                  <Text fontSize="sm" color="fg.muted">
                    Page {page} of {pages}
                  </Text>
                  <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => go({ page: page + 1, message: null })}>
                    Older
                  </Button>
                </HStack>
              )}
            </Card.Body>
          </Card.Root>
          <Box flex="1" minW="0" w="full">
            {selected ? (
              <MessageView
                key={selected._id}
                message={selected}
                onBack={() => go({ message: null })}
                onChanged={() => {
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
