import { render, waitFor } from '@testing-library/react';
import { screen } from '@test/support/screen';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { CashLinks } from '../shell/CashLinks';
import { FaultForm } from './FaultForm';
import type { SandboxApi } from './sandboxApi';

function fakeApi() {
  return {
    getSession: jest.fn(async () => null),
    getPlayers: jest.fn(async () => []),
    login: jest.fn(async () => undefined),
    logout: jest.fn(async () => undefined),
    expireSession: jest.fn(async () => undefined),
    reset: jest.fn(async () => undefined),
    getCallIds: jest.fn(async () => ['cash.getAppCash']),
    getFaults: jest.fn(async () => []),
    setFault: jest.fn(async () => undefined),
    clearFaults: jest.fn(async () => undefined),
  } satisfies SandboxApi;
}

describe('the demo host’s select fields', () => {
  it('fault form: the kind enables its own number and the fault sends only it', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    const onMessage = jest.fn();
    render(<FaultForm api={api} onMessage={onMessage} />);
    await waitFor(() => expect(api.getFaults).toHaveBeenCalled());
    expect(screen.getByRole('spinbutton', { name: 'Status' })).toBeEnabled();
    expect(screen.getByRole('spinbutton', { name: 'Delay (ms)' })).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'delay');
    expect(screen.getByRole('spinbutton', { name: 'Status' })).toBeDisabled();
    expect(screen.getByRole('spinbutton', { name: 'Delay (ms)' })).toBeEnabled();
    await user.type(screen.getByRole('combobox', { name: 'Call id' }), 'cash.getAppCash');
    await user.click(screen.getByRole('button', { name: 'Inject fault' }));
    await waitFor(() => expect(api.setFault).toHaveBeenCalledWith('cash.getAppCash', { kind: 'delay', delayMs: 3000 }));
  });

  it('cash links: the colour scheme select offers the three schemes and reports the chosen one', async () => {
    const user = userEvent.setup();
    const onColorSchemeChange = jest.fn();
    render(
      <MemoryRouter>
        <CashLinks basename="" colorScheme="light" onColorSchemeChange={onColorSchemeChange} />
      </MemoryRouter>,
    );
    const select = screen.getByRole('combobox', { name: 'Cashier colour scheme' });
    expect(select).toHaveValue('light');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['light', 'dark', 'auto']);
    await user.selectOptions(select, 'dark');
    expect(onColorSchemeChange).toHaveBeenCalledWith('dark');
  });
});
