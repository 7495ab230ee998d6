import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Panel } from '../ui/controls';
import { CASH_ROUTES } from './cashRoutes';

const Links = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  columns: 2 12rem;
  li {
    padding: 0.2rem 0;
  }
`;

/** Direct links to every cash screen, for demos and deep-link checks. */
export function CashLinks({ basename }: { basename: string }) {
  const titleId = useId();
  return (
    <Panel as="nav" aria-labelledby={titleId}>
      <h2 id={titleId}>Cash screens</h2>
      <Links>
        {CASH_ROUTES.map((route) => (
          <li key={route.path}>
            <Link to={`${basename}/${route.path}`}>{route.label}</Link>
          </li>
        ))}
      </Links>
    </Panel>
  );
}
