import { act, render } from '@testing-library/react';
import { screen } from '@test/support/screen';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/store';
import { logger } from '@/shared/log';
import { registerMessages } from './bundledMessages';
import { I18nProvider } from './I18nProvider';
import { useI18n } from './useI18n';

const API = 'http://localhost';
type Dictionary = Record<string, string>;
/** Per language: a dictionary, or 'fail' for an HTTP 500. */
type Replies = Record<string, Dictionary | 'fail'>;

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => {
  server.close();
});

let requested: string[] = [];
let warn: jest.SpyInstance;
beforeEach(() => {
  requested = [];
  warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
});

function serve(messages: Replies, translations: Replies) {
  const reply = (replies: Replies, kind: string, lang: string) => {
    requested.push(`${kind}:${lang}`);
    const data = replies[lang] ?? {};
    return data === 'fail'
      ? HttpResponse.json({ success: false, message: 'boom' }, { status: 500 })
      : HttpResponse.json({ success: true, data });
  };
  server.use(
    http.get(`${API}/i18n/messages/cash/:lang/`, ({ params }) => reply(messages, 'messages', String(params.lang))),
    http.get(`${API}/api/rest/translations/cash/:lang`, ({ params }) =>
      reply(translations, 'translations', String(params.lang)),
    ),
  );
}

/** Shows a few keys and the language, once the server strings have settled. */
function Probe() {
  const { t, language, ready } = useI18n();
  if (!ready) return null;
  return (
    <dl>
      <dt>language</dt>
      <dd data-testid="language">{language}</dd>
      <dt>close</dt>
      <dd>{t('common.close')}</dd>
      <dt>back</dt>
      <dd>{t('common.back')}</dd>
      <dt>retry</dt>
      <dd>{t('common.tryAgain')}</dd>
    </dl>
  );
}

function renderWithI18n(locale: string, children = <Probe />, fallback?: string) {
  const { store } = makeStore({ apiBaseUrl: API, requestTimeoutMs: 1000 });
  return render(
    <Provider store={store}>
      <I18nProvider locale={locale} fallback={fallback}>
        {children}
      </I18nProvider>
    </Provider>,
  );
}

describe('I18nProvider', () => {
  it('lets server messages override the bundled English, and translations override messages', async () => {
    serve({ en: { 'common.close': 'Dismiss', 'common.back': 'Return' } }, { en: { 'common.back': 'Go back' } });
    renderWithI18n('en-GB');
    expect(await screen.findByText('Dismiss')).toBeInTheDocument();
    expect(screen.getByText('Go back')).toBeInTheDocument();
    // Not sent by the server: the bundled English stays.
    expect(screen.getByText('Try again')).toBeInTheDocument();
  });

  it('asks the server for the first 2 characters of the locale (es-MX → es)', async () => {
    serve({ es: { 'common.close': 'Cerrar' } }, { es: {} });
    renderWithI18n('es-MX');
    expect(await screen.findByText('Cerrar')).toBeInTheDocument();
    expect(screen.getByTestId('language')).toHaveTextContent('es');
    expect(requested.sort()).toEqual(['messages:es', 'translations:es']);
  });

  it('falls back to English when the Spanish translations fail: logged only, no error on screen', async () => {
    serve(
      { es: { 'common.close': 'Cerrar' }, en: {} },
      { es: 'fail', en: { 'common.back': 'Go back (en)', 'common.close': 'Close (en)' } },
    );
    renderWithI18n('es');
    expect(await screen.findByText('Go back (en)')).toBeInTheDocument();
    // The English fallback fills gaps but never overrides what Spanish delivered.
    expect(screen.getByText('Cerrar')).toBeInTheDocument();
    expect(requested).toContain('translations:en');
    expect(requested).not.toContain('messages:en');
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('translations for "es"'),
      expect.objectContaining({ code: 'server' }),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the bundled English when the language and English both fail', async () => {
    serve({ es: 'fail', en: 'fail' }, { es: 'fail', en: 'fail' });
    renderWithI18n('es-ES');
    expect(await screen.findByText('Close')).toBeInTheDocument();
    expect(screen.getByText('Back')).toBeInTheDocument();
    expect(requested.sort()).toEqual(['messages:en', 'messages:es', 'translations:en', 'translations:es']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('fallback messages for "en"'), expect.anything());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renders server strings as plain text, never as HTML', async () => {
    serve({ en: { 'common.close': '<img src=x onerror="alert(1)"><b>Close</b>' } }, { en: {} });
    const { container } = renderWithI18n('en');
    expect(await screen.findByText('<img src=x onerror="alert(1)"><b>Close</b>')).toBeInTheDocument();
    expect(container.querySelector('img, b')).toBeNull();
  });

  it('shows the fallback until the first language has arrived', async () => {
    serve({ es: { 'common.close': 'Cerrar' } }, { es: {} });
    renderWithI18n('es', <Probe />, 'loading translations');
    expect(screen.getByText('loading translations')).toBeInTheDocument();
    expect(await screen.findByText('Cerrar')).toBeInTheDocument();
    expect(screen.queryByText('loading translations')).not.toBeInTheDocument();
  });

  it('keeps the children mounted when the locale changes later', async () => {
    serve({ en: { 'common.close': 'Close (en)' }, fr: { 'common.close': 'Fermer' } }, {});
    let mounts = 0;
    function Counted() {
      useEffect(() => {
        mounts += 1;
      }, []);
      return <Probe />;
    }
    const { store } = makeStore({ apiBaseUrl: API, requestTimeoutMs: 1000 });
    const tree = (locale: string) => (
      <Provider store={store}>
        <I18nProvider locale={locale} fallback="loading translations">
          <Counted />
        </I18nProvider>
      </Provider>
    );
    const { rerender } = render(tree('en'));
    expect(await screen.findByText('Close (en)')).toBeInTheDocument();
    rerender(tree('fr-FR'));
    expect(await screen.findByText('Fermer')).toBeInTheDocument();
    expect(mounts).toBe(1);
  });

  it('returns an unknown key as is and logs it once', async () => {
    serve({}, {});
    function Unknown() {
      const { t, ready } = useI18n();
      return ready ? (
        <p>
          {t('i18nProvider.test.unknown')} {t('i18nProvider.test.unknown')}
        </p>
      ) : null;
    }
    renderWithI18n('en', <Unknown />);
    expect(await screen.findByText('i18nProvider.test.unknown i18nProvider.test.unknown')).toBeInTheDocument();
    const calls = warn.mock.calls.filter(([message]) => String(message).includes('i18nProvider.test.unknown'));
    expect(calls).toHaveLength(1);
  });
});

