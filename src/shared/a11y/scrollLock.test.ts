import { lockPageScroll } from './scrollLock';

const body = document.body;
let ownRoot: HTMLElement;

beforeEach(() => {
  ownRoot = document.createElement('div');
  body.append(ownRoot);
});
afterEach(() => {
  body.replaceChildren();
  body.removeAttribute('style');
});

/** A host modal outside the cashier, shown or hidden. */
function hostModal(how: 'shown' | 'hidden attribute' | 'display none' | 'closed dialog' | 'open dialog'): void {
  const modal = document.createElement(how.endsWith('dialog') ? 'dialog' : 'div');
  if (how === 'open dialog') modal.setAttribute('open', '');
  else if (!how.endsWith('dialog')) modal.setAttribute('aria-modal', 'true');
  if (how === 'hidden attribute') modal.hidden = true;
  if (how === 'display none') modal.style.display = 'none';
  body.append(modal);
}

describe('lockPageScroll', () => {
  it('hides the page scroll with priority, so a host rule with !important cannot scroll the page behind', () => {
    lockPageScroll(ownRoot);
    expect(body.style.getPropertyValue('overflow')).toBe('hidden');
    expect(body.style.getPropertyPriority('overflow')).toBe('important');
  });

  it('on leave, a body without a style attribute gets none back', () => {
    const restore = lockPageScroll(ownRoot);
    restore();
    expect(body.hasAttribute('style')).toBe(false);
  });

  it('on leave, the inline styles the host had come back as they were, value and priority', () => {
    body.setAttribute('style', 'color: navy; overflow: scroll !important');
    const restore = lockPageScroll(ownRoot);
    expect(body.style.getPropertyValue('color')).toBe('navy');
    restore();
    expect(body.style.getPropertyValue('overflow')).toBe('scroll');
    expect(body.style.getPropertyPriority('overflow')).toBe('important');
    expect(body.style.getPropertyValue('color')).toBe('navy');
  });

  it('keeps the host style attribute when the host had one without overflow', () => {
    body.setAttribute('style', 'margin: 0px;');
    lockPageScroll(ownRoot)();
    expect(body.getAttribute('style')).toBe('margin: 0px;');
  });

  it.each(['hidden attribute', 'display none', 'closed dialog'] as const)(
    'restores the scroll although the page holds a modal that is not shown (%s)',
    (how) => {
      hostModal(how);
      lockPageScroll(ownRoot)();
      expect(body.style.getPropertyValue('overflow')).toBe('');
    },
  );

  it.each(['shown', 'open dialog'] as const)('leaves the lock to a host modal that is shown (%s)', (how) => {
    const restore = lockPageScroll(ownRoot);
    hostModal(how);
    restore();
    expect(body.style.getPropertyValue('overflow')).toBe('hidden');
  });

  it('does not count its own dialog as another modal', () => {
    const own = document.createElement('div');
    own.setAttribute('aria-modal', 'true');
    ownRoot.append(own);
    lockPageScroll(ownRoot)();
    expect(body.hasAttribute('style')).toBe(false);
  });
});
