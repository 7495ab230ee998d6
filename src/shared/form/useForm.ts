import { useState, useSyncExternalStore } from 'react';

/**
 * The kit's forms (docs/design-system.md, "Forms"): uncontrolled inputs registered by name, checked by their own rules
 * when the form is submitted and again at each change after that, the first invalid field focused. The API follows
 * the shape every React form library uses (`register`, `handleSubmit`, `formState.errors`, `reset`, `setValue`,
 * `watch`, `useWatch`), only what the cashier's forms use, so a form reads the same as anywhere else. It replaced a
 * form library of 12.5 KB gzip on four first screens (test/size/README.md).
 *
 * Re-rendering is what a payment form can afford on every keystroke: a keystroke re-renders only what follows the
 * field (`useWatch`, `useFieldError`, or the form's owner when it `watch`es it or reads `formState` it changes).
 */

/** A form's values: an object of fields; a field may hold a record of fields by key (`fields.f0`), one level deep. */
export type FieldValues = object;

type Key<V> = Extract<keyof V, string>;

/** A field's name: a key of the values, or `<key>.<inner key>` for a record of strings. */
export type Path<V> = {
  [K in Key<V>]: V[K] extends Record<string, string> ? K | `${K}.${string}` : K;
}[Key<V>];

/** The value a name holds. */
export type PathValue<V, P> = P extends `${infer K}.${string}`
  ? K extends keyof V
    ? V[K] extends Record<string, infer T>
      ? T
      : never
    : never
  : P extends keyof V
    ? V[P]
    : never;

/** A field's rules: `required` (its message, or true for none) and `validate` (true when valid, else the message). */
export interface RegisterOptions<V, P extends Path<V> = Path<V>> {
  required?: boolean | string;
  // Method syntax: one field's rules are usable where a rule of any of the form's fields is expected (a helper that
  // builds rules for several fields).
  validate?(value: PathValue<V, P>, values: V): boolean | string | undefined;
}

export interface FieldError {
  /** `required`, `validate`, or the type `setError` gave (`server`). */
  type: string;
  message?: string;
}
export type FieldErrors<V> = Partial<Record<Path<V>, FieldError>>;

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What `register` returns, to spread on an input, select or textarea (stable for a name: no ref churn). */
export interface UseFormRegisterReturn<N extends string = string> {
  name: N;
  ref: (element: FieldElement | null) => void;
  onChange: (event: { target: EventTarget | null }) => void;
}
export type UseFormRegister<V> = <P extends Path<V>>(
  name: P,
  options?: RegisterOptions<V, P>,
) => UseFormRegisterReturn<P>;

export type DefaultValues<V> = Partial<V>;

/** Rules run at submit, then again at each change of their field: the one mode of the kit's forms. */
export interface UseFormOptions<V> {
  defaultValues?: DefaultValues<V>;
  /** A field that leaves the page leaves the values (and errors): fields generated from a changing description. */
  shouldUnregister?: boolean;
}

export interface FormState<V> {
  errors: FieldErrors<V>;
  isSubmitting: boolean;
  isSubmitted: boolean;
}

type Listener = () => void;
type StateKey = keyof FormState<FieldValues>;
type Bag = Record<string, unknown>;

/** A form's store: values, errors, the submit state, its fields' elements and rules; what the hooks subscribe to. */
export class Control<V extends FieldValues> {
  private values: Bag;
  private defaults: Bag;
  private errors: Bag = {};
  private isSubmitting = false;
  private isSubmitted = false;
  private readonly elements = new Map<string, Set<FieldElement>>();
  private readonly rules = new Map<string, RegisterOptions<V, Path<V>>>();
  private readonly registrations = new Map<string, UseFormRegisterReturn>();
  private readonly listeners = new Set<Listener>();
  /** What the form's owner re-renders for: the names it watches (all with `watchAll`) and formState it read. */
  private readonly watched = new Set<string>();
  private watchAll = false;
  private readonly stateRead = new Set<StateKey>();
  private ownerVersion = 0;
  private sweepQueued = false;
  shouldUnregister = false;

