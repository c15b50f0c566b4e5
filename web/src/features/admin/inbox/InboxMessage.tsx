import { Badge, Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { LuArrowLeft, LuCheck, LuReply, LuRotateCcw, LuTrash2 } from 'react-icons/lu';
import { AdminDeleteContactMessageDocument, AdminUpdateContactMessageDocument, type AdminInboxQuery } from '../gql/graphql';
import { notifyError, notifySuccess } from '../common/notify';

export type Message = AdminInboxQuery['contactInbox']['messages'][number];

const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** A reply in the staff member's own mail program, to the sender, quoting the subject. */
export const replyHref = (m: Pick<Message, 'email' | 'subject'>) => `mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`;

export function MessageRow({ message, selected, onOpen }: { message: Message; selected: boolean; onOpen: () => void }) {
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
        data-message-id={message._id}
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

export function MessageView({ message, onBack, onChanged }: { message: Message; onBack: () => void; onChanged: () => void }) {
  const [update, { loading: updating }] = useMutation(AdminUpdateContactMessageDocument);
  const [remove, { loading: removing }] = useMutation(AdminDeleteContactMessageDocument);
  const handled = Boolean(message.handledAt);
  // The row that opened it is hidden on a phone: focus goes to what was opened, not to the page.
  const subject = useRef<HTMLHeadingElement>(null);
  useEffect(() => subject.current?.focus(), []);
  // Loading, the handled toggle is disabled, and a disabled button drops focus: it gets it back after.
  const toggle = useRef<HTMLButtonElement>(null);
  const wasUpdating = useRef(false);
  useEffect(() => {
    if (wasUpdating.current && !updating) toggle.current?.focus();
    wasUpdating.current = updating;
  }, [updating]);

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
            <Heading as="h2" size="lg" id="inbox-subject" wordBreak="break-word" ref={subject} tabIndex={-1} outline="none">
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
            <Button ref={toggle} variant="outline" size="sm" onClick={toggleHandled} loading={updating}>
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
