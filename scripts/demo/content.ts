/**
 * The demo festival: believable, fictional bands and texts. Whatever names a year is written from
 * the festival year being seeded (`year`), so the news, the archive and the biographies agree.
 */
import infoPage from './info-page.json' with { type: 'json' };

export interface DemoBand {
  name: string;
  country: string;
  genre: string;
  performanceDay: '25 September - WARMUP' | '26 September - DAY 1' | '27 September - DAY 2';
  order: number;
  biography: string;
  spotifyEmbed?: string;
  socialLinks?: Partial<Record<'facebook' | 'instagram' | 'youtube' | 'tiktok' | 'bandcamp' | 'website', string>>;
}

const WARMUP = '25 September - WARMUP' as const;
const DAY1 = '26 September - DAY 1' as const;
const DAY2 = '27 September - DAY 2' as const;

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');

const socials = (name: string, keys: (keyof NonNullable<DemoBand['socialLinks']>)[]) => {
  const s = slug(name);
  const urls: Record<string, string> = {
    facebook: `https://www.facebook.com/${s}`,
    instagram: `https://www.instagram.com/${s}`,
    youtube: `https://www.youtube.com/@${s}`,
    tiktok: `https://www.tiktok.com/@${s}`,
    bandcamp: `https://${s}.bandcamp.com`,
    website: `https://www.${s}.com`,
  };
  return Object.fromEntries(keys.map((k) => [k, urls[k]]));
};

export const demoBands = (year: number): DemoBand[] => [
  {
    name: 'Iron Wolves of Carpathia',
    country: 'Romania',
    genre: 'Black Metal',
    performanceDay: DAY2,
    order: 1,
    biography:
      'Born in the foothills of the Carpathians in 2009, Iron Wolves of Carpathia blend icy tremolo riffs with Romanian folk melodies.\nTheir third album, "Where the Wolves Keep Watch", topped the Eastern European underground charts and took them across forty European cities.',
    spotifyEmbed: 'https://open.spotify.com/artist/0mGx7kq2Vb5hJw3RtYcE4d',
    socialLinks: socials('Iron Wolves of Carpathia', ['facebook', 'instagram', 'youtube', 'bandcamp', 'website']),
  },
  {
    name: 'Grave Serpent',
    country: 'Sweden',
    genre: 'Melodic Death Metal',
    performanceDay: DAY2,
    order: 2,
    biography:
      `Gothenburg-style twin guitars, a rhythm section like a landslide and choruses made for festival crowds.\nGrave Serpent return to Metal Gates after closing the ${year - 2} edition under a storm of confetti.`,
    socialLinks: socials('Grave Serpent', ['facebook', 'instagram', 'youtube', 'tiktok']),
  },
  {
    name: 'Ashen Crown',
    country: 'United Kingdom',
    genre: 'Doom Metal',
    performanceDay: DAY2,
    order: 3,
    biography: 'Slow, crushing and strangely beautiful: Ashen Crown write hymns for the end of the world.\nExpect a set built around their acclaimed album "Cathedral of Ash".',
    socialLinks: socials('Ashen Crown', ['instagram', 'bandcamp']),
  },
  {
    name: 'Steel Tempest',
    country: 'Germany',
    genre: 'Power Metal',
    performanceDay: DAY2,
    order: 4,
    biography: 'Soaring vocals, galloping riffs and a stage show with more pyrotechnics than some small wars.\nSteel Tempest have been flying the power metal flag since 2003.',
    socialLinks: socials('Steel Tempest', ['facebook', 'youtube', 'website']),
  },
  {
    name: 'Frostborn',
    country: 'Norway',
    genre: 'Viking Metal',
    performanceDay: DAY1,
    order: 1,
    biography: 'Frostborn tell the sagas of the north with war drums, choirs and a wall of guitars.\nTheir live shows are famous for a crowd-rowing ritual that has to be seen to be believed.',
    spotifyEmbed: 'https://open.spotify.com/artist/5pQnZr8Lk1WcVt9yXbA2Hs',
    socialLinks: socials('Frostborn', ['facebook', 'instagram', 'youtube', 'tiktok', 'website']),
  },
  {
    name: 'Nocturnal Forge',
    country: 'Poland',
    genre: 'Blackened Thrash',
    performanceDay: DAY1,
    order: 2,
    biography: 'Fast, filthy and furious: Nocturnal Forge play thrash as if it were still 1986, with a black metal heart.',
    socialLinks: socials('Nocturnal Forge', ['instagram', 'bandcamp']),
  },
  {
    name: 'Rust & Thunder',
    country: 'Hungary',
    genre: 'Heavy Metal',
    performanceDay: DAY1,
    order: 3,
    biography: 'Classic heavy metal with leather, denim and dual leads.\nRust & Thunder are the band your older brother would have loved, and so will you.',
    socialLinks: socials('Rust & Thunder', ['facebook']),
  },
  {
    name: 'Obsidian Vein',
    country: 'Greece',
    genre: 'Progressive Metal',
    performanceDay: DAY1,
    order: 4,
    biography: 'Odd time signatures, seven-string guitars and songs that travel from Athens to outer space.',
  },
  {
    name: 'Dacian Fury',
    country: 'Romania',
    genre: 'Folk Metal',
    performanceDay: WARMUP,
    order: 1,
    biography: 'Bagpipes, cobza and blast beats: Dacian Fury bring the ancient Dacian warriors back to life.\nThe perfect band to open the gates on warmup night.',
    socialLinks: socials('Dacian Fury', ['facebook', 'instagram', 'youtube']),
  },
  {
    name: 'Hollow Monarch',
    country: 'Romania',
    genre: 'Sludge Metal',
    performanceDay: WARMUP,
    order: 2,
    biography: 'Bucharest locals with the heaviest tone in the city and lyrics about concrete, rain and revolt.',
    socialLinks: socials('Hollow Monarch', ['bandcamp', 'instagram']),
  },
  {
    name: 'Venom Choir',
    country: 'Bulgaria',
    genre: 'Symphonic Metal',
    performanceDay: WARMUP,
    order: 3,
    biography: 'An operatic voice over orchestral arrangements and crushing riffs, straight from Sofia.',
    socialLinks: socials('Venom Choir', ['youtube', 'tiktok']),
  },
];

