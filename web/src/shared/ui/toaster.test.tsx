import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { system } from '../../test/render';
import { Toaster, toaster, TOAST_DURATION } from './toaster';

afterEach(() => {
  toaster.remove();
  jest.useRealTimers();
});

const mount = () =>
  render(
    <ChakraProvider value={system}>
      <Toaster />
    </ChakraProvider>,
  );

describe('toaster', () => {
  it('shows a title, a description and a close control, one toast at a time', async () => {
    mount();
    toaster.create({ title: 'First', description: 'one', type: 'success' });
    expect(await screen.findByText('First')).toBeInTheDocument();
    toaster.create({ title: 'Second', description: 'two', type: 'error' });
    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(screen.getByText('two')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('First')).toBeNull());
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(screen.queryByText('Second')).toBeNull());
  });

  it('disappears after 5 seconds', async () => {
    expect(TOAST_DURATION).toBe(5000);
    jest.useFakeTimers();
    mount();
    toaster.create({ title: 'Short-lived', description: 'bye', type: 'info' });
    await act(async () => {
      await Promise.resolve();
      jest.advanceTimersByTime(100);
    });
    expect(screen.getByText('Short-lived')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(3900);
    });
    expect(screen.getByText('Short-lived')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(1500);
    });
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('Short-lived')).toBeNull();
  });
});
