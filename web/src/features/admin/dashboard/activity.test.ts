import { describe, expect, it } from '@jest/globals';
import { buildActivityFeed, formatPercentChange } from './activity';

const contacts = [
  { _id: 'c1', name: 'Ana', subject: 'Tickets', createdAt: '2025-05-03T10:00:00.000Z' },
  { _id: 'c2', name: 'Ion', subject: 'Press pass', createdAt: '2025-05-01T10:00:00.000Z' },
];
const news = [
  { _id: 'n1', title: 'Lineup complete', publishedAt: '2025-05-04T08:00:00.000Z' },
  { _id: 'n2', title: 'Early bird', publishedAt: '2025-04-01T08:00:00.000Z' },
];
const bands = [
  { _id: 'b1', name: 'Iron Wolves', createdAt: '2025-05-02T12:00:00.000Z' },
  { _id: 'b2', name: 'Grave Moth', createdAt: '2025-05-05T12:00:00.000Z' },
];

describe('buildActivityFeed', () => {
  it('uses the spec texts and dates (contact/band createdAt, news publishedAt)', () => {
    const feed = buildActivityFeed({ contacts: contacts.slice(0, 1), news: news.slice(0, 1), bands: bands.slice(0, 1) });
    expect(feed.map((i) => i.text)).toEqual([
      'News article published: "Lineup complete"',
      'New message from Ana: "Tickets"',
      'New band added to lineup: Iron Wolves',
    ]);
    expect(feed.map((i) => i.type)).toEqual(['news', 'contact', 'band']);
    expect(feed[0].date).toBe('2025-05-04T08:00:00.000Z');
  });

  it('sorts newest first across sources and keeps only 5', () => {
    const feed = buildActivityFeed({ contacts, news, bands });
    expect(feed).toHaveLength(5);
    expect(feed.map((i) => i.id)).toEqual(['band-b2', 'news-n1', 'contact-c1', 'band-b1', 'contact-c2']);
  });

  it('is empty when there is nothing (or sources are missing)', () => {
    expect(buildActivityFeed({})).toEqual([]);
    expect(buildActivityFeed({ contacts: null, news: [], bands: undefined })).toEqual([]);
  });
});

describe('formatPercentChange', () => {
  it("prefixes '+' when zero or positive", () => {
    expect(formatPercentChange(0)).toBe('+0%');
    expect(formatPercentChange(12.5)).toBe('+12.5%');
    expect(formatPercentChange(100)).toBe('+100%');
    expect(formatPercentChange(-33.333)).toBe('-33.3%');
  });
});
