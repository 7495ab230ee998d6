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

/** A location in the cash area, or outside it (`host`), reached by `type`. */
const cash = (locationKey: string, type = NavigationType.Push): At => ({ isCash: true, locationKey, type });
const host = (locationKey: string, type = NavigationType.Push): At => ({ isCash: false, locationKey, type });

/** The depth after each step of a walk that starts at `first`. */
function depthsAlong(first: At, steps: At[]): number[] {
  const depth = track(first);
  return steps.map((step) => {
    depth.go(step);
    return depth.depth();
  });
}

describe('useCashDepth', () => {
  it('counts pushes between cash screens and pops back; the push that opened the cash area is not a step', () => {
    const steps = [
      cash('deposit'),
      cash('history'),
      cash('account'),
      cash('history', NavigationType.Pop),
      cash('replaced', NavigationType.Replace),
    ];
    expect(depthsAlong(host('lobby', NavigationType.Pop), steps)).toEqual([0, 1, 2, 1, 1]);
  });

  it('leaving the cash area is 0, and a re-entry starts from 0', () => {
    const steps = [cash('history'), host('lobby'), cash('deposit-2')];
    expect(depthsAlong(cash('deposit', NavigationType.Pop), steps)).toEqual([1, 0, 0]);
  });

  it('a render of the same location counts nothing (a host re-render, StrictMode)', () => {
    const steps = [cash('history'), cash('history'), cash('history')];
    expect(depthsAlong(cash('deposit', NavigationType.Pop), steps)).toEqual([1, 1, 1]);
  });
});
