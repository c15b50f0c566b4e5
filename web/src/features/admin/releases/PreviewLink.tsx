import { Button, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { LuBan, LuCopy, LuExternalLink, LuEye } from 'react-icons/lu';
import { festivalMoment } from '../common/PublishingControls';
import { notifyError, notifySuccess } from '../common/notify';
import { AdminCreatePreviewDocument, AdminRevokePreviewDocument } from '../gql/graphql';

/**
 * The Preview button (#35 item 5): makes a signed link (24 h, no sign-in needed) to the public site
 * as it will be after the release (or with every draft), and shows it to copy, open or revoke
 * (it stops working at once, for everyone it was given to).
 */
export function PreviewLink({ releaseId, label = 'Preview' }: { releaseId: string | null; label?: string }) {
  const [create, { loading }] = useMutation(AdminCreatePreviewDocument);
  const [revoke, { loading: revoking }] = useMutation(AdminRevokePreviewDocument);
  const [link, setLink] = useState<{ _id: string; url: string; expiresAt: string } | null>(null);
  const end = async () => {
    try {
      await revoke({ variables: { id: link!._id } });
      setLink(null);
      notifySuccess('Preview link revoked: it no longer opens');
    } catch (error) {
      notifyError(error, 'Could not revoke the link');
    }
  };
  const make = async () => {
    try {
      const res = await create({ variables: { releaseId } });
      if (res.data) setLink(res.data.createPreview);
    } catch (error) {
      notifyError(error, 'Could not make a preview link');
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link!.url);
      notifySuccess('Preview link copied');
    } catch (error) {
      notifyError(error, 'Could not copy: select the link and copy it');
    }
  };
  if (!link)
    return (
      <Button size="sm" variant="outline" onClick={() => void make()} loading={loading}>
        <LuEye aria-hidden /> {label}
      </Button>
    );
  return (
    <Stack gap="1" w="full" data-testid="preview-link">
      <HStack gap="2" flexWrap="wrap">
        <Input size="sm" flex="1 1 12rem" readOnly value={link.url} aria-label="Preview link" onFocus={(e) => e.currentTarget.select()} />
        <Button size="sm" variant="outline" onClick={() => void copy()}>
          <LuCopy aria-hidden /> Copy
        </Button>
        <Button size="sm" variant="outline" asChild>
          <Link href={link.url} target="_blank" rel="noopener">
            <LuExternalLink aria-hidden /> Open
          </Link>
        </Button>
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => void end()} loading={revoking}>
          <LuBan aria-hidden /> Revoke
        </Button>
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        Anyone with this link can look, without signing in, until {festivalMoment(link.expiresAt)} (festival time).
      </Text>
    </Stack>
  );
}
