import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bandFixture, lineupResolver, renderPublic } from '../../test/render';
import { LineupPage } from './LineupPage';

const band = (name: string) => bandFixture(name);

const resolve = lineupResolver([band('Frostborn'), band('Dacian Fury')]);

describe('/lineup?band=<id> (the link calendar events point to)', () => {
  it("opens that band's dialog, and closing it leaves the lineup", async () => {
    renderPublic(<LineupPage />, { resolve, route: '/lineup?band=id-Dacian%20Fury' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Dacian Fury' })).toBeInTheDocument();
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: /^Frostborn/ })).toBeInTheDocument();
  });

  it('opens no dialog for an unknown id', async () => {
    renderPublic(<LineupPage />, { resolve, route: '/lineup?band=nope' });
    expect(await screen.findByRole('button', { name: /^Frostborn/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