describe('bundled English registered by a chunk that loads later', () => {
  /** Shows two keys no bundle has yet: one the server also sends, one only the late bundle has. */
  function LateProbe() {
    const { t, ready } = useI18n();
    if (!ready) return null;
    return (
      <p>
        <span data-testid="only">{t('late.test.only')}</span>
        <span data-testid="both">{t('late.test.both')}</span>
      </p>
    );
  }

  it('re-renders with the new keys, under the server strings', async () => {
    serve({ en: { 'late.test.both': 'From the server' } }, { en: {} });
    renderWithI18n('en', <LateProbe />);
    expect(await screen.findByText('From the server')).toBeInTheDocument();
    expect(screen.getByTestId('only')).toHaveTextContent('late.test.only');

    act(() =>
      registerMessages({ 'late.test.only': 'Bundled later', 'late.test.both': 'Bundled, but the server wins' }),
    );

    expect(screen.getByTestId('only')).toHaveTextContent('Bundled later');
    expect(screen.getByTestId('both')).toHaveTextContent('From the server');
  });

  it('renders nothing again for a registration whose keys no render missed (they are read live)', async () => {
    serve({ en: {} }, { en: {} });
    let renders = 0;
    function Counted() {
      const { t, ready } = useI18n();
      const [later, setLater] = useState(false);
      renders += 1;
      if (!ready) return null;
      return (
        <p>
          {t('late.test.unmissed')}
          <button onClick={() => setLater(true)}>more</button>
          {later && <span data-testid="later">{t('late.test.notYetShown')}</span>}
        </p>
      );
    }
    renderWithI18n('en', <Counted />);
    expect(await screen.findByText('late.test.unmissed')).toBeInTheDocument();
    const before = renders;

    act(() => registerMessages({ 'late.test.notYetShown': 'Read live' }));
    expect(renders).toBe(before);

    // What renders after the registration finds the key without the provider rendering again.
    act(() => screen.getByRole('button', { name: 'more' }).click());
    expect(screen.getByTestId('later')).toHaveTextContent('Read live');
  });

  it('never replaces a key of en.ts', async () => {
    serve({ en: {} }, { en: {} });
    registerMessages({ 'common.tryAgain': 'Overridden by a feature' });
    renderWithI18n('en');
    expect(await screen.findByText('Try again')).toBeInTheDocument();
  });
});
