import { describe, expect, it } from '@jest/globals';
import { untranslated, withEnglishWhereEmpty } from './translation';

const paths = ['bannerText', 'contactEmails[].purpose', 'seoTitles', 'faq[].answer'];
const english = {
  bannerText: 'Passes on sale',
  contactEmails: [{ email: 'a@x.test', purpose: 'Press' }, { email: 'b@x.test', purpose: 'Booking' }],
  seoTitles: { home: 'Home', lineup: 'Lineup', news: '' },
  faq: [{ _id: 'f1', question: 'Q?', answer: 'Yes.' }],
};

describe('the back office in Romanian (#36)', () => {
  it('counts each text lacking Romanian: a map text by text, a list item by its id or place', () => {
    const romanian = { bannerText: '', contactEmails: [{ email: 'a@x.test', purpose: 'Presă' }, { email: 'b@x.test', purpose: '' }], seoTitles: { home: 'Acasă' }, faq: [{ _id: 'f1', question: 'Î?', answer: '' }] };
    expect(untranslated(english, romanian, paths).sort()).toEqual(['bannerText', 'contactEmails.1.purpose', 'faq.f1.answer', 'seoTitles.lineup']);
    expect(untranslated(english, undefined, paths)).toEqual([]);
  });

  it('checks a Romanian edit as visitors would read it: each empty text the English one', () => {
    const edited = { bannerText: 'Abonamente', contactEmails: [{ purpose: '' }, { purpose: 'Booking trupe' }], seoTitles: { lineup: 'Line-up' }, faq: [{ _id: 'f1', answer: '' }] };
    expect(withEnglishWhereEmpty(edited, english, paths)).toEqual({
      bannerText: 'Abonamente',
      contactEmails: [{ email: 'a@x.test', purpose: 'Press' }, { email: 'b@x.test', purpose: 'Booking trupe' }],
      seoTitles: { home: 'Home', lineup: 'Line-up', news: '' },
      faq: [{ _id: 'f1', question: 'Q?', answer: 'Yes.' }],
    });
  });
});
