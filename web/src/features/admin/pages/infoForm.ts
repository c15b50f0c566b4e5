import type { AdminInfoPageFragment, InfoPageInput } from '../../../gql/graphql';

export interface FaqDraft {
  /** Stable React key; `_id` is kept for saved items. */
  key: string;
  _id?: string;
  question: string;
  answer: string;
}

export interface InfoDraft {
  locationTitle: string;
  address: string;
  mapEmbedUrl: string;
  byAir: string;
  byCar: string;
  accommodation: string;
  /** One item per line. */
  importantGuidelines: string;
  allowedItems: string;
  prohibitedItems: string;
  securityNote: string;
  faq: FaqDraft[];
}

let keySeq = 0;
export const newFaqKey = () => `faq-new-${++keySeq}`;

/** The lists split on newlines (blank lines dropped). */
export const splitLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter(Boolean);

export function infoToDraft(info: AdminInfoPageFragment): InfoDraft {
  return {
    locationTitle: info.location.title,
    address: info.location.address,
    mapEmbedUrl: info.location.mapEmbedUrl,
    byAir: info.travel.byAir,
    byCar: info.travel.byCar,
    accommodation: info.travel.accommodation,
    importantGuidelines: info.rules.importantGuidelines.join('\n'),
    allowedItems: info.rules.allowedItems.join('\n'),
    prohibitedItems: info.rules.prohibitedItems.join('\n'),
    securityNote: info.rules.securityNote,
    faq: info.faq.map((f) => ({ key: f._id, _id: f._id, question: f.question, answer: f.answer })),
  };
}

export function draftToInput(d: InfoDraft): InfoPageInput {
  return {
    location: { title: d.locationTitle, address: d.address, mapEmbedUrl: d.mapEmbedUrl },
    travel: { byAir: d.byAir, byCar: d.byCar, accommodation: d.accommodation },
    rules: {
      importantGuidelines: splitLines(d.importantGuidelines),
      allowedItems: splitLines(d.allowedItems),
      prohibitedItems: splitLines(d.prohibitedItems),
      securityNote: d.securityNote,
    },
    faq: d.faq.map((f) => ({ ...(f._id ? { _id: f._id } : {}), question: f.question, answer: f.answer })),
  };
}
