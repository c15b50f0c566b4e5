import { Box, Button, Field, Flex, HStack, Input, NativeSelect, Spinner, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { LuChevronLeft, LuChevronRight, LuSearch } from 'react-icons/lu';
import type { PagedList } from './usePagedList';

/** One of a list's filters (bands by day and stage, news by year): a select whose first choice is "all". */
export interface ListFilter {
  /** The page query's variable (`performanceDay`, `stageId`, `year`). */
  name: string;
  label: string;
  /** The first choice, '' (e.g. "All days"). */
  allLabel: string;
  options: readonly { value: string; label: string }[];
}

/** "25–48 of 500 bands", or what the search found ("1 matching band"). */
function countText(list: PagedList<unknown>, noun: { one: string; many: string }): string {
  if (list.total === 0) return list.narrowed ? `No ${noun.many} match` : `No ${noun.many}`;
  const from = list.page.index * list.page.size + 1;
  const to = from + list.items.length - 1;
  const word = list.total === 1 ? noun.one : noun.many;
  const of = `${list.total} ${list.narrowed ? `matching ${word}` : word}`;
  return list.total <= list.page.size && list.page.index === 0 ? of : `${from}–${to} of ${of}`;
}

/**
 * The searched fields as the box's placeholder: ['name', 'country', 'genre'] → "Name, country or
 * genre" (its label says it searches; short enough for a 360 px phone, which cut "Words of the
 * title, excerpt, content or author" off).
 */
export function searchHint(fields: readonly string[]): string {
  const words = fields.map((f) => f.replace(/([A-Z])/g, ' $1').toLowerCase());
  const text = words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : (words[0] ?? 'items');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

interface ListToolbarProps {
  list: PagedList<unknown>;
  noun: { one: string; many: string };
  /** The fields `q` searches (the definition's `search`), named in the box's placeholder. */
  searched: readonly string[];
  filters?: readonly ListFilter[];
  /** The toolbar's id: ListPager brings it into view when a page is turned. */
  id?: string;
}

/** The search box, the filters and the count above an admin list (#37). */
export function ListToolbar({ list, noun, searched, filters = [], id }: ListToolbarProps) {
  const { many } = noun;
  return (
    <Box mb="5" id={id} scrollMarginTop="20">
      <Flex gap="3" wrap="wrap" align="end">
        <Field.Root flex="1" minW={{ base: 'full', sm: '60' }}>
          <Field.Label>Search {many}</Field.Label>
          <Box position="relative" w="full">
            <Box position="absolute" insetStart="3" top="50%" transform="translateY(-50%)" color="fg.muted" pointerEvents="none">
              <LuSearch aria-hidden />
            </Box>
            <Input type="search" ps="9" value={list.search.text} onChange={(e) => list.search.setText(e.currentTarget.value)} placeholder={searchHint(searched)} />
          </Box>
        </Field.Root>
        {filters.map((filter) => (
          <Field.Root key={filter.name} width={{ base: 'full', sm: '52' }}>
            <Field.Label>{filter.label}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={list.filters[filter.name] ?? ''} onChange={(e) => list.setFilter(filter.name, e.currentTarget.value)}>
                <option value="">{filter.allLabel}</option>
                {filter.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        ))}
      </Flex>
      <HStack mt="3" gap="2" minH="5">
        <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="list-count" tabIndex={-1} outline="none">
          {/* An empty list says so itself, with what to do next: here only for screen readers (once on screen, not twice). */}
          {list.loading ? '' : list.total === 0 ? <VisuallyHidden>{countText(list, noun)}</VisuallyHidden> : countText(list, noun)}
        </Text>
        {list.fetching && !list.loading && <Spinner size="xs" color="fg.muted" aria-label="Loading" />}
      </HStack>
    </Box>
  );
}

/**
 * After an item's own button went with it (deleted, restored, purged), focus was left on the page:
 * it goes to the list's count instead, which says what the list holds now.
 */
export function focusListCountIfLost(toolbarId?: string) {
  if (document.activeElement && document.activeElement !== document.body) return;
  // With two lists on a screen (the team's), the one whose toolbar has this id.
  const scope = (toolbarId && document.getElementById(toolbarId)) || document;
  scope.querySelector<HTMLElement>('[data-testid=list-count]')?.focus();
}

/**
 * Previous / "Page 2 of 21" / Next under an admin list; nothing when it fits one page. Turning a
 * page brings the element `top` (the toolbar) into view, and focus to its count: the new page starts there, not at the pager.
 */
export function ListPager({ list, top }: { list: PagedList<unknown>; top?: string }) {
  const { page } = list;
  // Scrolled once the new page is on screen: before, the browser's scroll anchoring moves it again.
  const turned = useRef(false);
  useEffect(() => {
    if (!turned.current || list.fetching) return;
    turned.current = false;
    if (!top) return;
    const toolbar = document.getElementById(top);
    toolbar?.scrollIntoView({ block: 'start' });
    // Focus follows: the pressed button is far below now (or disabled, on the last page).
    toolbar?.querySelector<HTMLElement>('[data-testid=list-count]')?.focus({ preventScroll: true });
  }, [list.items, list.fetching, top]);
  if (page.count <= 1 && !page.hasPrevious) return null;
  const turn = (go: () => void) => () => {
    turned.current = true;
    go();
  };
  return (
    <HStack as="nav" aria-label="Pages" justify="center" gap="3" mt="6">
      <Button size="sm" variant="outline" disabled={!page.hasPrevious} onClick={turn(page.previous)}>
        <LuChevronLeft aria-hidden /> Previous
      </Button>
      <Text fontSize="sm" color="fg.muted">
        Page {page.index + 1} of {page.count}
      </Text>
      <Button size="sm" variant="outline" disabled={!page.hasNext} onClick={turn(page.next)}>
        Next <LuChevronRight aria-hidden />
      </Button>
    </HStack>
  );
}
