import { render } from '@testing-library/react';
import { screen } from '@test/support/screen';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';
import { CashierThemeProvider } from './CashierThemeProvider';
import { Receipt } from './Receipt';

describe('Receipt', () => {
  it('says how the money move stands in its heading, lists the facts, and offers the ways on', async () => {
    const done = jest.fn();
    const { container } = render(
      <CashierThemeProvider>
        <Receipt
          tone="pending"
          heading="Redemption requested"
          headingId="receipt-heading"
          text="You can follow it in your history."
          items={[['Amount', '20.00 USD'], false, ['Reference', 'out-7']]}
          actions={<Button onClick={done}>Done</Button>}
        />
      </CashierThemeProvider>,
    );
    expect(screen.getByRole('region', { name: 'Redemption requested' })).toBeInTheDocument();
    expect(container.querySelector('[data-receipt-tone="pending"] svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('You can follow it in your history.')).toBeInTheDocument();
    const terms = Array.from(container.querySelectorAll('dt')).map((term) => term.textContent);
    expect(terms).toEqual(['Amount', 'Reference']);
    expect(screen.getByText('out-7').tagName).toBe('DD');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Done' }));
    expect(done).toHaveBeenCalledTimes(1);
  });
});
