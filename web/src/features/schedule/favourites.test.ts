import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { mergePicks, toggleFavourite, useFavourites, writeFavourites } from './favourites';
import { FAVOURITES_KEY, readFavourites } from './favouritesStorage';

describe('favourites store', () => {
  beforeEach(() => localStorage.clear());

  it('toggles ids in localStorage and re-renders subscribers', () => {
    const { result } = renderHook(() => useFavourites());
    expect(result.current).toEqual([]);
    act(() => toggleFavourite('a'));
    act(() => toggleFavourite('b'));
    expect(result.current).toEqual(['a', 'b']);
    expect(JSON.parse(localStorage.getItem(FAVOURITES_KEY)!)).toEqual(['a', 'b']);
    act(() => toggleFavourite('a'));
    expect(result.current).toEqual(['b']);
  });

  it('reads a corrupt or foreign value as no favourites', () => {
    localStorage.setItem(FAVOURITES_KEY, '{not json');
    expect(readFavourites()).toEqual([]);
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify({ a: 1 }));
    expect(readFavourites()).toEqual([]);
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify(['x', 3, 'x', 'y']));
    expect(readFavourites()).toEqual(['x', 'y']);
  });

  it('replaces the list (save a shared schedule as mine)', () => {
    writeFavourites(['a']);
    writeFavourites(['c', 'd', 'c']);
    expect(readFavourites()).toEqual(['c', 'd']);
  });

  it("merges a shared list into the visitor's own: theirs first, no duplicates", () => {
    expect(mergePicks(['b', 'x'], ['a', 'b', 'c'])).toEqual(['b', 'x', 'a', 'c']);
    expect(mergePicks([], ['a'])).toEqual(['a']);
  });
});
