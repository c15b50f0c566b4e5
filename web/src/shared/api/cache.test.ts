import { describe, expect, it } from '@jest/globals';
import { gql } from '@apollo/client';
import { createCache } from './cache';

// The header's query (days with dates) and the lineup's (days as labels), as the pages select them.
const HEADER = gql`
  query Header {
    activeFestival {
      _id
      days {
        label
        date
      }
    }
  }
`;
const LINEUP = gql`
  query LineupDays {
    activeFestival {
      _id
      days {
        label
      }
    }
  }
`;
const festival = (days: object[]) => ({ activeFestival: { __typename: 'Festival', _id: 'f1', days } });
const day = (label: string, date?: string) => ({ __typename: 'FestivalDay', label, ...(date ? { date } : {}) });

describe('the Apollo cache', () => {
  it("keeps a festival's day dates when a query that selects only the labels answers after the one that selects both", () => {
    const cache = createCache();
    cache.writeQuery({ query: HEADER, data: festival([day('DAY 1', '09-26'), day('DAY 2', '09-27')]) });
    cache.writeQuery({ query: LINEUP, data: festival([day('DAY 1'), day('DAY 2')]) });
    expect(cache.readQuery({ query: HEADER })).toEqual(festival([day('DAY 1', '09-26'), day('DAY 2', '09-27')]));
  });

  it('takes the new list when the days changed: a renamed or moved day keeps none of the old fields', () => {
    const cache = createCache();
    cache.writeQuery({ query: HEADER, data: festival([day('DAY 1', '09-26'), day('DAY 2', '09-27')]) });
    cache.writeQuery({ query: LINEUP, data: festival([day('DAY 2'), day('DAY 3')]) });
    expect(cache.readQuery({ query: LINEUP })).toEqual(festival([day('DAY 2'), day('DAY 3')]));
    // The header's selection is incomplete now (no dates): Apollo asks the server again rather than show stale dates.
    expect(cache.readQuery({ query: HEADER })).toBeNull();
  });
});
