/**
 * The demo's Romanian texts (#36): the whole info page, three articles, half the bands (the others,
 * and everything else, fall back to English, so the fallback shows), the festival and the site's
 * banner, contact purposes and copyright. Keyed by the English item they translate.
 */
import type { Actor } from '../../server/access';
import type { Services } from '../../server/services';
import infoPage from './info-page.json' with { type: 'json' };

/** Romanian texts of six of the eleven bands, by English name. */
export const romanianBands: Record<string, { country: string; genre?: string; biography: string }> = {
  'Iron Wolves of Carpathia': {
    country: 'România',
    biography:
      'Născuți în 2009 la poalele Carpaților, Iron Wolves of Carpathia îmbină rifurile reci de tremolo cu melodii populare românești.\nAl treilea lor album, „Unde lupii stau de veghe”, a urcat în fruntea topurilor underground din Europa de Est și i-a purtat prin patruzeci de orașe europene.',
  },
  'Grave Serpent': {
    country: 'Suedia',
    biography:
      'Chitare gemene în stil Göteborg, o secțiune ritmică precum o alunecare de teren și refrene făcute pentru mulțimile de festival.\nGrave Serpent revin la Metal Gates după ce au încheiat o ediție trecută sub o ploaie de confetti.',
  },
  'Ashen Crown': {
    country: 'Regatul Unit',
    biography: 'Lent, zdrobitor și ciudat de frumos: Ashen Crown compun imnuri pentru sfârșitul lumii.\nVă așteaptă un set construit în jurul apreciatului album „Catedrala de cenușă”.',
  },
  'Steel Tempest': {
    country: 'Germania',
    biography: 'Voci care se înalță, rifuri în galop și un spectacol cu mai multă pirotehnie decât unele războaie mici.\nSteel Tempest poartă steagul power metalului din 2003.',
  },
  Frostborn: {
    country: 'Norvegia',
    biography: 'Frostborn spun saga nordului cu tobe de război, coruri și un zid de chitare.\nConcertele lor sunt faimoase pentru ritualul în care publicul „vâslește”: trebuie văzut ca să fie crezut.',
  },
  'Dacian Fury': {
    country: 'România',
    genre: 'Folk metal',
    biography: 'Cimpoaie, tulnice și chitare distorsionate: Dacian Fury aduc legendele dacilor pe scena festivalului.',
  },
};

/** Romanian texts of three articles, by English title. */
export const romanianNews: Record<string, { title: string; excerpt: string; content: string }> = {
  'Iron Wolves of Carpathia to headline day two': {
    title: 'Iron Wolves of Carpathia sunt capul de afiș al zilei a doua',
    excerpt: 'Giganții români ai black metalului se întorc acasă pentru a încheia festivalul cu un set special de două ore.',
    content:
      'Suntem mândri să anunțăm că Iron Wolves of Carpathia vor fi capul de afiș al celei de-a doua zile a Metal Gates Festival.\nTrupa va cânta un set special de două ore, cu albumul de debut integral, pentru prima dată în România.\n„Bucureștiul ne-a format. Să încheiem Metal Gates înseamnă o întoarcere acasă pe care o așteptăm de mult”, spune vocalistul Andrei Lupu.\nBiletele de o zi și abonamentele complete sunt disponibile acum.',
  },
  'Final wave of bands announced': {
    title: 'Ultimul val de trupe a fost anunțat',
    excerpt: 'Frostborn, Obsidian Vein și Venom Choir completează afișul ediției din acest an.',
    content:
      'Afișul este complet! Vikingii norvegieni Frostborn, maeștrii greci ai metalului progresiv Obsidian Vein și forța simfonică bulgară Venom Choir se alătură festivalului.\nCu unsprezece trupe în trei zile, aceasta este cea mai mare ediție Metal Gates de până acum.\nProgramul este și el online: marcați trupele pe care vreți să le vedeți, iar Programul meu vă păstrează alegerile.',
  },
  'Early bird tickets sold out in 48 hours': {
    title: 'Biletele early bird s-au epuizat în 48 de ore',
    excerpt: 'Vă mulțumim pentru sprijinul copleșitor. Abonamentele obișnuite sunt acum în vânzare.',
    content:
      'Toate abonamentele early bird s-au vândut în mai puțin de două zile. Mulțumim!\nAbonamentele obișnuite de trei zile și biletele de o zi sunt disponibile prin partenerul nostru de ticketing.\nAtenție: biletele cumpărate de la revânzători neoficiali pot să nu fie valabile la intrare.',
  },
};

/** The whole info page in Romanian (info-page.json, beside the English); the FAQ by the English items' ids (the map URL is shared). */
export const romanianInfo = (faqIds: string[]) => ({
  ...infoPage.ro,
  location: { ...infoPage.ro.location, mapEmbedUrl: infoPage.en.location.mapEmbedUrl },
  faq: faqIds.slice(0, infoPage.ro.faq.length).map((_id, i) => ({ _id, ...infoPage.ro.faq[i]! })),
});

export const romanianFestival = (year: number) => ({
  name: `Metal Gates Festival ${year}`,
  dates: `25–27 septembrie ${year}`,
  description: 'Trei zile de heavy metal în inima Bucureștiului: o seară de warmup și două zile întregi de festival.',
  location: 'Quantic Club, București',
});

export const romanianSiteAssets = (year: number) => ({
  bannerText: `Metal Gates ${year} · 25–27 septembrie · Quantic Club, București · Abonamentele sunt în vânzare`,
  contactEmails: [
    { purpose: 'Informații generale' },
    { purpose: 'Bilete și acreditări' },
    { purpose: 'Presă și media' },
    { purpose: 'Booking trupe' },
  ],
  copyright: `© ${year} Metal Gates Festival. Toate drepturile rezervate.`,
});

/** Writes the Romanian texts over the seeded English content, through the services (`locale: ro` leaves English alone). */
export async function seedRomanian(services: Services, actor: Actor, year: number): Promise<void> {
  const ro = { actor, locale: 'ro' as const, preview: false as const };
  for (const band of await services.bands.list()) {
    const texts = romanianBands[band.name];
    if (texts) await services.bands.update(ro, band._id, texts);
  }
  for (const article of await services.news.list()) {
    const texts = romanianNews[article.title];
    if (texts) await services.news.update(ro, article._id, texts);
  }
  const active = await services.festivals.active();
  if (active) await services.festivals.update(ro, active._id, romanianFestival(year));
  await services.siteAssets.update(ro, romanianSiteAssets(year));
  const info = await services.infoPage.get();
  await services.infoPage.update(ro, romanianInfo(info.faq.map(({ _id }) => _id)));
}