  constructor(defaultValues: DefaultValues<V> | undefined) {
    this.defaults = copy((defaultValues ?? {}) as Bag);
    this.values = copy(this.defaults);
  }

  // ---- reading ----

  get<P extends Path<V>>(name: P): PathValue<V, P> {
    return read(this.values, name) as PathValue<V, P>;
  }

  getValues(): V {
    return copy(this.values) as V;
  }

  errorOf(name: string): FieldError | undefined {
    return this.errors[name] as FieldError | undefined;
  }

  /** formState for the owner: reading a key subscribes the owner to it. */
  readonly formState: FormState<V> = new FormStateView<V>(this);

  /** A formState key's value, and the owner subscribed to it (FormStateView's getters). */
  readState<K extends StateKey>(key: K): FormState<V>[K] {
    this.stateRead.add(key);
    const state: FormState<V> = {
      errors: this.errors as FieldErrors<V>,
      isSubmitting: this.isSubmitting,
      isSubmitted: this.isSubmitted,
    };
    return state[key];
  }

  watch(): V;
  watch<P extends Path<V>>(name: P): PathValue<V, P>;
  watch(name?: Path<V>): unknown {
    if (name === undefined) {
      this.watchAll = true;
      return this.getValues();
    }
    this.watched.add(name);
    return this.get(name);
  }

  // ---- subscribing ----

  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly ownerSnapshot = (): number => this.ownerVersion;

  /** Something changed: a field's value (`name`; every field's with `all`) and/or formState keys. */
  private changed(what: { name?: string; all?: boolean; state?: StateKey[] }) {
    const valueForOwner =
      (what.all === true && (this.watchAll || this.watched.size > 0)) ||
      (what.name !== undefined && (this.watchAll || this.watched.has(what.name) || this.watched.has(head(what.name))));
    if (valueForOwner || (what.state?.some((key) => this.stateRead.has(key)) ?? false)) this.ownerVersion += 1;
    for (const listener of [...this.listeners]) listener();
  }

  // ---- fields ----

  readonly register: UseFormRegister<V> = (name, options) => {
    this.rules.set(name, (options ?? {}) as RegisterOptions<V, Path<V>>);
    let registration = this.registrations.get(name);
    if (!registration) {
      registration = {
        name,
        ref: (element) => (element ? this.attach(name, element) : this.queueSweep()),
        onChange: (event) => this.onChange(name, event.target),
      };
      this.registrations.set(name, registration);
    }
    return registration as UseFormRegisterReturn<typeof name>;
  };

  private attach(name: string, element: FieldElement) {
    let set = this.elements.get(name);
    if (!set) this.elements.set(name, (set = new Set()));
    set.add(element);
    if (read(this.values, name) === undefined) {
      // No value given: the element's own (a select's first option, a checked radio).
      const own = valueOf(element);
      if (own !== undefined) write(this.values, name, own);
    } else {
      show(element, read(this.values, name));
    }
  }

  /** After a detach: elements no longer in the document are forgotten; with shouldUnregister, so are their values. */
  private queueSweep() {
    if (this.sweepQueued) return;
    this.sweepQueued = true;
    queueMicrotask(() => {
      this.sweepQueued = false;
      for (const [name, set] of this.elements) {
        for (const element of set) if (!element.isConnected) set.delete(element);
        if (set.size > 0) continue;
        this.elements.delete(name);
        if (this.shouldUnregister) {
          remove(this.values, name);
          if (name in this.errors) this.setErrors(without(this.errors, name));
        }
      }
    });
  }

  private live(name: string): FieldElement[] {
    return [...(this.elements.get(name) ?? [])].filter((element) => element.isConnected);
  }

