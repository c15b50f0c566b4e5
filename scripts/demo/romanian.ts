/**
 * The demo's Romanian texts (#36): the whole info page, three articles, half the bands (the others,
 * and everything else, fall back to English, so the fallback shows), the festival and the site's
 * banner, contact purposes and copyright. Keyed by the English item they translate.
 */
import type { Actor } from '../../server/access';
import type { Services } from '../../server/services';
import { demoInfo } from './content';

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

const faqRo = [
  { question: 'Pot cumpăra bilete la intrare?', answer: 'Da, dacă festivalul nu este sold out. Vă recomandăm să cumpărați online: este mai ieftin și evitați coada.' },
  { question: 'Există garderobă?', answer: 'Da, o garderobă cu plată este deschisă de la deschiderea porților până la o oră după ultima trupă.' },
  { question: 'Pot plăti cu cardul la baruri?', answer: 'Da. Toate barurile, food truck-urile și standul de merch acceptă carduri și plăți contactless.' },
  {
    question: 'Este locația accesibilă utilizatorilor de scaun rulant?',
    answer: 'Da. Există acces fără trepte, o toaletă accesibilă și o platformă de vizionare înălțată. Scrieți-ne înainte de festival ca să vă ajutăm să vă planificați vizita.',
  },
  {
    question: 'Unde văd cine cântă și când?',
    answer: 'În programul de pe pagina Lineup. Marcați trupele pe care vreți să le vedeți: Programul meu vă păstrează alegerile în browser și vă avertizează la suprapuneri.',
  },
];

/** The whole info page in Romanian; the FAQ by the English items' ids (the map URL is shared). */
export const romanianInfo = (faqIds: string[]) => ({
  location: { title: 'Quantic Club', address: 'Splaiul Independenței 319, București 060044, România', mapEmbedUrl: demoInfo.location.mapEmbedUrl },
  travel: {
    byAir:
      'Aeroportul Internațional Henri Coandă (OTP) este la 20 km de locație. Autobuzul expres 783 și trenul spre aeroport vă duc în centru în aproximativ 40 de minute; de acolo, locația este la 15 minute cu taxiul.',
    byCar:
      'Locația se află lângă stația de metrou Grozăvești, la 5 minute de centru. În apropiere sunt puține locuri de parcare cu plată; vă recomandăm insistent transportul public.',
    accommodation:
      'Hotelurile partenere din zonele Cotroceni și Centrul Vechi oferă reduceri pentru festival. Hostelurile de lângă Piața Unirii sunt o variantă accesibilă, la 20 de minute cu metroul.',
  },
  rules: {
    importantGuidelines: [
      'Brățările de festival trebuie purtate tot timpul și nu pot fi înlocuite dacă se pierd.',
      'Vârsta minimă este 16 ani; vizitatorii sub 18 ani au nevoie de acordul semnat al părinților.',
      'Reintrarea este permisă până la ora 22:00 în fiecare zi.',
      'Mosh cu cap: aveți grijă unii de alții în pit.',
    ],
    allowedItems: ['Sticle de apă reutilizabile goale (maximum 1 L)', 'Dopuri de urechi', 'Genți mici (format A4 sau mai mici)', 'Cremă de protecție solară sigilată', 'Medicamente cu rețetă, cu adeverință medicală'],
    prohibitedItems: ['Sticle și doze', 'Aparate foto profesionale și echipamente de înregistrare', 'Brățări cu țepi și lanțuri', 'Artificii, torțe și lasere', 'Droguri și substanțe ilegale'],
    securityNote: 'Toți vizitatorii și bagajele sunt verificați la intrare. Personalul de securitate poate refuza accesul oricui nu respectă regulile festivalului.',
  },
  faq: faqIds.slice(0, faqRo.length).map((_id, i) => ({ _id, ...faqRo[i]! })),
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
