/**
 * The dialog both baseline remotes render: on a cash path (same basename rule as the cashier) one modal dialog
 * named like the cashier's first screen, with a Close button that leaves the cash path, as the cashier's does.
 */
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';

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

export function BenchDialog({ basename = '/cash', children }: { basename?: string; children?: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const base = `/${basename.replace(/^\/+|\/+$/g, '')}`;
  if (pathname !== base && !pathname.startsWith(`${base}/`)) return null;
  return (
    <Backdrop>
      <Panel role="dialog" aria-modal="true" aria-labelledby="bench-cashier-title">
        <h2 id="bench-cashier-title">Select a package</h2>
        {children}
        <button type="button" onClick={() => navigate('/')}>
          Close
        </button>
      </Panel>
    </Backdrop>
  );
}
