import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gqlError, renderPublic, siteAssetsFixture } from '../../test/render';
import { ContactPage } from './ContactPage';
import { validateContact } from './validation';

describe('validateContact', () => {
  it('requires every field with the spec messages', () => {
    expect(validateContact({})).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });
  it('checks the email address', () => {
    expect(validateContact({ name: 'a', email: 'not-an-email', subject: 's', message: 'm' })).toEqual({ email: 'Invalid email address' });
    expect(validateContact({ name: 'a', email: 'fan@example.com', subject: 's', message: 'm' })).toEqual({});
  });
});

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ana');
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ana@example.com');
  await user.type(screen.getByRole('textbox', { name: /^Subject/ }), 'Tickets');
  await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Hello there');
}

describe('<ContactPage>', () => {
  it('lists the contact emails with their purposes and shows the validation messages', async () => {
    renderPublic(<ContactPage />, {
      resolve: (op) => (op === 'SiteAssets' ? { data: { siteAssets: siteAssetsFixture() } } : { data: null }),
    });
    expect(await screen.findByText('General information')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'info@metalgates.test' })).toHaveAttribute('href', 'mailto:info@metalgates.test');
    expect(screen.getByText('Press')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Send Message/ }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'nope');
    await user.tab();
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
  });

  it("sends, shows 'Sending...', toasts the server's message and resets the form", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { calls } = renderPublic(<ContactPage />, {
      resolve: async (op) => {
        if (op === 'SendContactMessage') {
          await gate;
          return { data: { sendContactMessage: { __typename: 'ContactResult', message: 'Message sent successfully' } } };
        }
        return op === 'SiteAssets' ? { data: { siteAssets: siteAssetsFixture() } } : { data: null };
      },
    });
    const user = userEvent.setup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: /Send Message/ }));
    expect(await screen.findByText('Sending...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Message sent!')).toBeInTheDocument();
    expect(screen.getByText('Message sent successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue(''));
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue('');
    expect(calls.find((c) => c.operationName === 'SendContactMessage')?.variables).toEqual({
      input: { name: 'Ana', email: 'ana@example.com', subject: 'Tickets', message: 'Hello there' },
    });
  });

  it('toasts the failure and keeps what was typed', async () => {
    renderPublic(<ContactPage />, {
      resolve: (op) => (op === 'SendContactMessage' ? gqlError('Too many requests', 'TOO_MANY_REQUESTS') : { data: null }),
    });
    const user = userEvent.setup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: /Send Message/ }));
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Ana');
  });
});
