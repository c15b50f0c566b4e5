import { useMutation, useQuery } from '@apollo/client/react';
import { ResetLinksDocument, RevokeResetLinkDocument } from '../gql/graphql';
import { notifyError, notifySuccess } from '../common/notify';
import { RevocableList } from './RevocableList';
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
    <RevocableList
      title="Outstanding reset links"
      description="A newer link for the same member replaces the older one; a link also stops working when its member changes their password or is deactivated, or when the admin who made it is."
      empty="No outstanding reset links."
      items={data?.resetLinks.map((l) => ({
        key: l._id,
        title: l.memberEmail,
        detail: `${l.createdById === l.memberId ? 'Asked for by the member (mailed)' : `Made by ${l.createdByEmail ?? 'a former admin'}`} on ${formatDateTime(l.createdAt)} · expires ${formatDateTime(l.expiresAt)}`,
        revokeLabel: `Revoke the reset link for ${l.memberEmail}`,
        onRevoke: () => void revokeLink(l._id, l.memberEmail),
      }))}
    />
  );
}
