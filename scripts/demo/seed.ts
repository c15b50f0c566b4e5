import type { Actor } from '../../server/access';
import type { Services } from '../../server/services';
import { demoArchives, demoBands, demoInfo, demoNews, demoPartners } from './content';
import { bandImage, heroImage, logoImage, newsImage, partnerLogo, posterImage } from './images';
import { seedRomanian } from './romanian';
import { demoSetTime, demoStages, gatesOpen, lastFestivalDay } from './schedule';

export interface SeedOptions {
  /** Replace existing content (bands, news, archives, partners are removed first; the rest is overwritten). */
  force?: boolean;
  /** Clock for publish dates and the countdown (tests). */
  now?: Date;
  log?: (line: string) => void;
}

export interface SeedResult {
  seeded: boolean;
  reason?: string;
  counts?: { bands: number; news: number; archives: number; partners: number };
}

/** The seeding runs as a built-in admin: every write goes through the services' own rules. */
const seedActor: Actor = { user: { id: 'seed-demo', role: 'admin' }, clientKey: 'seed-demo' };

const file = (buffer: Buffer, originalName: string) => ({ buffer, originalName });

/** The next edition's gates opening (25 September, warmup night) after `now`. */
export function nextFestivalStart(now: Date): Date {
  const thisYear = gatesOpen(now.getUTCFullYear());
  return thisYear.getTime() > now.getTime() ? thisYear : gatesOpen(now.getUTCFullYear() + 1);
}

const DAY = 86_400_000;

/**
 * When each article was published: `daysAgo` before now, the recap of last year's edition a few
 * days after that edition; squeezed in proportion between the two when the seeding is so soon
 * after last year's edition that `daysAgo` would reach back before it.
 */
function publicationDates(articles: { daysAgo: number; recap?: true }[], year: number, now: Date): Date[] {
  const recapAt = Math.min(lastFestivalDay(year - 1).getTime() + 3 * DAY, now.getTime() - DAY);
  const oldest = Math.max(...articles.filter((a) => !a.recap).map((a) => a.daysAgo)) + 1;
  const span = Math.min(oldest * DAY, now.getTime() - recapAt);
  return articles.map((a) => new Date(a.recap ? recapAt : now.getTime() - (span * a.daysAgo) / oldest));
}

/** What the database already holds that the seed would touch. */
export async function existingContent(services: Services) {
  const [bands, news, archives, festivals, stages, partners] = await Promise.all([
    services.bands.list(),
    services.news.list(),
    services.archives.list(),
    services.festivals.list(),
    services.stages.list(),
    services.partners.list(),
  ]);
  return { bands, news, archives, festivals, stages, partners };
}

/**
 * Fills a believable festival through the services (never raw SQL): an active festival, site
 * assets with generated hero images and logo, a countdown, contact emails, bands on all three days
 * with images, news with images, archive editions with posters, partners with logos and the info page.
 * Refuses to touch a database that already has content unless `force`.
 */
