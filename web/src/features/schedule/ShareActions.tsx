import { Button, chakra, HStack, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCalendarPlus, LuRss, LuShare2 } from 'react-icons/lu';
import { useLocale, useT } from '../../shared/i18n';
import { calendarLinks, shareLink } from './shareLink';

/** Share the picks as a link, add them to a calendar once, or subscribe to the feed (updates when a set moves). */
export function ShareActions({ ids }: { ids: readonly string[] }) {
  const t = useT();
  const locale = useLocale();
  const origin = window.location.origin;
  const link = shareLink(origin, ids, locale);
  const calendar = calendarLinks(origin, ids, locale);
  const [shown, setShown] = useState(false);
  const [copied, setCopied] = useState(false);

  const share = async () => {
    setShown(true);
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false); // no clipboard permission: the link is shown to copy by hand
    }
  };

  return (
    <Stack gap="3" mb="8">
      <HStack gap="3" wrap="wrap">
        <Button onClick={() => void share()} variant="outline">
          <LuShare2 /> {t('Share')}
        </Button>
        <Button asChild variant="outline">
          <a href={calendar.download}>
            <LuCalendarPlus /> {t('Add to calendar')}
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={calendar.subscribe}>
            <LuRss /> {t('Subscribe')}
          </a>
        </Button>
      </HStack>
      {shown && (
        <Stack gap="1" maxW="xl">
          <chakra.label htmlFor="share-link" fontSize="sm" color="fg.muted">
            {copied ? t('Link copied. Anyone with it sees these picks:') : t('Copy this link to share your picks:')}
          </chakra.label>
          <Input id="share-link" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
        </Stack>
      )}
    </Stack>
  );
}
