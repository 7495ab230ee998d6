import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { cashierReset } from '@/shared/cashier/cashierReset';
import { RouteIdContext, selectHeaderTitle, stepTitleChanged, stepTitleReducer, useStepTitle } from './stepTitle';

const makeStore = () => configureStore({ reducer: { stepTitle: stepTitleReducer } });

function Step({ titleKey }: { titleKey: string }) {
  useStepTitle(titleKey);
  return null;
}

describe('step titles', () => {
  it('show the route’s own title until its screen names a step, and only on that route', () => {
    const store = makeStore();
    expect(selectHeaderTitle(store.getState(), 'deposit', 'cash.title.selectPackage')).toBe('cash.title.selectPackage');
    store.dispatch(stepTitleChanged({ routeId: 'deposit', key: 'cash.title.paymentMethod' }));
    expect(selectHeaderTitle(store.getState(), 'deposit', 'cash.title.selectPackage')).toBe('cash.title.paymentMethod');
    expect(selectHeaderTitle(store.getState(), 'success', 'cash.route.success')).toBe('cash.route.success');
  });

  it('go back to the route’s own title when the cash data is reset', () => {
    const store = makeStore();
    store.dispatch(stepTitleChanged({ routeId: 'deposit', key: 'cash.title.selectCard' }));
    store.dispatch(cashierReset());
    expect(selectHeaderTitle(store.getState(), 'deposit', 'cash.title.selectPackage')).toBe('cash.title.selectPackage');
  });

  it('useStepTitle sets the step of the route the screen renders on, and follows a change of step', () => {
    const store = makeStore();
    const view = render(
      <Provider store={store}>
        <RouteIdContext value="depositByMoney">
          <Step titleKey="cash.title.paymentMethod" />
        </RouteIdContext>
      </Provider>,
    );
    expect(store.getState().stepTitle).toEqual({ routeId: 'depositByMoney', key: 'cash.title.paymentMethod' });
    view.rerender(
      <Provider store={store}>
        <RouteIdContext value="depositByMoney">
          <Step titleKey="cash.title.selectCard" />
        </RouteIdContext>
      </Provider>,
    );
    expect(store.getState().stepTitle.key).toBe('cash.title.selectCard');
  });

  it('useStepTitle outside a route does nothing', () => {
    const store = makeStore();
    render(
      <Provider store={store}>
        <Step titleKey="cash.title.paymentMethod" />
      </Provider>,
    );
    expect(store.getState().stepTitle).toEqual({ routeId: null, key: null });
  });
});
