import { render } from '@testing-library/react';
import { screen } from '@test/support/screen';
import { Spinner } from './Spinner';
import { VisuallyHidden } from './VisuallyHidden';

describe('Spinner', () => {
  it('is a status with the translated default label', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('uses a given label', () => {
    render(<Spinner label="Loading history" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading history');
  });
});

describe('VisuallyHidden', () => {
  it('keeps text in the accessibility tree', () => {
    render(
      <button type="button">
        <VisuallyHidden>Open menu</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });
});
