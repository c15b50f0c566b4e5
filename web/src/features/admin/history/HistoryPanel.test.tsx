import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestClient, renderWithProviders } from '../../../test/render';
import { displayValue, HistoryPanel } from './HistoryPanel';

const summary = (id: string, action: string, changes: string[], door = 'rest') => ({
  __typename: 'VersionSummary',
  _id: id,
  createdAt: '2026-11-28T08:00:00.000Z',
  action,
  author: { __typename: 'Author', _id: 'u1', email: 'editor@example.com' },
  door,
  changes,
});

describe('HistoryPanel', () => {
  it('lists versions, shows one beside the current values with the changed fields marked, and restores it naming the loaded version', async () => {
    const { client, calls } = createTestClient((name, variables) => {
      // v0's author has no address on record (the server sends ''): named 'someone', not left blank.
      if (name === 'AdminVersions') return { data: { versions: [summary('v2', 'update', ['title'], 'graphql'), summary('v1', 'create', ['title', 'content']), { ...summary('v0', 'update', []), author: { __typename: 'Author', _id: 'gone', email: '' } }] } };
      if (name === 'AdminVersion') return { data: { version: { ...summary(String(variables?.versionId), 'create', ['title']), __typename: 'Version', data: { _id: 'a1', title: 'First title', content: 'Same body', updatedAt: 'x', imageVariants: null } } } };
      if (name === 'AdminRestoreVersion') return { data: { restoreVersion: { __typename: 'Restored', collection: 'news', _id: 'a1', title: 'First title', message: 'Version restored' } } };
      return { data: null };
    });
    const onRestored = jest.fn();
    const current = { _id: 'a1', title: 'Second title', content: 'Same body', updatedAt: '2026-11-28T09:00:00.000Z' };
    renderWithProviders(<HistoryPanel collection="news" id="a1" current={current} onRestored={onRestored} />, { client, route: '/admin/news', toaster: true });

    const versions = await screen.findAllByTestId('history-version');
    expect(versions.map((v) => v.textContent)).toEqual([
      expect.stringMatching(/Edited.*GraphQL.*editor@example\.com · title$/),
      expect.stringMatching(/Created.*REST.*title, content$/),
      expect.stringMatching(/Edited.*REST.*someone · no field changed$/),
    ]);
    await userEvent.click(versions[1]!);
    const table = await screen.findByRole('table', { name: 'This version beside the current one' });
    const changed = within(table).getAllByRole('row').filter((row) => row.hasAttribute('data-changed'));
    expect(changed.map((row) => row.textContent)).toEqual(['title changedFirst titleSecond title']);
    expect(within(table).queryByText('imageVariants')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Restore this version' }));
    expect(await screen.findByText('Version restored')).toBeTruthy();
    expect(calls.find((c) => c.operationName === 'AdminRestoreVersion')?.variables).toEqual({ collection: 'news', id: 'a1', versionId: 'v1', expectedUpdatedAt: current.updatedAt });
    expect(onRestored).toHaveBeenCalled();
  });

  it('shows values as one line', () => {
    expect([displayValue(null), displayValue(''), displayValue(3), displayValue({ a: 1 }), displayValue('x'.repeat(200)).length]).toEqual(['—', '—', '3', '{"a":1}', 158]);
  });
});
