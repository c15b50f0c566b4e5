import type { AdminInfoPageFragment, InfoPageInput } from '../gql/graphql';

export interface FaqDraft {
  /** Stable React key; `_id` is kept for saved items. */
  key: string;
  _id?: string;
  question: string;
  answer: string;
}

/**
 * The info page as the editor holds it: the input's own nesting (so the shared schema's error
 * paths name the form's fields), with each list as one text, one item per line.
 */
export interface InfoDraft {
  location: { title: string; address: string; mapEmbedUrl: string };
  travel: { byAir: string; byCar: string; accommodation: string };
  rules: { importantGuidelines: string; allowedItems: string; prohibitedItems: string; securityNote: string };
  faq: FaqDraft[];
}

/** What a form holds: react-final-form drops a cleared field, so any part may be missing. */
export type PartialDraft = {
  [K in keyof InfoDraft]?: InfoDraft[K] extends FaqDraft[] ? Partial<FaqDraft>[] : Partial<InfoDraft[K]>;
};

export const LIST_FIELDS = ['importantGuidelines', 'allowedItems', 'prohibitedItems'] as const;

let keySeq = 0;
export const newFaqKey = () => `faq-new-${++keySeq}`;

/** The list with the item at `from` moved to `to` (the FAQ's order is the order saved and shown). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** The lists split on newlines (blank lines dropped). */
export const splitLines = (text: string | undefined) =>
  (text ?? '')
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter(Boolean);

export function infoToDraft(info: AdminInfoPageFragment): InfoDraft {
  return {
    location: { title: info.location.title, address: info.location.address, mapEmbedUrl: info.location.mapEmbedUrl },
    travel: { byAir: info.travel.byAir, byCar: info.travel.byCar, accommodation: info.travel.accommodation },
    rules: {
      importantGuidelines: info.rules.importantGuidelines.join('\n'),
      allowedItems: info.rules.allowedItems.join('\n'),
      prohibitedItems: info.rules.prohibitedItems.join('\n'),
      securityNote: info.rules.securityNote,
    },
    faq: info.faq.map((f) => ({ key: f._id, _id: f._id, question: f.question, answer: f.answer })),
  };
}

export function draftToInput(d: PartialDraft): InfoPageInput {
  const { location = {}, travel = {}, rules = {}, faq = [] } = d;
  return {
    location: { title: location.title ?? '', address: location.address ?? '', mapEmbedUrl: location.mapEmbedUrl ?? '' },
    travel: { byAir: travel.byAir ?? '', byCar: travel.byCar ?? '', accommodation: travel.accommodation ?? '' },
    rules: {
      importantGuidelines: splitLines(rules.importantGuidelines),
      allowedItems: splitLines(rules.allowedItems),
      prohibitedItems: splitLines(rules.prohibitedItems),
      securityNote: rules.securityNote ?? '',
    },
    faq: faq.map((f) => ({ ...(f._id ? { _id: f._id } : {}), question: f.question ?? '', answer: f.answer ?? '' })),
  };
}
