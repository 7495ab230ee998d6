import type { ComponentType } from 'react';

/**
 * Payment (or payout) methods by kind. An area makes one registry for the props its forms take, plugs each
 * method's form in once, and its panel looks the chosen kind up instead of switching over kinds: a new method is
 * one folder and one `register` line (docs/architecture.md, "Add a payment or payout method").
 */
export interface MethodRegistry<Kind extends string, Props> {
  register(kind: Kind, form: ComponentType<Props>): void;
  /** The form of a kind, or undefined when none was registered (the panel then offers nothing to pay with). */
  formFor(kind: Kind): ComponentType<Props> | undefined;
  kinds(): Kind[];
}

export function createMethodRegistry<Kind extends string, Props>(): MethodRegistry<Kind, Props> {
  const forms = new Map<Kind, ComponentType<Props>>();
  return {
    register(kind, form) {
      if (forms.has(kind)) throw new Error(`payment method "${kind}" is registered twice`);
      forms.set(kind, form);
    },
    formFor: (kind) => forms.get(kind),
    kinds: () => [...forms.keys()],
  };
}
