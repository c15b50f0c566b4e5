import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * The public site's shared looks, as style props to spread (`<Text {...displayType} fontSize="2xl">`),
 * so a card, a set and a page title that look alike are said alike. Sizes, tracking and spacing stay
 * each place's own.
 */

/** The festival's display type: bold, condensed, upper case (page titles, band names). */
export const displayType = { fontFamily: 'display', fontWeight: 'bold', textTransform: 'uppercase' } as const satisfies SystemStyleObject;

/** A panel on the page: the surface of cards and sets. */
export const panelSurface = { bg: 'bg.panel', borderWidth: '1px', borderColor: 'border', rounded: 'md' } as const satisfies SystemStyleObject;

/** The keyboard focus of the site's own buttons (cards, a set's band name): a 3px ring just outside. */
export const focusRing = { _focusVisible: { outline: '3px solid', outlineColor: 'blood.focusRing', outlineOffset: '2px' } } as const satisfies SystemStyleObject;
