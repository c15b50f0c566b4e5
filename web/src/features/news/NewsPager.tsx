import { Button, Flex, Text } from '@chakra-ui/react';
import { LuArrowLeft, LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../shared/i18n';

/** `/news`, or an older page of it: the address a page's cursor makes (its canonical URL too). */
export const newsPageHref = (cursor: string | null) => (cursor ? `/news?cursor=${encodeURIComponent(cursor)}` : '/news');

interface NewsPagerProps {
  /** This page's cursor (none on the first page). */
  cursor: string | null;
  nextCursor: string | null;
  prevCursor: string | null;
  total: number;
}

/**
 * Newer and older pages as plain links (`rel="prev"`/`"next"`), so that crawlers and visitors
 * without JavaScript follow them: the server renders every page of the list.
 */
export function NewsPager({ cursor, nextCursor, prevCursor, total }: NewsPagerProps) {
  const t = useT();
  if (!cursor && !nextCursor) return null;
  return (
    <Flex as="nav" aria-label={t('News pages')} justify="space-between" align="center" gap="4" mt={{ base: '10', md: '14' }} wrap="wrap">
      {cursor ? (
        <Button asChild variant="outline">
          <RouterLink to={newsPageHref(prevCursor)} rel="prev">
            <LuArrowLeft aria-hidden /> {t('Newer articles')}
          </RouterLink>
        </Button>
      ) : (
        <span />
      )}
      {/* On a phone the two links share the line; the count shows from 480 px up. */}
      <Text color="fg.muted" fontSize="sm" display={{ base: 'none', sm: 'block' }}>
        {t('{total, plural, one {# article} other {# articles}}', { total })}
      </Text>
      {nextCursor ? (
        <Button asChild variant="outline">
          <RouterLink to={newsPageHref(nextCursor)} rel="next">
            {t('Older articles')} <LuArrowRight aria-hidden />
          </RouterLink>
        </Button>
      ) : (
        <span />
      )}
    </Flex>
  );
}
