import { fireEvent, render } from '@testing-library/react';
import { screen } from '@test/support/screen';
import userEvent from '@testing-library/user-event';
import { CashierThemeProvider } from './CashierThemeProvider';
import { FileDrop } from './FileDrop';

const renderDrop = (props: Partial<Parameters<typeof FileDrop>[0]> = {}) => {
  const onChange = jest.fn();
  const view = render(
    <CashierThemeProvider>
      <FileDrop label="Document" action="Choose a file" hint="or drop it here" onChange={onChange} {...props} />
    </CashierThemeProvider>,
  );
  return { onChange, ...view };
};

describe('FileDrop', () => {
  it('is a file input named by its label; a chosen file is handed on and its name shows', async () => {
    const { onChange, rerender } = renderDrop();
    const input = screen.getByLabelText('Document');
    expect(input).toHaveAttribute('type', 'file');
    const file = new File(['%PDF'], 'passport.pdf', { type: 'application/pdf' });
    await userEvent.setup().upload(input, file);
    expect(onChange).toHaveBeenCalledTimes(1);
    rerender(
      <CashierThemeProvider>
        <FileDrop label="Document" action="Choose a file" hint="or drop it here" fileName="passport.pdf" />
      </CashierThemeProvider>,
    );
    expect(screen.getByText('passport.pdf')).toBeInTheDocument();
  });

  it('a dropped file reaches the input as if chosen', () => {
    const { onChange, container } = renderDrop();
    const zone = container.querySelector('[data-file-drop]');
    if (!zone) throw new Error('no drop zone');
    const file = new File(['png'], 'selfie.png', { type: 'image/png' });
    // jsdom's FileList cannot be built; the zone takes what the drop carries.
    const files = Object.assign([file], { item: (index: number) => [file][index] ?? null });
    const set = jest.fn();
    Object.defineProperty(screen.getByLabelText('Document'), 'files', { configurable: true, set, get: () => files });
    fireEvent.drop(zone, { dataTransfer: { files } });
    expect(set).toHaveBeenCalledWith(files);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows the upload step with its progress under the zone', () => {
    renderDrop({ progress: { label: 'Uploading', fraction: 0.5 } });
    expect(screen.getByRole('progressbar', { name: 'Uploading' })).toHaveAttribute('value', '0.5');
  });
});
