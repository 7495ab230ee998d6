import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { dropEarlyAnswers } from '../../../contracts/host/firstScreen';
import { DEFAULT_BASENAME, type CashierAppProps, type CashierColorScheme } from '../../../contracts/host/props';
import { readCashierColorScheme, saveCashierColorScheme } from '../config/cashierColorScheme';
import type { HostConfig } from '../config/hostConfig';
import { EventLog } from '../events/EventLog';
import { useHostEventHandlers } from '../events/useHostEventHandlers';
import { CashierSlot } from '../remote/CashierSlot';
import { useCashierRemote } from '../remote/useCashierRemote';
import { createSandboxApi } from '../sandbox/sandboxApi';
import { SandboxPanel } from '../sandbox/SandboxPanel';
import { useSandboxSession } from '../sandbox/useSandboxSession';
import { GlobalStyle } from '../ui/GlobalStyle';
import { tokens } from '../ui/tokens';
import { AuthModal } from './AuthModal';
import { CashLinks } from './CashLinks';
import { Header } from './Header';
import type { HostDialog } from './hostDialogs';
import { Lobby } from './Lobby';
import { SupportChat } from './SupportChat';
import { TermsDialog } from './TermsDialog';

const SkipLink = styled.a`
  position: absolute;
  left: 1rem;
  top: -3rem;
  padding: 0.5rem 1rem;
  background: ${tokens.accent};
  color: ${tokens.onAccent};
  z-index: 1;
  &:focus {
    top: 0.5rem;
  }
`;

const Layout = styled.main`
  display: grid;
  gap: 1.25rem;
  padding: 1.25rem 1.5rem;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Column = styled.div`
  display: grid;
  gap: 1.25rem;
`;

const Footer = styled.footer`
  padding: 1rem 1.5rem 2rem;
  color: ${tokens.textMuted};
`;

const BASENAME = DEFAULT_BASENAME;

/** The design system page (docs/design-system.md): its own chunk, so the shell's first load does not carry it. */
const DesignPage = lazy(() => import(/* webpackChunkName: "design" */ '../design/DesignPage'));
const isDesignPath = (pathname: string) => pathname === '/design' || pathname.startsWith('/design/');

/**
 * The one part of the page that follows the location: the design page or the lobby. `App` itself does not read the
 * location, so a navigation (opening the cashier is one) re-renders this switch and the parts that read the location
 * themselves (the cashier's slot, the header's links), not the whole page: the open's click stays a short task
 * (test/bench/README.md, "The host's click").
 */
function PageSwitch({ design, lobby }: { design: ReactNode; lobby: ReactNode }) {
  const { pathname } = useLocation();
  return isDesignPath(pathname) ? design : lobby;
}

/** The demo game shell around the cashier. */
export function App({ config }: { config: HostConfig }) {
  const api = useMemo(() => createSandboxApi(config.apiBaseUrl), [config.apiBaseUrl]);
  const { state: session, refresh } = useSandboxSession(api);
  const cashier = useCashierRemote(config.remoteManifestUrl);
  const [dialog, setDialog] = useState<HostDialog>(null);
  const closeDialog = () => setDialog(null);
  const [colorScheme, setColorScheme] = useState<CashierColorScheme>(readCashierColorScheme);
  const changeColorScheme = (scheme: CashierColorScheme) => {
    saveCashierColorScheme(scheme);
    setColorScheme(scheme);
  };

  const appProps = useMemo<CashierAppProps>(
    () => ({
      apiBaseUrl: config.apiBaseUrl,
      locale: config.locale,
      basename: BASENAME,
      viewOption: config.viewOption,
      requestTimeoutMs: config.requestTimeoutMs,
      nonce: config.nonce,
      colorScheme,
    }),
    [config.apiBaseUrl, config.locale, config.viewOption, config.requestTimeoutMs, config.nonce, colorScheme],
  );

  const refreshSession = () => void refresh();
  useHostEventHandlers(cashier.events, {
    'balance-changed': refreshSession,
    'leave-cash': refreshSession,
    logout: refreshSession,
    're-init-data': refreshSession,
    'open-auth-modal': ({ reason }) => setDialog({ kind: 'auth', reason }),
    'open-support-chat': ({ source }) => setDialog({ kind: 'support-chat', source }),
    'check-terms': ({ termsRequirement }) => setDialog({ kind: 'terms', documents: termsRequirement }),
  });

  // A host tells the cashier when the player changes without unmounting it (README, "Rendering it and reacting to
  // its events"; docs/architecture.md, "One player at a time"): `logout` on sign-out, `re-init-data` after a sign-in.
  // Before the cashier's code has run there is no bus yet: the first-screen plugin's answers, fetched for the session
  // that ended, are dropped directly (README, "Opening fast").
  async function signOut() {
    try {
      await api.logout();
    } catch (error) {
      console.warn('[host-demo] sandbox logout failed', error);
    }
    dropEarlyAnswers();
    cashier.events?.emit('logout', { reason: 'player' });
    await refresh();
  }

  function signedIn() {
    refreshSession();
    dropEarlyAnswers();
    // The cashier may hold the previous session's data (or its 401 errors): it drops it and refetches on this event.
    cashier.events?.emit('re-init-data', { reason: 'signed-in' });
  }

  return (
    <>
      <GlobalStyle />
      <SkipLink href="#main">Skip to the lobby</SkipLink>
      <Header
        session={session}
        locale={config.locale}
        cashierPath={`${BASENAME}/deposit/`}
        onSignIn={() => setDialog({ kind: 'auth', reason: 'player' })}
        onSignOut={() => void signOut()}
      />
      <PageSwitch
        design={
          // The page renders the cashier's kit in a cashier root of its own: the cashier itself is not mounted here
          // (its style isolation would hold its own colour scheme over the page's root).
          <main id="main">
            <Suspense fallback={<p role="status">Loading the design page…</p>}>
              <DesignPage nonce={config.nonce} />
            </Suspense>
          </main>
        }
        lobby={
          <Layout id="main">
            <Column>
              <CashierSlot {...cashier} appProps={appProps} basename={BASENAME} />
              <Lobby />
              <CashLinks basename={BASENAME} colorScheme={colorScheme} onColorSchemeChange={changeColorScheme} />
            </Column>
            <Column>
              <SandboxPanel
                api={api}
                signedIn={session.status === 'signed-in'}
                onSessionChanged={refreshSession}
                onSignedIn={signedIn}
                onSignOut={() => void signOut()}
              />
              <EventLog bus={cashier.events} />
            </Column>
          </Layout>
        }
      />
      <Footer>
        <p>Lucky Lanes is a demo game shell for the Cashier remote. No real money is involved.</p>
      </Footer>
      <AuthModal
        open={dialog?.kind === 'auth'}
        reason={dialog?.kind === 'auth' ? dialog.reason : 'player'}
        api={api}
        onLoggedIn={() => {
          closeDialog();
          signedIn();
        }}
        onClose={closeDialog}
      />
      <SupportChat
        open={dialog?.kind === 'support-chat'}
        source={dialog?.kind === 'support-chat' ? dialog.source : ''}
        onClose={closeDialog}
      />
      <TermsDialog
        open={dialog?.kind === 'terms'}
        documents={dialog?.kind === 'terms' ? dialog.documents : []}
        onAccept={() => {
          console.info('[host-demo] terms accepted (demo: not sent to the platform)');
          closeDialog();
        }}
        onClose={closeDialog}
      />
    </>
  );
}