  private onChange(name: string, target: EventTarget | null) {
    const element = target as FieldElement | null;
    if (!element) return;
    const value = valueOf(element);
    // A radio's change is the one that got checked; an unchecked one says nothing.
    if (value === undefined) return;
    write(this.values, name, value);
    this.changed({ name });
    if (this.isSubmitted) this.validateOne(name);
  }

  setValue<P extends Path<V>>(name: P, value: PathValue<V, P>, options?: { shouldValidate?: boolean }) {
    write(this.values, name, value);
    for (const element of this.live(name)) show(element, value);
    this.changed({ name });
    if (options?.shouldValidate) this.validateOne(name);
  }

  // ---- errors and submitting ----

  private setErrors(next: Bag) {
    this.errors = next;
    this.changed({ state: ['errors'] });
  }

  private problemOf(name: string): FieldError | undefined {
    const rules = this.rules.get(name);
    if (!rules || this.live(name).length === 0) return undefined;
    const value = read(this.values, name);
    if (rules.required && isEmpty(value)) {
      return { type: 'required', message: typeof rules.required === 'string' ? rules.required : '' };
    }
    const verdict = rules.validate?.(value as PathValue<V, Path<V>>, this.values as V);
    if (verdict === false) return { type: 'validate', message: '' };
    if (typeof verdict === 'string') return { type: 'validate', message: verdict };
    return undefined;
  }

  private validateOne(name: string) {
    const problem = this.problemOf(name);
    const current = this.errorOf(name);
    if (problem?.type === current?.type && problem?.message === current?.message) return;
    this.setErrors(problem ? { ...this.errors, [name]: problem } : without(this.errors, name));
  }

  setError(name: Path<V>, error: FieldError, options?: { shouldFocus?: boolean }) {
    this.setErrors({ ...this.errors, [name]: error });
    if (options?.shouldFocus) this.live(name)[0]?.focus();
  }

  handleSubmit(onValid: (values: V) => unknown): (event?: { preventDefault?: () => void }) => Promise<void> {
    return async (event) => {
      event?.preventDefault?.();
      // The rules run, and onValid is called, after the submit event has finished (as React form libraries do), so a
      // screen's reaction to the submit never lands inside the click that caused it.
      await Promise.resolve();
      this.isSubmitting = true;
      this.changed({ state: ['isSubmitting'] });
      const errors: Bag = {};
      for (const name of this.rules.keys()) {
        const problem = this.problemOf(name);
        if (problem) errors[name] = problem;
      }
      this.isSubmitted = true;
      this.errors = errors;
      this.changed({ state: ['errors', 'isSubmitted'] });
      const first = Object.keys(errors)[0];
      try {
        if (first === undefined) await onValid(this.getValues());
        else this.live(first)[0]?.focus();
      } finally {
        this.isSubmitting = false;
        this.changed({ state: ['isSubmitting'] });
      }
    };
  }

  /** New values (or the last defaults) for every field, no errors, not submitted. */
  reset(values?: DefaultValues<V>) {
    if (values) this.defaults = copy(values as Bag);
    this.values = copy(this.defaults);
    this.errors = {};
    this.isSubmitted = false;
    for (const [name, set] of this.elements) for (const element of set) show(element, read(this.values, name));
    this.changed({ all: true, state: ['errors', 'isSubmitted'] });
  }
}

/** formState as the owner sees it: each getter subscribes the owner to that key (Control.readState). */
class FormStateView<V extends FieldValues> implements FormState<V> {
  constructor(private readonly control: Control<V>) {}
  get errors() {
    return this.control.readState('errors');
  }
  get isSubmitting() {
    return this.control.readState('isSubmitting');
  }
  get isSubmitted() {
    return this.control.readState('isSubmitted');
  }
}

/** What `useForm` returns: the control and its methods, bound. */
export interface UseFormReturn<V extends FieldValues> {
  control: Control<V>;
  register: UseFormRegister<V>;
  handleSubmit: Control<V>['handleSubmit'];
  formState: FormState<V>;
  setError: Control<V>['setError'];
  setValue: Control<V>['setValue'];
  reset: Control<V>['reset'];
  getValues: {
    (): V;
    <P extends Path<V>>(name: P): PathValue<V, P>;
  };
  watch: Control<V>['watch'];
}

