import { Button, Flex, Text } from '@chakra-ui/react';
import { LuArrowLeft, LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';

export interface PagerProps {
  /** The navigation landmark's name ("News pages"). */
  label: string;
  /** The page before's address, or none on the first page. */
  prevHref: string | null;
  /** The page after's address, or none on the last page. */
  nextHref: string | null;
  prevText: string;
  nextText: string;
  /** The count between the links ("2,000 articles"), shown from 480 px up. */
  count: string;
}

/**
 * The page before and after as plain links (`rel="prev"`/`"next"`), so that crawlers and visitors
 * without JavaScript follow them: the server renders every page of a paged public list.
 */
export function Pager({ label, prevHref, nextHref, prevText, nextText, count }: PagerProps) {
  if (!prevHref && !nextHref) return null;
  return (
    <Flex as="nav" aria-label={label} justify="space-between" align="center" gap="4" mt={{ base: '10', md: '14' }} wrap="wrap">
      {prevHref ? (
        <Button asChild variant="outline">
          <RouterLink to={prevHref} rel="prev">
            <LuArrowLeft aria-hidden /> {prevText}
          </RouterLink>
        </Button>
      ) : (
        <span />
      )}
      {/* On a phone the two links share the line; the count shows from 480 px up. */}
      <Text color="fg.muted" fontSize="sm" display={{ base: 'none', sm: 'block' }}>
        {count}
      </Text>
      {nextHref ? (
        <Button asChild variant="outline">
          <RouterLink to={nextHref} rel="next">
            {nextText} <LuArrowRight aria-hidden />
          </RouterLink>
        </Button>
      ) : (
        <span />
      )}
    </Flex>
  );
}
