import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestClient, pageFixture, partnerFixture, renderWithProviders } from '../../../test/render';
import { PartnersAdmin } from './PartnersAdmin';

const V1 = '2026-01-01T00:00:00.000Z';
const partner = partnerFixture;

describe('PartnersAdmin', () => {
  // jsdom has no object URLs: the drop zone previews a chosen file through one.
  const { createObjectURL, revokeObjectURL } = URL;
  beforeAll(() => {
    Object.assign(URL, { createObjectURL: () => 'blob:logo-preview', revokeObjectURL: () => undefined });
  });
  afterAll(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it('lists the partners with tier and link, adds one with a logo, edits one naming its version, deletes one', async () => {
    let partners = [
      partner('p1', 'Carpathian Brewing', 'headline', { url: 'https://brew.example/', logo: '/api/uploads/brew.png' }),
      partner('p2', 'Nightline Transit', 'partner', { order: 2, status: 'draft' }),
    ];
    const { client, calls } = createTestClient((name, variables) => {
      if (name === 'AdminPartnersPage') return { data: { partnersPage: pageFixture('PartnerPage', partners) } };
      if (name === 'AdminCreatePartner') {
        const created = partner('p3', 'Radio Distortion', 'main', { logo: '/api/uploads/radio.png' });
        partners = [partners[0]!, created, partners[1]!];
        return { data: { createPartner: created } };
      }
      if (name === 'AdminUpdatePartner') return { data: { updatePartner: { ...partners[1], ...(variables.input as object), updatedAt: '2026-01-02T00:00:00.000Z' } } };
      if (name === 'AdminDeletePartner') {
        partners = partners.filter((p) => p._id !== variables.id);
        return { data: { deletePartner: { __typename: 'DeleteResult', _id: variables.id, message: 'Partner deleted successfully' } } };
      }
      return { data: null };
    });
    renderWithProviders(<PartnersAdmin />, { client, toaster: true });

    const cards = await screen.findAllByTestId('partner-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Headline partner')).toBeTruthy();
    expect(within(cards[0]!).getByRole('img', { name: 'Carpathian Brewing logo' })).toHaveAttribute('src', '/api/uploads/brew.png');
    expect(within(cards[0]!).getByRole('link', { name: 'https://brew.example/' })).toHaveAttribute('target', '_blank');
    expect(within(cards[1]!).getByText('No link')).toBeTruthy();
    expect(within(cards[1]!).getByRole('img', { name: 'No logo' })).toBeTruthy();
    // Drafts (#35): each card says where the item stands.
    expect(within(cards[0]!).getByTestId('publish-status').textContent).toBe('Published');
    expect(within(cards[1]!).getByTestId('publish-status').textContent).toBe('Draft');

    // Add: the form checks the shared rules first (name required), then sends the logo as an Upload.
    await userEvent.click(screen.getByRole('button', { name: 'Add Partner' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Add New Partner')).toBeTruthy();
    expect(within(dialog).getByText('(Max size: 2MB)')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Partner' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(calls.some((c) => c.operationName === 'AdminCreatePartner')).toBe(false);
    await userEvent.type(within(dialog).getByLabelText(/Name/), 'Radio Distortion');
    await userEvent.type(within(dialog).getByLabelText(/Website/), 'https://radio.example/');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Tier/), 'main');
    const logo = new File([new Uint8Array([137, 80, 78, 71])], 'radio.png', { type: 'image/png' });
    await userEvent.upload(within(dialog).getByTestId('Partner logo input'), logo);
    expect(within(dialog).getByRole('img', { name: 'Partner logo preview' })).toHaveAttribute('src', 'blob:logo-preview');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Partner' }));
    expect(await screen.findByText('Partner created successfully')).toBeTruthy();
    const create = calls.find((c) => c.operationName === 'AdminCreatePartner')!;
    expect(create.variables).toEqual({ input: { name: 'Radio Distortion', url: 'https://radio.example/', tier: 'main', order: 999, status: 'published', publishAt: null, logo } });
    await waitFor(() => expect(screen.getAllByTestId('partner-card')).toHaveLength(3));

    // Edit: the version it loaded goes along; the stored values fill the form.
    await userEvent.click(screen.getByRole('button', { name: 'Edit Nightline Transit' }));
    dialog = await screen.findByRole('dialog');
    await waitFor(() => expect((within(dialog).getByLabelText(/Order/) as HTMLInputElement).value).toBe('2'));
    expect((within(dialog).getByLabelText(/Tier/) as HTMLSelectElement).value).toBe('partner');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Tier/), 'headline');
    // A draft: the button says so; scheduled, it says Schedule and sends the festival time as an instant.
    expect(within(dialog).getByRole('button', { name: 'Save as draft' })).toBeTruthy();
    await userEvent.selectOptions(within(dialog).getByLabelText(/Publishing/), 'schedule');
    fireEvent.change(within(dialog).getByLabelText(/Goes public at/), { target: { value: '2099-09-26T20:00' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Partner updated successfully')).toBeTruthy();
    expect(calls.find((c) => c.operationName === 'AdminUpdatePartner')!.variables).toEqual({
      id: 'p2',
      input: { name: 'Nightline Transit', url: '', tier: 'headline', order: 2, status: 'published', publishAt: '2099-09-26T17:00:00.000Z', expectedUpdatedAt: V1 },
    });

    // Delete, as every collection screen does (no confirmation step: the spec's rule).
    await userEvent.click(screen.getByRole('button', { name: 'Delete Carpathian Brewing' }));
    expect(await screen.findByText('Partner deleted successfully')).toBeTruthy();
    expect(calls.find((c) => c.operationName === 'AdminDeletePartner')!.variables).toEqual({ id: 'p1' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit Carpathian Brewing' })).toBeNull());
    // Its Delete button went with it: focus lands on the list's count, not on the page.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('list-count')));
  });

  it("shows the server's refusal of a field inline", async () => {
    const { client } = createTestClient((name) => {
      if (name === 'AdminPartnersPage') return { data: { partnersPage: pageFixture('PartnerPage', []) } };
      if (name === 'AdminCreatePartner') {
        return { data: null, errors: [{ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', details: { url: 'Must be a valid http(s) URL' } } }] };
      }
      return { data: null };
    });
    renderWithProviders(<PartnersAdmin />, { client, toaster: true });
    expect(await screen.findByText('No partners yet. Use Add Partner to create the first one.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add Partner' }));
    const dialog = await screen.findByRole('dialog');
    // Sent empty: the message shows at the field, and focus goes there (not left on the submit button).
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Partner' }));
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText(/Name/)));
    await userEvent.type(within(dialog).getByLabelText(/Name/), 'X');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Partner' }));
    expect(await within(dialog).findByText('Must be a valid http(s) URL')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText(/Website|URL|Link/)));
  });

  it('Export CSV downloads the collection as a file through GraphQL exportCsv', async () => {
    const { client, calls } = createTestClient((name) =>
      name === 'AdminPartnersPage' ? { data: { partnersPage: pageFixture('PartnerPage', []) } } : name === 'AdminExportCsv' ? { data: { exportCsv: '\uFEFF_id,name\n' } } : { data: null },
    );
    const clicked: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    };
    try {
      renderWithProviders(<PartnersAdmin />, { client, route: '/admin/partners' });
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Export CSV of partners' }));
      await waitFor(() => expect(clicked).toHaveLength(1));
      expect(clicked[0]).toMatch(/^partners-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(calls.find((c) => c.operationName === 'AdminExportCsv')?.variables).toEqual({ collection: 'partners' });
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
  });
});
