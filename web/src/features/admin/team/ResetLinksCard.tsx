import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Flex, Stack, Text } from '@chakra-ui/react';
import { ResetLinksDocument, RevokeResetLinkDocument } from '../gql/graphql';
import { notifyError, notifySuccess } from '../common/notify';
import { formatDateTime } from './when';

/**
 * The password reset links that would still work: for whom, made by whom, until when; each can be
 * revoked. (The links themselves are shown once, when made: only their hash is kept.)
 */
export function ResetLinksCard() {
  const { data } = useQuery(ResetLinksDocument, { fetchPolicy: 'cache-and-network' });
  const [revoke] = useMutation(RevokeResetLinkDocument, { refetchQueries: [ResetLinksDocument] });

  const revokeLink = async (id: string, email: string) => {
    try {
      await revoke({ variables: { id } });
      notifySuccess(`The reset link for ${email} was revoked`);
    } catch (error) {
      notifyError(error, 'The reset link could not be revoked');
    }
  };

  return (
    <Card.Root variant="outline" bg="bg.panel">
      <Card.Header>
        <Card.Title>Outstanding reset links</Card.Title>
        <Card.Description>A newer link for the same member replaces the older one; a link also stops working when its member changes their password or is deactivated, or when the admin who made it is.</Card.Description>
      </Card.Header>
      <Card.Body pt="0">
        {data?.resetLinks.length ? (
          <Stack as="ul" gap="0" listStyleType="none" aria-label="Outstanding reset links">
            {data.resetLinks.map((l) => (
              <Flex as="li" key={l._id} gap="3" py="3" borderBottomWidth="1px" borderColor="border" justify="space-between" align="center" wrap="wrap">
                <Stack gap="0" minW="0">
                  <Text fontWeight="medium" truncate>
                    {l.memberEmail}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {l.createdById === l.memberId ? 'Asked for by the member (mailed)' : `Made by ${l.createdByEmail ?? 'a former admin'}`} on {formatDateTime(l.createdAt)} · expires{' '}
                    {formatDateTime(l.expiresAt)}
                  </Text>
                </Stack>
                <Button size="sm" variant="outline" onClick={() => revokeLink(l._id, l.memberEmail)} aria-label={`Revoke the reset link for ${l.memberEmail}`}>
                  Revoke
                </Button>
              </Flex>
            ))}
          </Stack>
        ) : (
          <Text color="fg.muted">{data ? 'No outstanding reset links.' : 'Loading…'}</Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