export async function seedDemo(services: Services, options: SeedOptions = {}): Promise<SeedResult> {
  const log = options.log ?? (() => undefined);
  const now = options.now ?? new Date();
  const existing = await existingContent(services);
  const hasContent =
    existing.bands.length + existing.news.length + existing.archives.length + existing.festivals.length + existing.stages.length + existing.partners.length > 0;
  if (hasContent && !options.force) {
    return {
      seeded: false,
      reason: `the database already has content (${existing.bands.length} bands, ${existing.news.length} articles, ${existing.archives.length} archive editions, ${existing.partners.length} partners, ${existing.festivals.length} festivals); run with --force to replace it`,
    };
  }
  if (hasContent) {
    log('--force: removing existing bands, news, archive editions and partners');
    for (const b of existing.bands) await services.bands.remove(seedActor, b._id);
    for (const a of existing.news) await services.news.remove(seedActor, a._id);
    for (const a of existing.archives) await services.archives.remove(seedActor, a._id);
    for (const p of existing.partners) await services.partners.remove(seedActor, p._id);
    // After the bands: a stage cannot be deleted while a band is scheduled on it.
    for (const s of existing.stages) await services.stages.remove(seedActor, s._id);
  }

  const start = nextFestivalStart(now);
  const year = start.getUTCFullYear();

  log('festival');
  const festivalInput = {
    name: `Metal Gates Festival ${year}`,
    dates: `25–27 September ${year}`,
    description: 'Three days of heavy metal in the heart of Bucharest: a warmup night and two full festival days.',
    location: 'Quantic Club, Bucharest',
    ticketUrl: 'https://tickets.metalgates.ro/',
    isActive: true,
  };
  const active = existing.festivals.find((f) => f.isActive) ?? existing.festivals[0];
  if (active) await services.festivals.update(seedActor, active._id, festivalInput);
  else await services.festivals.create(seedActor, festivalInput);

  log('site assets and images');
  await services.siteAssets.update(
    seedActor,
    {
      bannerText: `Metal Gates ${year} · 25–27 September · Quantic Club, Bucharest · Festival passes on sale now`,
      countdownDate: start.toISOString(),
      contactEmails: [
        { email: 'info@metalgates.ro', purpose: 'General information' },
        { email: 'tickets@metalgates.ro', purpose: 'Tickets and accreditation' },
        { email: 'press@metalgates.ro', purpose: 'Press & media' },
        { email: 'booking@metalgates.ro', purpose: 'Band booking' },
      ],
      copyright: `© ${year} Metal Gates Festival. All rights reserved.`,
      facebook: 'https://www.facebook.com/metalgatesfestival',
      instagram: 'https://www.instagram.com/metalgatesfestival',
      youtube: 'https://www.youtube.com/@metalgatesfestival',
      seoTitles: {
        login: 'Sign in | Metal Gates Festival',
        home: `Metal Gates Festival ${year} | Heavy metal in Bucharest`,
        lineup: `Lineup ${year} | Metal Gates Festival`,
        news: 'News | Metal Gates Festival',
        info: 'Festival info | Metal Gates Festival',
        archive: 'Archive | Metal Gates Festival',
        contact: 'Contact | Metal Gates Festival',
        notFound: 'Page not found | Metal Gates Festival',
      },
      seoDescriptions: {
        login: 'Staff sign-in for the Metal Gates Festival back office.',
        home: `Metal Gates Festival ${year}: 25–27 September at Quantic Club, Bucharest. Lineup, news and tickets.`,
        lineup: 'Every band playing Metal Gates: warmup night, day one and day two.',
        news: 'Band announcements, ticket news and festival updates from Metal Gates.',
        info: 'Getting to Quantic Club, where to stay, festival rules and answers to common questions.',
        archive: 'Posters and lineups of every past Metal Gates edition.',
        contact: 'Write to the Metal Gates team: tickets, press, booking and general questions.',
        notFound: 'This page does not exist on the Metal Gates Festival website.',
      },
    },
    {
      logo: file(await logoImage(), 'logo.png'),
      heroImage: file(await heroImage(1920, 1080), 'hero.jpg'),
      mobileHeroImage: file(await heroImage(750, 1334), 'hero-mobile.jpg'),
    },
  );

  log(`stages (${demoStages.length})`);
  const stageIds = new Map<string, string>();
  for (const stage of demoStages) stageIds.set(stage.name, (await services.stages.create(seedActor, stage))._id);

  const bands = demoBands(year);
  log(`bands (${bands.length}) with set times`);
  for (const band of bands) {
    const { spotifyEmbed, socialLinks, ...rest } = band;
    const set = demoSetTime(year, band);
    const setTime = set ? { stageId: stageIds.get(set.stage), startsAt: set.startsAt, endsAt: set.endsAt } : {};
    await services.bands.create(
      seedActor,
      { ...rest, ...setTime, spotifyEmbed: spotifyEmbed ?? null, socialLinks: socialLinks ?? {} },
      file(await bandImage(band.name, band.genre), `${band.name}.jpg`),
    );
  }

  const news = demoNews(year);
  const published = publicationDates(news, year, now);
  log(`news (${news.length})`);
  for (const [i, article] of news.entries()) {
    const { kicker, daysAgo: _daysAgo, recap: _recap, ...input } = article;
    const publishedAt = published[i]!;
    await services.news.create(
      seedActor,
      { ...input, publishedAt: publishedAt.toISOString() },
      file(await newsImage(article.title, kicker), 'news.jpg'),
    );
  }

  const archives = demoArchives(year);
  log(`archive editions (${archives.length})`);
  for (const edition of archives) {
    const headliners = edition.lineup.split(',').map((s) => s.trim());
    await services.archives.create(seedActor, edition, file(await posterImage(edition.year, headliners), `poster-${edition.year}.jpg`));
  }

  log(`partners (${demoPartners.length})`);
  for (const { tagline, mark, square, ...partner } of demoPartners) {
    await services.partners.create(seedActor, partner, file(await partnerLogo(partner.name, tagline, mark, square), `${partner.name}.png`));
  }

  log('info page');
  await services.infoPage.update(seedActor, demoInfo);

  log('Romanian: the info page, three articles, half the bands, the festival and site texts');
  await seedRomanian(services, seedActor, year);

  return { seeded: true, counts: { bands: bands.length, news: news.length, archives: archives.length, partners: demoPartners.length } };
}
