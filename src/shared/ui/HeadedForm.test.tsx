import { render } from '@testing-library/react';
import { screen } from '@test/support/screen';
import userEvent from '@testing-library/user-event';
import { HeadedForm } from './HeadedForm';

describe('HeadedForm', () => {
  it('is a form named by its h3 heading, handing the submit to onSubmit without the browser checking the fields', async () => {
    const onSubmit = jest.fn((event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      return Promise.resolve();
    });
    render(
      <HeadedForm formId="f1" heading="Your SSN" onSubmit={onSubmit}>
        <input aria-label="SSN" required />
        <button type="submit">Check</button>
      </HeadedForm>,
    );
    const form = screen.getByRole('form', { name: 'Your SSN' });
    expect(screen.getByRole('heading', { level: 3, name: 'Your SSN' })).toHaveAttribute('id', 'f1-heading');
    expect(form).toHaveAttribute('novalidate');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
