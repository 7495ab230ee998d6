import { isSafeRemoteUrl, safeRemoteUrl } from './safeUrl';

describe('safeRemoteUrl: what a server URL may be framed or followed as', () => {
  it.each([
    'https://3ds.bank.example/challenge?id=1',
    'https://paypal.example/approve',
    'http://localhost:4010/widget',
    'http://127.0.0.1:4010/widget',
    'http://127.8.9.10/x',
    'http://[::1]:4010/x',
    'HTTPS://Widget.Example/x',
  ])('accepts %s', (url) => {
    expect(isSafeRemoteUrl(url)).toBe(true);
  });

  it.each([
    ['plain http on a public host', 'http://3ds.bank.example/challenge'],
    ['plain http on a private address', 'http://192.168.1.10/widget'],
    ['plain http on a look-alike of localhost', 'http://localhost.evil.example/x'],
    ['plain http on a host beginning with 127', 'http://127.0.0.1.evil.example/x'],
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['javascript: in mixed case with spaces', ' JavaScript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['blob:', 'blob:https://widget.example/1234'],
    ['a relative URL', '/rest/widget'],
    ['a protocol-relative URL', '//evil.example/x'],
    ['credentials in the URL', 'https://user:secret@widget.example/x'],
    ['not a URL', 'not a url'],
    ['empty', ''],
  ])('refuses %s', (_, url) => {
    expect(safeRemoteUrl(url)).toBeNull();
  });

  it('refuses null and undefined', () => {
    expect(isSafeRemoteUrl(null)).toBe(false);
    expect(isSafeRemoteUrl(undefined)).toBe(false);
  });
});
