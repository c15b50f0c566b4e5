import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestClient, renderWithProviders } from '../../../test/render';
import { RecoveryCodes, recoveryCodesText } from './RecoveryCodes';

const codes = ['k3j9x-2mq8p', 'a2b3c-d4e5f'];

describe('RecoveryCodes', () => {
  it('offers the codes to copy at once and to download as a text file', async () => {
    const { client } = createTestClient(() => ({ data: null }));
    const done = jest.fn();
    const created: Blob[] = [];
    URL.createObjectURL = ((blob: Blob) => (created.push(blob), 'blob:codes')) as typeof URL.createObjectURL;
    URL.revokeObjectURL = (() => {}) as typeof URL.revokeObjectURL;
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithProviders(<RecoveryCodes codes={codes} intro="Two-factor sign-in is on." onDone={done} />, { client });

    expect(screen.getByText('k3j9x-2mq8p')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Copy the recovery codes' }));
    expect(await navigator.clipboard.readText()).toBe('k3j9x-2mq8p\na2b3c-d4e5f');

    await user.click(screen.getByRole('button', { name: 'Download as text' }));
    expect(clicked).toHaveBeenCalledTimes(1);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0]);
    });
    expect(text).toBe(recoveryCodesText(codes));
    expect(recoveryCodesText(codes)).toContain('k3j9x-2mq8p\na2b3c-d4e5f\n');
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(done).toHaveBeenCalled();
    clicked.mockRestore();
  });
});
