import type { UnknownAction } from '@reduxjs/toolkit';
import { heldDispatch } from './heldDispatch';
import type { AppDispatch } from './store';

function recordingDispatch() {
  const seen: unknown[] = [];
  const dispatch = ((action: unknown) => {
    seen.push(action);
    return action;
  }) as unknown as AppDispatch;
  return { seen, dispatch };
}

const action = (type: string): UnknownAction => ({ type });

describe('heldDispatch', () => {
  it('holds every action until open(), then forwards them in order, once', () => {
    const store = recordingDispatch();
    const held = heldDispatch(store.dispatch);
    held.dispatch(action('a'));
    held.dispatch(action('b'));
    expect(store.seen).toEqual([]);
    held.open();
    expect(store.seen).toEqual([action('a'), action('b')]);
    held.open();
    expect(store.seen).toHaveLength(2);
  });

  it('forwards at once after open(), with the store dispatch result', () => {
    const store = recordingDispatch();
    const held = heldDispatch(store.dispatch);
    held.open();
    expect(held.dispatch(action('c'))).toEqual(action('c'));
    expect(store.seen).toEqual([action('c')]);
  });

  it('never opened (a render React threw away): nothing reaches the store', () => {
    const store = recordingDispatch();
    heldDispatch(store.dispatch).dispatch(action('lost'));
    expect(store.seen).toEqual([]);
  });
});
