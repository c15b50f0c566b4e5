import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { PublicPartnersDocument } from '../../gql/graphql';
import { partnerFixture, renderPublic } from '../../test/render';
import { FooterPartners, PartnerStrip } from './PartnerLogos';

const variants = (width: number, height: number) => ({
  __typename: 'ImageVariants',
  width,
  height,
  placeholder: null,
  src: `/api/uploads/logo-${width}w.png`,
  sources: [{ __typename: 'ImageSource', type: 'image/webp', srcSet: `/api/uploads/logo-${width}w.webp ${width}w` }],
});
const partner = (_id: string, name: string, tier: string, extra: Record<string, unknown> = {}) =>
  partnerFixture(_id, name, tier, { logo: `/api/uploads/${_id}.png`, logoVariants: variants(600, 180), ...extra });
// As the server lists them: by tier, then order.
const partners = [
  partner('h1', 'Carpathian Brewing', 'headline', { url: 'https://brew.example/' }),
  partner('m1', 'Radio Distortion', 'main', { url: 'https://radio.example/' }),
  partner('m2', 'Voltage Guitars', 'main'),
  partner('p1', 'Nightline Transit', 'partner', { logo: null, logoVariants: null, url: 'https://night.example/' }),
];
const answering = (list: unknown[]) => ({ resolve: (op: string) => (op === 'PublicPartners' ? { data: { partners: list } } : { data: null }) });

describe('the partners strip (home page)', () => {
  it('shows headline partners, then main partners, then the rest; logos link to their sites in a new tab; a partner without a logo shows its name', async () => {
    renderPublic(<PartnerStrip />, answering(partners));
    const strip = await screen.findByTestId('partner-strip');
    expect(within(strip).getByRole('heading', { level: 2, name: 'Partners' })).toBeTruthy();
    const rows = within(strip).getAllByRole('list');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Headline partners', 'Main partners', 'Partners']);
    expect(within(rows[1]!).getAllByRole('listitem').map((li) => li.textContent || within(li).getByRole('img').getAttribute('alt'))).toEqual([
      'Radio Distortion',
      'Voltage Guitars',
    ]);

    const brew = within(rows[0]!).getByRole('link', { name: 'Carpathian Brewing' });
    expect(brew).toHaveAttribute('href', 'https://brew.example/');
    expect(brew).toHaveAttribute('target', '_blank');
    expect(brew).toHaveAttribute('rel', 'noopener');
    // Lazy, with its intrinsic size (the box is reserved before it loads) and responsive sources.
    const img = within(brew).getByRole('img', { name: 'Carpathian Brewing' });
    expect([img.getAttribute('loading'), img.getAttribute('width'), img.getAttribute('height')]).toEqual(['lazy', '600', '180']);
    expect(img).toHaveAttribute('src', '/api/uploads/logo-600w.png');
    expect(img.parentElement!.querySelector('source')).toHaveAttribute('srcset', '/api/uploads/logo-600w.webp 600w');

    // No link without a url; the name as text without a logo.
    expect(within(rows[1]!).queryByRole('link', { name: 'Voltage Guitars' })).toBeNull();
    expect(within(rows[2]!).getByRole('link', { name: 'Nightline Transit' })).toHaveAttribute('href', 'https://night.example/');
    expect(within(rows[2]!).queryByRole('img')).toBeNull();
  });

  it('is not there when there are no partners', async () => {
    const { calls, client } = renderPublic(
      <>
        <PartnerStrip />
        <FooterPartners />
      </>,
      answering([]),
    );
    // The (empty) answer has arrived and been rendered.
    await waitFor(() => expect(client.readQuery({ query: PublicPartnersDocument })).toEqual({ partners: [] }));
    expect(calls.filter((c) => c.operationName === 'PublicPartners')).toHaveLength(1);
    expect(screen.queryByTestId('partner-strip')).toBeNull();
    expect(screen.queryByTestId('footer-partners')).toBeNull();
  });
});

describe('the footer partners', () => {
  it('shows every partner small, in the same order, from the same one read as the strip', async () => {
    const { calls } = renderPublic(
      <>
        <PartnerStrip />
        <FooterPartners />
      </>,
      answering(partners),
    );
    const footer = await screen.findByTestId('footer-partners');
    expect(within(footer).getAllByRole('listitem').map((li) => li.textContent || within(li).getByRole('img').getAttribute('alt'))).toEqual([
      'Carpathian Brewing',
      'Radio Distortion',
      'Voltage Guitars',
      'Nightline Transit',
    ]);
    expect(within(footer).getByRole('img', { name: 'Voltage Guitars' })).toHaveAttribute('loading', 'lazy');
    expect(calls.filter((c) => c.operationName === 'PublicPartners')).toHaveLength(1);
  });
});
