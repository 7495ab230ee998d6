import { useState } from 'react';
import { fireEvent, render } from '@testing-library/react';
import { screen } from '@test/support/screen';
import userEvent from '@testing-library/user-event';
import { registerMessages } from '@/shared/i18n/bundledMessages';
import { CodeInput } from './CodeInput';
import { switchMessages } from './switchMessages';

registerMessages(switchMessages);

function Harness({ onFilled }: { onFilled: (code: string) => void }) {
  const [clearKey, setClearKey] = useState(0);
  return (
    <>
      <h2 id="code-heading">Code</h2>
      <CodeInput length={4} onFilled={onFilled} clearKey={clearKey} labelledBy="code-heading" />
      <button type="button" onClick={() => setClearKey((n) => n + 1)}>
        clear
      </button>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const values = () =>
  boxes()
    .map((box) => box.value)
    .join('');

function setUp() {
  const onFilled = jest.fn<void, [string]>();
  const user = userEvent.setup();
  render(<Harness onFilled={onFilled} />);
  return { onFilled, user };
}

/** Renders the input, clicks box `index` and types `keys` there. */
async function typeInBox(index: number, keys: string) {
  const rendered = setUp();
  await rendered.user.click(boxes()[index] as HTMLInputElement);
  await rendered.user.keyboard(keys);
  return rendered;
}

describe('CodeInput', () => {
  it('four labelled single-digit boxes in a group named by the heading', () => {
    setUp();
    expect(screen.getByRole('group', { name: 'Code' })).toBeInTheDocument();
    expect(boxes().map((box) => box.getAttribute('aria-label'))).toEqual([
      'Digit 1 of 4',
      'Digit 2 of 4',
      'Digit 3 of 4',
      'Digit 4 of 4',
    ]);
  });

  it('typing moves on box by box and emits the complete code once', async () => {
    const { onFilled, user } = await typeInBox(0, '12');
    expect(values()).toBe('12');
    expect(boxes()[2]).toHaveFocus();
    expect(onFilled).not.toHaveBeenCalled();
    await user.keyboard('34');
    expect(values()).toBe('1234');
    expect(onFilled).toHaveBeenCalledTimes(1);
    expect(onFilled).toHaveBeenCalledWith('1234');
  });

  it('refuses anything but a digit', async () => {
    await typeInBox(0, 'a- 7');
    expect(values()).toBe('7');
    expect(boxes()[1]).toHaveFocus();
  });

  it('Backspace clears a box; in an empty box it goes back and clears the one before', async () => {
    const { user } = await typeInBox(0, '123');
    expect(boxes()[3]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(values()).toBe('12');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(values()).toBe('1');
    expect(boxes()[1]).toHaveFocus();
  });

  it('a pasted 4-digit code fills every box, wherever it is pasted, and is emitted', async () => {
    const { onFilled, user } = setUp();
    await user.click(boxes()[2] as HTMLInputElement);
    await user.paste('4821');
    expect(boxes().map((box) => box.value)).toEqual(['4', '8', '2', '1']);
    expect(onFilled).toHaveBeenCalledWith('4821');
  });

  it('a paste with anything but digits is refused', () => {
    setUp();
    fireEvent.paste(boxes()[0] as HTMLInputElement, { clipboardData: { getData: () => '12a4' } });
    expect(values()).toBe('');
  });

  it('the same complete code is not emitted again; a different one is', async () => {
    const { onFilled, user } = await typeInBox(0, '1234');
    await user.click(screen.getByRole('button', { name: 'clear' }));
    expect(values()).toBe('');
    expect(boxes()[0]).toHaveFocus();
    await user.keyboard('1234');
    expect(onFilled).toHaveBeenCalledTimes(1);
    await user.keyboard('{Backspace}5');
    expect(onFilled).toHaveBeenCalledTimes(2);
    expect(onFilled).toHaveBeenLastCalledWith('1235');
  });

  it('the arrow keys move between the boxes', async () => {
    const { user } = await typeInBox(1, '{ArrowRight}');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(boxes()[0]).toHaveFocus();
  });
});
