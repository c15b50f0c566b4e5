import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { defineCollection } from '@domain/collection';
import { limits, optionalBlankText, requiredText } from '@domain/common';
import { partnerCollection } from '@domain/partners';
import { collectionForm } from './collectionForm';
import { formLayout } from './formLayout';
import type { FormValuesOf } from './formValues';

// A collection without a file, said only by its definition (as a new one would be).
const faqInput = z.object({
  question: requiredText(limits.short, 'Question is required'),
  answer: requiredText(limits.long, 'Answer is required'),
  topic: z.enum(['tickets', 'travel']),
  order: z.number().int().default(999),
  notes: optionalBlankText(limits.short),
  tags: z.array(z.string()).optional(),
});
const faqCollection = defineCollection({
  input: faqInput,
  dto: z.object({ _id: z.string(), question: z.string() }),
  publicFields: { _id: { none: 'a key' }, question: { none: 'no public view yet' } },
  listArgs: z.object({}),
  search: ['question'],
  noun: 'faqEntry',
  write: 'manageContent',
  removable: true,
  docs: { list: 'Every entry' },
});
type FaqValues = FormValuesOf<typeof faqInput, 'tags'>;

describe('a collection form from its definition', () => {
  it('derives every field of the input schema it can, in order, with no file section for a collection without a file', () => {
    const form = collectionForm(faqCollection, {}, 'FAQ form');
    expect(Object.keys(form.controls)).toEqual(['question', 'answer', 'topic', 'order', 'notes']);
    expect(form.image).toBeUndefined();
    expect(form.initialValues(null)).toEqual({ question: '', answer: '', topic: '', order: '999', notes: '' });
    expect(form.toInput({ question: ' Q ', answer: 'A', topic: 'travel', order: '', notes: '' } as never, null)).toEqual({
      question: 'Q',
      answer: 'A',
      topic: 'travel',
      order: 999,
      notes: '',
    });
    // The input schema's own rules by default.
    expect(form.validate({})).toMatchObject({ question: 'Question is required', answer: 'Answer is required' });
  });

  it('takes its file section from the definition: the label, the stored path, the size limit', () => {
    const form = collectionForm(partnerCollection, {}, 'Partner form');
    expect(form.image).toMatchObject({ heading: 'Logo', maxSizeMb: partnerCollection.file!.maxBytes / 1024 / 1024 });
    expect(form.image?.current({ _id: 'p', logo: '/uploads/x.png' } as never)).toBe('/uploads/x.png');
  });

  it('leaves alone a field its layout does not name (never sent), and refuses to render one it cannot derive', () => {
    const layout = formLayout<{ question: string; answer: string }>()(['question', { hidden: ['answer'] }]);
    const form = collectionForm(faqCollection, { layout: layout as never }, 'FAQ form');
    expect(Object.keys(form.toInput({ question: 'Q', answer: 'A' } as never, null))).toEqual(['question', 'answer']);
    const withTags = formLayout<{ tags: string }>()(['tags']);
    expect(() => collectionForm(faqCollection, { layout: withTags as never }, 'FAQ form')).toThrow(
      'FAQ form: the form field "tags" has no control: its type is not one the back office derives (text, number, choice, link, time). Give it in form.fields, or mark it hidden in the layout.',
    );
  });

  it('refuses, by type, a layout that forgets a field', () => {
    formLayout<FaqValues>()(['question', 'answer', { fields: ['topic', 'order'], columns: 2 }, { hidden: ['notes'] }, 'file']);
    // @ts-expect-error -- `notes` is neither placed nor hidden: missingFromLayout: "notes"
    formLayout<FaqValues>()(['question', 'answer', { fields: ['topic', 'order'], columns: 2 }]);
  });
});
