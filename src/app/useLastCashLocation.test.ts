import { renderHook } from '@testing-library/react';
import type { Location } from 'react-router-dom';
import { useLastCashLocation } from './useLastCashLocation';

const at = (pathname: string): Location => ({ pathname, search: '', hash: '', state: null, key: pathname });

describe('useLastCashLocation', () => {
  it('is the location inside the cash area, and the last cash one outside it (the fade-out shows it)', () => {
    const deposit = at('/cash/deposit/');
    const history = at('/cash/history/');
    const hook = renderHook(
      ({ isCash, location }: { isCash: boolean; location: Location }) => useLastCashLocation(isCash, location),
      {
        initialProps: { isCash: true, location: deposit },
      },
    );
    expect(hook.result.current).toBe(deposit);
    hook.rerender({ isCash: true, location: history });
    expect(hook.result.current).toBe(history);
    hook.rerender({ isCash: false, location: at('/lobby/') });
    expect(hook.result.current).toBe(history);
    hook.rerender({ isCash: false, location: at('/games/') });
    expect(hook.result.current).toBe(history);
  });

  it('before any cash location, it is the location it mounted with', () => {
    const lobby = at('/lobby/');
    const hook = renderHook(() => useLastCashLocation(false, lobby));
    expect(hook.result.current).toBe(lobby);
  });
});
