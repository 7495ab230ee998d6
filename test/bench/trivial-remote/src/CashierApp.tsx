/**
 * The trivial remote's one component: on a cash path (same basename rule as the cashier) it renders one modal
 * dialog named like the cashier's first screen, so the benchmark waits for the same thing in both remotes.
 */
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';

interface Props {
  basename?: string;
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 9900;
  display: grid;
  place-items: center;
  background: rgb(0 0 0 / 50%);
`;

const Panel = styled.div`
  background: #fff;
  color: #111;
  padding: 24px;
  border-radius: 8px;
  min-width: 280px;
`;

export function CashierApp({ basename = '/cash' }: Props) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const base = `/${basename.replace(/^\/+|\/+$/g, '')}`;
  if (pathname !== base && !pathname.startsWith(`${base}/`)) return null;
  return (
    <Backdrop>
      <Panel role="dialog" aria-modal="true" aria-labelledby="trivial-cashier-title">
        <h2 id="trivial-cashier-title">Select a package</h2>
        <button type="button" onClick={() => navigate('/')}>
          Close
        </button>
      </Panel>
    </Backdrop>
  );
}

export default CashierApp;
