import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { isCashLocation } from './routeTable';
import { useReturnPath } from './useReturnPath';

function mountAt(path: string) {
  const seen = { close: [] as (() => void)[], navigate: undefined as NavigateFunction | undefined, path: '' };
  function Probe() {
    const location = useLocation();
    seen.navigate = useNavigate();
    seen.path = `${location.pathname}${location.search}`;
    seen.close.push(useReturnPath(isCashLocation(location.pathname, '/cash'), location));
    return null;
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <Probe />
    </MemoryRouter>,
  );
  const go = (to: string) => act(() => void seen.navigate?.(to));
  const close = () => act(() => seen.close.at(-1)?.());
  return { seen, go, close };
}

describe('useReturnPath', () => {
  it('closes to the last page seen outside the cash area, query included, after steps inside it', () => {
    const { seen, go, close } = mountAt('/lobby/');
    go('/games/?tab=slots');
    go('/cash/deposit/');
    go('/cash/history/');
    close();
    expect(seen.path).toBe('/games/?tab=slots');
  });

  it('a deep link (the cash area is the first page) closes to the site root', () => {
    const { seen, close } = mountAt('/cash/deposit/');
    close();
    expect(seen.path).toBe('/');
  });

  it('is the same function for the whole mount (the memoized route list keeps it)', () => {
    const { seen, go } = mountAt('/lobby/');
    go('/cash/deposit/');
    go('/cash/history/');
    expect(new Set(seen.close).size).toBe(1);
  });
});
