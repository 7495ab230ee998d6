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

const { Pop, Push, Replace } = NavigationType;

/** Where the router goes (in the cash area or not, the location's key, how), and the depth expected there, if checked. */
type Step = [isCash: boolean, locationKey: string, type: NavigationType, depth?: number];

describe('useCashDepth', () => {
  it.each<[string, Step, Step[]]>([
    [
      'counts pushes between cash screens and pops back; the push that opened the cash area is not a step',
      [false, 'lobby', Pop],
      [
        [true, 'deposit', Push, 0],
        [true, 'history', Push],
        [true, 'account', Push, 2],
        [true, 'history', Pop, 1],
        [true, 'replaced', Replace, 1],
      ],
    ],
    [
      'leaving the cash area is 0, and a re-entry starts from 0',
      [true, 'deposit', Pop],
      [
        [true, 'history', Push, 1],
        [false, 'lobby', Push, 0],
        [true, 'deposit-2', Push, 0],
      ],
    ],
    [
      'a render of the same location counts nothing (a host re-render, StrictMode)',
      [true, 'deposit', Pop],
      [
        [true, 'history', Push],
        [true, 'history', Push],
        [true, 'history', Push, 1],
      ],
    ],
  ])('%s', (_title, [isCash, locationKey, type], steps) => {
    const depth = track({ isCash, locationKey, type });
    for (const [stepIsCash, stepKey, stepType, expected] of steps) {
      depth.go({ isCash: stepIsCash, locationKey: stepKey, type: stepType });
      if (expected !== undefined) expect(depth.depth()).toBe(expected);
    }
  });
});
