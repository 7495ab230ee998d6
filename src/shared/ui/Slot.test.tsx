import { render } from '@testing-library/react';
import { screen } from '@test/support/screen';
import { registerSlots, Slot } from './Slot';
import { spyOnLoggedErrors } from '@test/support/cashierTest';

describe('Slot', () => {
  it('renders nothing for a slot no area fills', () => {
    const { container } = render(<Slot name="test.none" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders the registered part once its chunk loaded', async () => {
    registerSlots({ 'test.part': () => Promise.resolve({ default: () => <p>Part</p> }) });
    render(<Slot name="test.part" />);
    expect(await screen.findByText('Part')).toBeInTheDocument();
  });

  it('renders nothing when the chunk fails or the part throws, and the screen around it stays', async () => {
    const cleanups: (() => void)[] = [];
    spyOnLoggedErrors(cleanups);
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    registerSlots({
      'test.failed': () => Promise.reject(new Error('ChunkLoadError')),
      'test.throws': () =>
        Promise.resolve({
          default: () => {
            throw new Error('broken');
          },
        }),
    });
    render(
      <main>
        <p>Screen</p>
        <Slot name="test.failed" />
        <Slot name="test.throws" />
      </main>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('main')).toHaveTextContent(/^Screen$/);
    consoleError.mockRestore();
    cleanups.forEach((cleanup) => cleanup());
  });
});
