import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useFieldError, useForm, useWatch, type Control } from './useForm';

interface Values {
  name: string;
  code: string;
  plan: string;
  fields: Record<string, string>;
}

const required = 'Required';

function Profile({
  onValid,
  shouldUnregister = false,
}: {
  onValid: (values: Values) => void;
  shouldUnregister?: boolean;
}) {
  const [extra, setExtra] = useState(true);
  const { register, handleSubmit, formState, reset, setError, setValue, watch } = useForm<Values>({
    defaultValues: { name: 'Ann', code: '', fields: {} },
    shouldUnregister,
  });
  const errors = formState.errors;
  return (
    <form onSubmit={(event) => void handleSubmit(onValid)(event)} noValidate>
      <label>
        Name
        <input {...register('name', { required })} />
      </label>
      {errors.name && <p role="alert">{errors.name.message}</p>}
      <label>
        Code
        <input {...register('code', { validate: (value) => /^\d{4}$/.test(value) || 'Four digits' })} />
      </label>
      {errors.code && <p role="alert">{errors.code.message}</p>}
      <fieldset>
        <legend>Plan</legend>
        {['basic', 'plus'].map((plan) => (
          <label key={plan}>
            {plan}
            <input type="radio" value={plan} {...register('plan', { required: 'Choose a plan' })} />
          </label>
        ))}
      </fieldset>
      {errors.plan && <p role="alert">{errors.plan.message}</p>}
      {extra && (
        <label>
          Tag
          <input {...register('fields.tag', { required: 'Tag needed' })} />
        </label>
      )}
      <p>Typed: {watch('code')}</p>
      <button type="button" onClick={() => setExtra(false)}>
        Drop tag
      </button>
      <button type="button" onClick={() => reset({ name: 'Bo', code: '1234', plan: 'plus', fields: { tag: 't' } })}>
        Reset
      </button>
      <button type="button" onClick={() => setValue('code', '99', { shouldValidate: true })}>
        Set code
      </button>
      <button
        type="button"
        onClick={() => setError('name', { type: 'server', message: 'Taken' }, { shouldFocus: true })}
      >
        Refuse
      </button>
      <button type="submit">Save</button>
    </form>
  );
}

describe('the kit form (useForm)', () => {
  it('checks nothing before the first submit; a submit with problems says each and focuses the first', async () => {
    const onValid = jest.fn();
    const user = userEvent.setup();
    render(<Profile onValid={onValid} />);
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '12');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)).toEqual([
      'Required',
      'Four digits',
      'Choose a plan',
    ]);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('after a submit, each change checks its field again; a valid submit hands over the values (nested by name)', async () => {
    const onValid = jest.fn();
    const user = userEvent.setup();
    render(<Profile onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Four digits');
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '1234');
    expect(screen.queryByText('Four digits')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'plus' }));
    expect(screen.queryByText('Choose a plan')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Tag' }), 'gold');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid).toHaveBeenCalledWith({ name: 'Ann', code: '1234', plan: 'plus', fields: { tag: 'gold' } });
    // What the owner watches re-renders it.
    expect(screen.getByText('Typed: 1234')).toBeInTheDocument();
  });

  it('reset writes new values into the inputs and clears the errors; setValue can check at once', async () => {
    const user = userEvent.setup();
    render(<Profile onValid={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Four digits');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Bo');
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('1234');
    expect(screen.getByRole('radio', { name: 'plus' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Tag' })).toHaveValue('t');
    await user.click(screen.getByRole('button', { name: 'Set code' }));
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('99');
    expect(screen.getByText('Typed: 99')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Four digits');
  });

  it("setError puts a server's word on a field and can focus it", async () => {
    const user = userEvent.setup();
    render(<Profile onValid={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Taken');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('a field that left the page is not checked; with shouldUnregister its value leaves the values too', async () => {
    for (const shouldUnregister of [false, true]) {
      const onValid = jest.fn();
      const user = userEvent.setup();
      const { unmount } = render(<Profile onValid={onValid} shouldUnregister={shouldUnregister} />);
      await user.type(screen.getByRole('textbox', { name: 'Tag' }), 'x');
      await user.clear(screen.getByRole('textbox', { name: 'Tag' }));
      await user.type(screen.getByRole('textbox', { name: 'Code' }), '1234');
      await user.click(screen.getByRole('radio', { name: 'basic' }));
      await user.click(screen.getByRole('button', { name: 'Drop tag' }));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
      expect(onValid.mock.calls[0]?.[0]).toEqual({
        name: 'Ann',
        code: '1234',
        plan: 'basic',
        fields: shouldUnregister ? {} : { tag: '' },
      });
      unmount();
    }
  });
});

describe('useFieldError and useWatch', () => {
  const renders: string[] = [];

  function Err({ control, name }: { control: Control<{ a: string; b: string }>; name: 'a' | 'b' }) {
    renders.push(name);
    return <p>{useFieldError(control, name)?.message ?? `${name} fine`}</p>;
  }

  function Echo({ control }: { control: Control<{ a: string; b: string }> }) {
    return <p>a is {useWatch({ control, name: 'a' })}</p>;
  }

  function Two() {
    const { register, handleSubmit, control } = useForm<{ a: string; b: string }>({ defaultValues: { a: '', b: '' } });
    const rule = (value: string) => value.length > 1 || 'Too short';
    return (
      <form onSubmit={(event) => void handleSubmit(() => undefined)(event)} noValidate>
        <input aria-label="A" {...register('a', { validate: rule })} />
        <input aria-label="B" {...register('b', { validate: rule })} />
        <Err control={control} name="a" />
        <Err control={control} name="b" />
        <Echo control={control} />
        <button type="submit">Go</button>
      </form>
    );
  }

  it("a keystroke re-renders what follows that field, not another field's error", async () => {
    const user = userEvent.setup();
    render(<Two />);
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getAllByText('Too short')).toHaveLength(2);
    renders.length = 0;
    await user.type(screen.getByRole('textbox', { name: 'A' }), 'xy');
    expect(screen.getByText('a fine')).toBeInTheDocument();
    expect(screen.getByText('a is xy')).toBeInTheDocument();
    // One render of A's error (when it went away); none of B's.
    expect(renders).toEqual(['a']);
  });
});
