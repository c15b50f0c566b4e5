import { Button, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { LuCopy, LuExternalLink, LuEye } from 'react-icons/lu';
import { festivalMoment } from '../common/PublishingControls';
import { notifyError, notifySuccess } from '../common/notify';
import { AdminCreatePreviewDocument } from '../gql/graphql';

/**
 * The Preview button (#35 item 5): makes a signed link (24 h, no sign-in needed) to the public site
 * as it will be after the release (or with every draft), and shows it to copy or open.
 */
export function PreviewLink({ releaseId, label = 'Preview' }: { releaseId: string | null; label?: string }) {
  const [create, { loading }] = useMutation(AdminCreatePreviewDocument);
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
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
      <HStack gap="2">
        <Input size="sm" readOnly value={link.url} aria-label="Preview link" onFocus={(e) => e.currentTarget.select()} />
        <Button size="sm" variant="outline" onClick={() => void copy()}>
          <LuCopy aria-hidden /> Copy
        </Button>
        <Button size="sm" variant="outline" asChild>
          <Link href={link.url} target="_blank" rel="noopener">
            <LuExternalLink aria-hidden /> Open
          </Link>
        </Button>
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        Anyone with this link can look, without signing in, until {festivalMoment(link.expiresAt)} (festival time).
      </Text>
    </Stack>
  );
}
