import { render } from '@testing-library/react';
import { screen } from '@test/support/screen';
import userEvent from '@testing-library/user-event';
import { CashierThemeProvider } from './CashierThemeProvider';
import { Tabs } from './Tabs';

const tabs = [
  { id: 'all', label: 'All', panel: <p>Every transaction</p> },
  { id: 'deposits', label: 'Deposits', panel: <p>Only deposits</p> },
  { id: 'redemptions', label: 'Redemptions', panel: <p>Only redemptions</p> },
];

const renderTabs = (onSelect?: (id: string) => void) =>
  render(
    <CashierThemeProvider>
      <Tabs label="History" tabs={tabs} onSelect={onSelect} />
    </CashierThemeProvider>,
  );

describe('Tabs', () => {
  it('shows the selected tab panel, labelled by its tab; a click selects another', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    renderTabs(onSelect);
    expect(screen.getByRole('tablist', { name: 'History' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'All' })).toHaveTextContent('Every transaction');
    await user.click(screen.getByRole('tab', { name: 'Deposits' }));
    expect(screen.getByRole('tab', { name: 'Deposits' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Deposits' })).toHaveTextContent('Only deposits');
    expect(screen.queryByText('Every transaction')).not.toBeInTheDocument();
    expect(onSelect).toHaveBeenCalledWith('deposits');
  });

  it('has one tab stop; arrows move and select (wrapping), Home and End go to the ends, Tab goes to the panel', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Deposits' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Deposits' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Redemptions' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Redemptions' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'All' })).toHaveFocus();
  });
});
