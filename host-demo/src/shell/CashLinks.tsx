import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CashierColorScheme } from '../../../contracts/host/props';
import { Panel } from '../ui/controls';
import { SelectField } from '../ui/SelectField';
import { CASH_ROUTES } from './cashRoutes';

const Links = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  columns: 2 12rem;
  li {
    padding: 0.2rem 0;
  }
`;

interface Props {
  basename: string;
  /** The cashier's `colorScheme` prop, chosen here for the demo. */
  colorScheme: CashierColorScheme;
  onColorSchemeChange: (scheme: CashierColorScheme) => void;
}

const schemes: CashierColorScheme[] = ['light', 'dark', 'auto'];

/** Direct links to every cash screen, for demos and deep-link checks, and the cashier's colour scheme. */
export function CashLinks({ basename, colorScheme, onColorSchemeChange }: Props) {
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
      <SelectField label="Cashier colour scheme" value={colorScheme} options={schemes} onChange={onColorSchemeChange} />
      <p>
        <Link to="/design">Design system</Link>: every token and component of the cashier, light and dark.
      </p>
    </Panel>
  );
}
