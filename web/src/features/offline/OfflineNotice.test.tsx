import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../../test/render';
import { OFFLINE_MESSAGE, OfflineNotice } from './OfflineNotice';

describe('<OfflineNotice>', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('appears when the browser goes offline and leaves when it is back', () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
    render(
      <ChakraProvider value={system}>
        <OfflineNotice />
      </ChakraProvider>,
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
