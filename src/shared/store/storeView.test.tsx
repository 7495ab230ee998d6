import { configureStore, createSlice } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { Provider, useDispatch, useSelector } from 'react-redux';
import { heldStoreView, useLiveStore } from './storeView';

const counter = createSlice({
  name: 'counter',
  initialState: { value: 0 },
  reducers: { add: (state) => ({ value: state.value + 1 }) },
});
type State = { counter: { value: number } };
const makeStore = () => configureStore({ reducer: { counter: counter.reducer } });

describe('heldStoreView', () => {
  it('shows the state it was made with while the live store moves, and tells no subscriber', () => {
    const store = makeStore();
    const view = heldStoreView(store);
    const heard = jest.fn();
    view.store.subscribe(heard);
    store.dispatch(counter.actions.add());
    view.store.dispatch(counter.actions.add());
    expect(store.getState().counter.value).toBe(2);
    expect(view.store.getState().counter.value).toBe(0);
    expect(heard).not.toHaveBeenCalled();
  });

  it('release: the live state, one notification if it moved, then every change forwarded', () => {
    const store = makeStore();
    const view = heldStoreView(store);
    const heard = jest.fn();
    const unsubscribe = view.store.subscribe(heard);
    store.dispatch(counter.actions.add());
    view.release();
    expect(view.store.getState()).toBe(store.getState());
    expect(heard).toHaveBeenCalledTimes(1);
    view.release();
    expect(heard).toHaveBeenCalledTimes(1);
    store.dispatch(counter.actions.add());
    expect(heard).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.dispatch(counter.actions.add());
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('release with nothing moved: a reader renders nothing again', async () => {
    const store = makeStore();
    const view = heldStoreView(store);
    let renders = 0;
    function Reader() {
      renders += 1;
      return <p>value {useSelector((state: State) => state.counter.value)}</p>;
    }
    render(
      <Provider store={view.store}>
        <Reader />
      </Provider>,
    );
    await act(async () => view.release());
    expect(renders).toBe(1);
  });

  // What the first commit does: a layout effect changes the store (the entry prefetch's held store work) before the
  // passive effects subscribe. On the live store, react-redux would render the reader again in that same task.
  it('under react-redux: a change between the render and its effects is shown only at release', async () => {
    const store = makeStore();
    const view = heldStoreView(store);
    const renders: number[] = [];
    function Reader() {
      const value = useSelector((state: State) => state.counter.value);
      const dispatch = useDispatch();
      renders.push(value);
      useLayoutEffect(() => {
        dispatch(counter.actions.add());
      }, [dispatch]);
      return <p>value {value}</p>;
    }
    render(
      <Provider store={view.store}>
        <Reader />
      </Provider>,
    );
    expect(screen.getByText('value 0')).toBeInTheDocument();
    expect(store.getState().counter.value).toBe(1);
    expect(renders).toEqual([0]);
    await act(async () => view.release());
    expect(screen.getByText('value 1')).toBeInTheDocument();
    expect(renders).toEqual([0, 1]);
  });

  it('useLiveStore: the live store behind the view (and the store itself without one)', () => {
    const store = makeStore();
    const view = heldStoreView(store);
    store.dispatch(counter.actions.add());
    const seen: number[] = [];
    function Probe() {
      seen.push(useLiveStore<State>().getState().counter.value);
      return null;
    }
    render(
      <>
        <Provider store={view.store}>
          <Probe />
        </Provider>
        <Provider store={store}>
          <Probe />
        </Provider>
      </>,
    );
    expect(seen).toEqual([1, 1]);
  });
});
