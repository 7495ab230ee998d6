import { renderHook } from '@testing-library/react';
import { NavigationType } from 'react-router-dom';
import { useCashDepth } from './useCashDepth';

interface At {
  isCash: boolean;
  locationKey: string;
  type: NavigationType;
}

function track(first: At) {
  let renders = 0;
  const hook = renderHook(
    ({ isCash, locationKey, type }: At) => {
      renders += 1;
      return useCashDepth(isCash, locationKey, type);
    },
    { initialProps: first },
  );
  return { depth: () => hook.result.current, go: (at: At) => hook.rerender(at), renders: () => renders };
}

describe('useCashDepth', () => {
  it('counts pushes between cash screens and pops back; the push that opened the cash area is not a step', () => {
    const depth = track({ isCash: false, locationKey: 'lobby', type: NavigationType.Pop });
    depth.go({ isCash: true, locationKey: 'deposit', type: NavigationType.Push });
    expect(depth.depth()).toBe(0);
    depth.go({ isCash: true, locationKey: 'history', type: NavigationType.Push });
    depth.go({ isCash: true, locationKey: 'account', type: NavigationType.Push });
    expect(depth.depth()).toBe(2);
    depth.go({ isCash: true, locationKey: 'history', type: NavigationType.Pop });
    expect(depth.depth()).toBe(1);
    depth.go({ isCash: true, locationKey: 'replaced', type: NavigationType.Replace });
    expect(depth.depth()).toBe(1);
  });

  it('leaving the cash area is 0, and a re-entry starts from 0', () => {
    const depth = track({ isCash: true, locationKey: 'deposit', type: NavigationType.Pop });
    depth.go({ isCash: true, locationKey: 'history', type: NavigationType.Push });
    expect(depth.depth()).toBe(1);
    depth.go({ isCash: false, locationKey: 'lobby', type: NavigationType.Push });
    expect(depth.depth()).toBe(0);
    depth.go({ isCash: true, locationKey: 'deposit-2', type: NavigationType.Push });
    expect(depth.depth()).toBe(0);
  });

  it('a render of the same location counts nothing (a host re-render, StrictMode)', () => {
    const depth = track({ isCash: true, locationKey: 'deposit', type: NavigationType.Pop });
    depth.go({ isCash: true, locationKey: 'history', type: NavigationType.Push });
    depth.go({ isCash: true, locationKey: 'history', type: NavigationType.Push });
    depth.go({ isCash: true, locationKey: 'history', type: NavigationType.Push });
    expect(depth.depth()).toBe(1);
  });
});
