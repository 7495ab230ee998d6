import { render } from '@testing-library/react';
import { screen } from '@test/support/screen';
import userEvent from '@testing-library/user-event';
import { CloseIcon } from './CloseIcon';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('takes its accessible name from the label, with a hidden icon', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <IconButton label="Close" onClick={onClick}>
        <CloseIcon />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
