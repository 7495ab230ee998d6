import { fireEvent, render } from '@testing-library/react';
import { screen } from '@test/support/screen';
import { CashierThemeProvider } from './CashierThemeProvider';
import { Popup } from './Popup';

describe('Popup', () => {
  function renderPopup() {
    const confirm = jest.fn();
    const close = jest.fn();
    render(
      <CashierThemeProvider>
        <Popup title="Review" onClose={close}>
          <button type="button" onClick={confirm}>
            Confirm
          </button>
        </Popup>
      </CashierThemeProvider>,
    );
    return { confirm, close };
  }

  it('acts on a single click and on a click from the keyboard', () => {
    const { confirm } = renderPopup();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }), { detail: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }), { detail: 0 });
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('ignores the rest of a multi-click that began on what opened it (a double click does not confirm)', () => {
    const { confirm, close } = renderPopup();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }), { detail: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }), { detail: 3 });
    expect(confirm).not.toHaveBeenCalled();
    expect(close).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Review' })).toBeInTheDocument();
  });
});
