import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { AppProvider } from '../../app/provider';
import { OFFLINE_MESSAGE, OfflineNotice } from './OfflineNotice';

describe('<OfflineNotice>', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('appears when the browser goes offline and leaves when it is back', () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
    render(
      <AppProvider>
        <OfflineNotice />
      </AppProvider>,
    );
    expect(screen.queryByText(OFFLINE_MESSAGE)).toBeNull();
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByText(OFFLINE_MESSAGE)).toBeInTheDocument();
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(OFFLINE_MESSAGE)).toBeNull();
  });
});