export interface DemoArticle {
  title: string;
  excerpt: string;
  content: string;
  kicker: string;
  /** Days before the seeding; the recap of last year's edition is dated after it instead. */
  daysAgo: number;
  recap?: true;
  author?: string;
  tags?: string[];
}

export const demoNews = (year: number): DemoArticle[] => [
  {
    title: 'Iron Wolves of Carpathia to headline day two',
    kicker: 'Lineup',
    daysAgo: 2,
    author: 'Metal Gates Team',
    tags: ['lineup', 'headliner'],
    excerpt: 'The Romanian black metal giants return home to close the festival with a special two-hour set.',
    content:
      'We are proud to announce that Iron Wolves of Carpathia will headline the second day of Metal Gates Festival.\nThe band will play a special two-hour set including their debut album in full, for the first time ever in Romania.\n"Bucharest made us who we are. Closing Metal Gates is a homecoming we have been waiting for," says vocalist Andrei Lupu.\nDay tickets and full festival passes are available now.',
  },
  {
    title: 'Final wave of bands announced',
    kicker: 'Lineup',
    daysAgo: 9,
    tags: ['lineup'],
    excerpt: 'Frostborn, Obsidian Vein and Venom Choir complete the lineup of this year’s edition.',
    content:
      'The lineup is complete! Norwegian vikings Frostborn, Greek progressive masters Obsidian Vein and Bulgarian symphonic powerhouse Venom Choir join the bill.\nWith eleven bands over three days, this is the biggest Metal Gates yet.\nThe running order is online too: star the bands you want to see and My Schedule keeps your picks.',
  },
  {
    title: 'Early bird tickets sold out in 48 hours',
    kicker: 'Tickets',
    daysAgo: 16,
    tags: ['tickets'],
    excerpt: 'Thank you for the overwhelming support. Regular festival passes are on sale now.',
    content:
      'All early bird passes were sold out in less than two days. Thank you!\nRegular three-day passes and day tickets are now available through our ticketing partner.\nRemember: tickets bought from unofficial resellers may not be valid at the gates.',
  },
  {
    title: 'New this year: the warmup night',
    kicker: 'Festival',
    daysAgo: 25,
    tags: ['festival'],
    excerpt: 'The gates open one day earlier with a free warmup night for all festival pass holders.',
    content:
      'This year Metal Gates starts on 25 September with a warmup night featuring Dacian Fury, Hollow Monarch and Venom Choir.\nEntry is free for all three-day pass holders and day tickets for the warmup are available at the door.\nThe merch stand and the wristband exchange will already be open, so you can skip the queues on day one.',
  },
  {
    title: 'Volunteers wanted for the festival crew',
    kicker: 'Crew',
    daysAgo: 38,
    tags: ['crew'],
    excerpt: 'Join the crew behind the gates: free entry, crew shirt and the best stories of the year.',
    content:
      'We are looking for volunteers to help with stage, merch, info point and eco teams.\nVolunteers work two shifts and get free entry to the rest of the festival, a crew shirt and food vouchers.\nWrite to us through the contact page with the subject "Crew" and tell us a little about yourself.',
  },
  {
    title: `Metal Gates ${year - 1}: thank you, Bucharest!`,
    kicker: 'Recap',
    daysAgo: 60,
    recap: true,
    tags: ['recap'],
    excerpt: 'Two days, seven bands and the loudest crowd we have ever heard. Here is our look back.',
    content:
      'What a weekend. Thank you to every band, every crew member and every single one of you who made the last edition unforgettable.\nThe photo gallery is now in the archive, and planning for the next edition has already begun.\nSee you at the gates!',
  },
];

