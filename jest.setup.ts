import '@testing-library/jest-dom';
import { installConsoleGuard } from '@test/support/console';
import { prepareDocument } from '@testing-library/user-event/dist/cjs/document/prepareDocument.js';
import { focusedElement } from '@/shared/a11y/shadowFocus';

// A passing test prints nothing: a console line the test does not claim with expectConsole fails it
// (docs/testing.md, "Console output").
installConsoleGuard();

// jest-dom's toHaveFocus compares with `document.activeElement`, which is the cashier's host element when focus is
// inside its shadow root (docs/adr/0004-shadow-root.md): the same check, through open shadow roots.
expect.extend({
  toHaveFocus(this: jest.MatcherContext, element: Element) {
    const focused = focusedElement();
    const pass = focused === element;
    const describe = (node: Element | null) => (node ? this.utils.stringify(node.cloneNode(false)) : 'nothing');
    return {
      pass,
      message: () =>
        pass
          ? `expected ${describe(element)} not to have focus`
          : `expected ${describe(element)} to have focus, but ${describe(focused)} has it`,
    };
  },
});

// user-event prepares a text field for typing when it sees the field take focus, through a focus listener on the
// document; in jsdom the focus of an element inside a shadow root does not reach that listener, so the fields in the
// cashier's shadow root were typed into without React hearing a change. Every shadow root gets the same listener.
//
// And jsdom treats the nodes of a shadow tree as never attached to the document (it does not pass its attach step
// into shadow roots): frames inside one get no window (the card widget's messages had no source), and a change
// inside one leaves jsdom's cache of computed styles stale (a panel shown by a class change stayed "hidden" to role
// queries). When a shadow host enters or leaves the document, its shadow root is attached or detached as the
// document's own nodes are; what is inserted into an attached shadow root later is attached by jsdom itself. (jsdom
// keeps a node's implementation object under a symbol named `impl`; `_attach`/`_detach` are its steps.)
// (Node-environment suites have no DOM: nothing to prepare there.)
if (typeof Element !== 'undefined') {
  type NodeImpl = { _attach?: () => void; _detach?: () => void; _attached?: boolean };
  const implKey = Object.getOwnPropertySymbols(document).find((symbol) => symbol.description === 'impl');
  const implOf = (node: Node): NodeImpl | undefined =>
    implKey ? (Reflect.get(node, implKey) as NodeImpl | undefined) : undefined;
  if (typeof implOf(document.body)?._attach !== 'function') throw new Error("jest.setup: jsdom's attach step moved");
  const shadowsIn = (node: Node): ShadowRoot[] =>
    node instanceof Element
      ? [node, ...Array.from(node.querySelectorAll('*'))].flatMap((element) =>
          element.shadowRoot ? [element.shadowRoot] : [],
        )
      : [];
  new MutationObserver((records) => {
    for (const record of records) {
      for (const added of Array.from(record.addedNodes)) {
        for (const root of shadowsIn(added))
          if (root.host.isConnected && !implOf(root)?._attached) implOf(root)?._attach?.();
      }
      for (const removed of Array.from(record.removedNodes)) {
        for (const root of shadowsIn(removed))
          if (!root.host.isConnected && implOf(root)?._attached) implOf(root)?._detach?.();
      }
    }
  }).observe(document, { childList: true, subtree: true });

  // A click on a control inside a <label> inside a shadow root: jsdom clears the event's target (as the spec says for
  // shadow trees) before the label's activation step, which then cannot see that the click came from its own control
  // and clicks the control again, whose click activates the label again, without end. Browsers never re-enter a
  // label's activation from the click it sent: neither does this.
  type LabelImpl = { _activationBehavior: (event: unknown) => void };
  const labelImpl = implOf(document.createElement('label')) as LabelImpl | undefined;
  const labelProto = labelImpl ? (Object.getPrototypeOf(labelImpl) as LabelImpl) : undefined;
  if (!labelProto || typeof labelProto._activationBehavior !== 'function')
    throw new Error("jest.setup: jsdom's label activation moved");
  const activate = labelProto._activationBehavior;
  const activating = new WeakSet<object>();
  labelProto._activationBehavior = function (this: LabelImpl, event: unknown) {
    if (activating.has(this)) return;
    activating.add(this);
    try {
      activate.call(this, event);
    } finally {
      activating.delete(this);
    }
  };

  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
    const root = attachShadow.call(this, init);
    // prepareDocument only adds focus and blur listeners and reads `activeElement`, which a ShadowRoot has too.
    prepareDocument(root as unknown as Document);
    if (this.isConnected) implOf(root)?._attach?.();
    return root;
  };
}