/** A form (one store for the component's life); the owner re-renders for what it watches and the formState it reads. */
export function useForm<V extends FieldValues>(options: UseFormOptions<V> = {}): UseFormReturn<V> {
  const [form] = useState(() => {
    const control = new Control<V>(options.defaultValues);
    const getValues = ((name?: Path<V>) =>
      name === undefined ? control.getValues() : control.get(name)) as UseFormReturn<V>['getValues'];
    return {
      control,
      register: control.register,
      handleSubmit: control.handleSubmit.bind(control),
      formState: control.formState,
      setError: control.setError.bind(control),
      setValue: control.setValue.bind(control),
      reset: control.reset.bind(control),
      getValues,
      watch: control.watch.bind(control) as Control<V>['watch'],
    };
  });
  form.control.shouldUnregister = options.shouldUnregister ?? false;
  useSyncExternalStore(form.control.subscribe, form.control.ownerSnapshot);
  return form;
}

/** One field's value, re-rendering its reader only when it changes. */
export function useWatch<V extends FieldValues, P extends Path<V>>({
  control,
  name,
}: {
  control: Control<V>;
  name: P;
}): PathValue<V, P> {
  return useSyncExternalStore(control.subscribe, () => control.get(name));
}

/** One field's error, re-rendering its reader only when it changes (not for another field's). */
export function useFieldError<V extends FieldValues>(control: Control<V>, name: Path<V>): FieldError | undefined {
  return useSyncExternalStore(control.subscribe, () => control.errorOf(name));
}

// ---- values by name ----

const head = (name: string) => name.split('.')[0] ?? name;

function read(values: Bag, name: string): unknown {
  const [outer, inner] = name.split('.', 2) as [string, string | undefined];
  const value = values[outer];
  if (inner === undefined) return value;
  return value && typeof value === 'object' ? (value as Bag)[inner] : undefined;
}

function write(values: Bag, name: string, value: unknown) {
  const [outer, inner] = name.split('.', 2) as [string, string | undefined];
  if (inner === undefined) values[outer] = value;
  else values[outer] = { ...((values[outer] as Bag | undefined) ?? {}), [inner]: value };
}

function remove(values: Bag, name: string) {
  const [outer, inner] = name.split('.', 2) as [string, string | undefined];
  if (inner === undefined) delete values[outer];
  else if (values[outer] && typeof values[outer] === 'object') values[outer] = without(values[outer] as Bag, inner);
}

function without(bag: Bag, key: string): Bag {
  const { [key]: _gone, ...rest } = bag;
  return rest;
}

/** One level deep, as the values are: a record of fields is copied, not shared. */
function copy(values: Bag): Bag {
  const out: Bag = {};
  for (const [key, value] of Object.entries(values)) {
    out[key] =
      value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype
        ? { ...(value as Bag) }
        : value;
  }
  return out;
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  value === false ||
  (typeof value === 'object' && 'length' in value && value.length === 0);

/** An element's value as the form holds it; undefined for a radio that is not the checked one. */
function valueOf(element: FieldElement): unknown {
  if (element instanceof HTMLInputElement) {
    if (element.type === 'checkbox') return element.checked;
    if (element.type === 'radio') return element.checked ? element.value : undefined;
    if (element.type === 'file') return element.files;
  }
  return element.value;
}

/** Shows a value in an element (a radio is checked when it is its value; a file input can only be cleared). */
function show(element: FieldElement, value: unknown) {
  if (element instanceof HTMLInputElement) {
    if (element.type === 'checkbox') return void (element.checked = Boolean(value));
    if (element.type === 'radio') return void (element.checked = element.value === value);
    if (element.type === 'file') {
      if (isEmpty(value)) element.value = '';
      return;
    }
  }
  element.value = value === undefined || value === null ? '' : String(value);
}