export interface DemoEdition {
  year: string;
  description: string;
  lineup: string;
}

/** The four editions before this year's, newest first: the first one four years earlier. */
const PAST_EDITIONS: Omit<DemoEdition, 'year'>[] = [
  { description: 'The first edition with two full days and a sold-out second day. Frostborn’s crowd-rowing ritual became instant legend.', lineup: 'Frostborn, Grave Serpent, Steel Tempest, Rust & Thunder, Hollow Monarch, Dacian Fury, Nocturnal Forge' },
  { description: 'Metal Gates moved to Quantic Club and doubled in size. Grave Serpent closed the night under a storm of confetti.', lineup: 'Grave Serpent, Frostborn, Ashen Crown, Rust & Thunder, Hollow Monarch, Dacian Fury' },
  { description: 'The second edition: one stage, six bands and a heatwave nobody will forget.', lineup: 'Ashen Crown, Steel Tempest, Nocturnal Forge, Hollow Monarch, Dacian Fury, Venom Choir' },
  { description: 'Where it all started: a small club night for four hundred fans that grew into a festival.', lineup: 'Iron Wolves of Carpathia, Rust & Thunder, Hollow Monarch, Dacian Fury' },
];

/** The editions before `year`'s, each dated by its place in that list. */
export const demoArchives = (year: number): DemoEdition[] => PAST_EDITIONS.map((edition, i) => ({ year: String(year - 1 - i), ...edition }));

/** The info page in English (its Romanian beside it in info-page.json: one file for a translator). */
export const demoInfo = infoPage.en;

export interface DemoPartner {
  name: string;
  url: string | null;
  tier: 'headline' | 'main' | 'partner';
  order: number;
  /** What the generated logo says under the name, and its shape. */
  tagline: string;
  mark: 'shield' | 'bolt' | 'wave' | 'gear' | 'star';
  square?: true;
}

/** Five made-up partners across the three tiers (their sites are on the reserved .example domain). */
export const demoPartners: DemoPartner[] = [
  { name: 'Carpathian Brewing', url: 'https://carpathian-brewing.example/', tier: 'headline', order: 1, tagline: 'Craft beer since 1998', mark: 'shield' },
  { name: 'Radio Distortion', url: 'https://radio-distortion.example/', tier: 'main', order: 1, tagline: '104.7 FM', mark: 'wave' },
  { name: 'Voltage Guitars', url: 'https://voltage-guitars.example/', tier: 'main', order: 2, tagline: 'Amps & strings', mark: 'bolt' },
  { name: 'Blackforge Merch', url: 'https://blackforge.example/', tier: 'partner', order: 1, tagline: 'Print shop', mark: 'gear', square: true },
  { name: 'Nightline Transit', url: null, tier: 'partner', order: 2, tagline: 'Late buses to the gates', mark: 'star' },
];
