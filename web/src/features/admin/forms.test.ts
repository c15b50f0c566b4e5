import { describe, expect, it } from '@jest/globals';
import type { FileRejection } from 'react-dropzone';
import { publishedAtInstant, validateArticle } from './news/NewsAdmin';
import { validateArchive } from './archive/ArchiveAdmin';
import { rejectionMessage } from './common/ImageDropzone';
import { bandCollection } from '@domain/bands';
import { collectionForm } from './common/collectionForm';
import { bandForm, validateBand } from './lineup/LineupAdmin';
import { draftToInput, infoToDraft, splitLines } from './pages/infoForm';
import { festivalToEdit } from './settings/FestivalTab';
import { editableSeoKeys, seoKeyLabel } from './settings/seoKeys';

const file = (name: string) => ({ name }) as File;

describe('band form', () => {
  // The band form as CollectionAdmin renders it: the definition's fields with the screen's own over them.
  const form = collectionForm(bandCollection, bandForm([]), 'Band form');
  it('add mode: blank, warmup day, order 999 (the schema\'s default)', () => {
    const v = form.initialValues(null);
    expect(v).toMatchObject({ name: '', country: '', genre: '', performanceDay: '25 September - WARMUP', order: '999', startsAt: '', facebook: '' });
  });
  it('edit mode: the stored values, set times in festival time', () => {
    const band = { _id: 'b1', name: 'Iron', country: 'RO', genre: null, order: 3, performanceDay: 'x', startsAt: '2026-09-26T17:00:00.000Z', socialLinks: { facebook: 'https://fb.com/x' } };
    expect(form.initialValues(band as never)).toMatchObject({ name: 'Iron', genre: '', order: '3', startsAt: '2026-09-26T20:00', endsAt: '', facebook: 'https://fb.com/x' });
  });
  it('requires name, country, biography; order ≥ 1', () => {
    expect(validateBand({ order: '0' })).toEqual({
      name: 'Name is required',
      country: 'Country is required',
      biography: 'Biography is required',
      order: 'Order must be at least 1',
    });
    expect(validateBand({ name: 'a', country: 'b', biography: 'c', order: '2.5' })).toEqual({ order: 'Order must be a whole number' });
    expect(validateBand({ name: 'a', country: 'b', biography: 'c', order: '' })).toEqual({});
  });
  it('builds the input: nested social links, numeric order, the day only without a set time', () => {
    const values = { ...form.initialValues(null), name: ' Iron Wolves ', country: 'RO', biography: 'bio', order: '4', facebook: 'https://fb.com/x' };
    const input = form.toInput(values, null);
    expect(input).toMatchObject({ name: 'Iron Wolves', order: 4, performanceDay: '25 September - WARMUP', stageId: null, startsAt: null });
    expect(input.socialLinks).toMatchObject({ facebook: 'https://fb.com/x', website: '' });
    expect(form.toInput({ ...values, order: '' }, null)).toMatchObject({ order: 999 });
    expect(form.toInput({ ...values, startsAt: '2026-09-26T20:00' }, null)).toMatchObject({ performanceDay: null, startsAt: '2026-09-26T17:00:00.000Z' });
  });
});

describe('news and archive forms', () => {
  it('require their fields', () => {
    expect(Object.keys(validateArticle({}))).toEqual(['title', 'excerpt', 'content', 'publishedAt']);
    expect(Object.keys(validateArchive({}))).toEqual(['year', 'description', 'lineup']);
  });
  it('keeps the publication time when the day is unchanged', () => {
    expect(publishedAtInstant('2025-05-04', '2025-05-04T10:30:00.000Z')).toBe('2025-05-04T10:30:00.000Z');
    expect(publishedAtInstant('2025-05-05', '2025-05-04T10:30:00.000Z')).toBe('2025-05-05T00:00:00.000Z');
    expect(publishedAtInstant('2025-05-05')).toBe('2025-05-05T00:00:00.000Z');
  });
});

describe('image picker rejections', () => {
  const rejection = (code: string, message = 'x') => ({ file: file('big.png'), errors: [{ code, message }] }) as unknown as FileRejection;
  it('prefixes the file name', () => {
    expect(rejectionMessage(rejection('file-too-large'), 5)).toBe('big.png: File is too large. Maximum size is 5MB.');
    // A wrong type in the server's own words (domain/images.ts).
    expect(rejectionMessage(rejection('file-invalid-type'), 5, 'Logo')).toBe('big.png: Logo must be a JPEG, PNG, WebP, GIF or AVIF image.');
    expect(rejectionMessage(rejection('too-many-files', 'Too many files'), 5)).toBe('big.png: Too many files');
  });
});

describe('info page form', () => {
  const info = {
    location: { title: 'Quantic', address: 'Str. 1', mapEmbedUrl: '' },
    travel: { byAir: 'OTP', byCar: 'A1', accommodation: 'Hotels' },
    rules: { importantGuidelines: ['ID', 'Respect'], allowedItems: [], prohibitedItems: ['Glass'], securityNote: 'Bags checked' },
    faq: [{ _id: 'f1', question: 'Parking?', answer: 'Yes' }],
    updatedAt: null,
  };
  it('splits lists on newlines, dropping blanks', () => {
    expect(splitLines(' a \n\nb\r\nc ')).toEqual(['a', 'b', 'c']);
  });
  it('round-trips and keeps FAQ ids', () => {
    const input = draftToInput(infoToDraft(info));
    expect(input.rules).toEqual(info.rules);
    expect(input.faq).toEqual([{ _id: 'f1', question: 'Parking?', answer: 'Yes' }]);
    const draft = infoToDraft(info);
    draft.faq.push({ key: 'new', question: 'Q', answer: 'A' });
    expect(draftToInput(draft).faq?.[1]).toEqual({ question: 'Q', answer: 'A' });
  });
});

describe('settings helpers', () => {
  it('edits the active festival, else the first, else none', () => {
    const f = (id: string, isActive: boolean) => ({ _id: id, isActive, name: id, dates: '', description: '', location: '', ticketUrl: '', days: [], createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' });
    expect(festivalToEdit([f('a', false), f('b', true)])?._id).toBe('b');
    expect(festivalToEdit([f('a', false), f('b', false)])?._id).toBe('a');
    expect(festivalToEdit([])).toBeNull();
  });
  it('lists SEO keys except the news-article key in either spelling', () => {
    expect(editableSeoKeys({ home: 'H', newsArticle: 'x', 'news-article': 'y', notFound: 'N' })).toEqual(['home', 'notFound']);
    expect(seoKeyLabel('notFound')).toBe('Not Found');
    expect(seoKeyLabel('coming-soon')).toBe('Coming Soon');
  });
});
