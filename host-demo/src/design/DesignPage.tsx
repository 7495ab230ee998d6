/**
 * `/design`: every token and component of the cashier's design system (src/shared/ui, docs/design-system.md) in a
 * cashier root with its style isolation, in the light or the dark scheme (`?scheme=dark`). Loaded lazily by the
 * shell, built into the host-demo: the cashier's own bundles do not carry it.
 */
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { CashierColors } from '../../../contracts/host/props';
import {
  Amount,
  Badge,
  Button,
  CallError,
  ChoiceChips,
  CloseIcon,
  Field,
  FileDrop,
  IconButton,
  ListRow,
  Popup,
  RadioCard,
  RadioCardGroup,
  Receipt,
  ScreenSkeleton,
  Select,
  Skeleton,
  Spinner,
  SummaryList,
  Tabs,
  TextField,
  Tile,
  darkColors,
  lightColors,
  scaleTokens,
  token,
} from '../../../src/shared/ui/kit';
import { tokens as hostTokens } from '../ui/tokens';
import { KitRoot } from './KitRoot';

type Scheme = 'light' | 'dark';

const SchemeNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  padding: 12px 24px;
  a {
    color: ${hostTokens.link};
  }
  a[aria-current='page'] {
    font-weight: 700;
  }
`;

const Page = styled.div`
  display: grid;
  gap: ${token('space6')};
  padding: ${token('space5')};
  background: ${token('colorSurface')};
  color: ${token('colorText')};
  font-family: ${token('fontFamily')};
  @media (max-width: 600px) {
    padding: ${token('space4')};
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${token('fontSizeDisplay')};
`;

const H3 = styled.h3`
  margin: 0 0 ${token('space3')};
  font-size: ${token('fontSizeTitle')};
`;

const Muted = styled.p`
  margin: 0;
  color: ${token('colorTextMuted')};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${token('space4')};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space3')};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${token('fontSizeSmall')};
  th,
  td {
    padding: ${token('space2')};
    border-bottom: 1px solid ${token('colorBorder')};
    text-align: left;
    vertical-align: middle;
  }
  code {
    font-family: ui-monospace, Menlo, Consolas, monospace;
    overflow-wrap: anywhere;
  }
  th code {
    overflow-wrap: normal;
    white-space: nowrap;
  }
  @media (max-width: 600px) {
    td code {
      display: block;
      margin-top: ${token('space1')};
    }
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

const Swatch = styled.span`
  display: inline-block;
  width: 32px;
  height: 32px;
  margin-right: ${token('space2')};
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radiusSmall')};
  vertical-align: middle;
`;

const Bar = styled.span`
  display: block;
  height: 16px;
  background: ${token('colorPrimary')};
  border-radius: ${token('radiusSmall')};
`;

const Box = styled.div`
  display: grid;
  place-items: center;
  min-height: 80px;
  padding: ${token('space3')};
  border: 1px solid ${token('colorBorder')};
  background: ${token('colorSurfaceRaised')};
  text-align: center;
`;

const PopupFrame = styled.div`
  position: relative;
  min-height: 280px;
  padding: ${token('space4')};
  border: 1px dashed ${token('colorBorder')};
  border-radius: ${token('radius')};
`;

const Mover = styled.span<{ $on: boolean }>`
  display: block;
  width: 24px;
  height: 24px;
  border-radius: ${token('radiusPill')};
  background: ${token('colorPrimary')};
  transform: translateX(${({ $on }) => ($on ? '120px' : '0')});
  transition: transform ${token('durationSlow')} ${token('easingStandard')};
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const colorNames = Object.keys(lightColors) as (keyof CashierColors)[];
const scaleOf = (prefix: string) => Object.entries(scaleTokens).filter(([name]) => name.startsWith(prefix));

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <H3 id={id}>{title}</H3>
      {children}
    </section>
  );
}

function Colours() {
  return (
    <Section id="colours" title="Colour">
      <Muted>Both schemes. Text colours hold 4.5:1 on both surfaces; border and focus 3:1 (theme.test.ts).</Muted>
      <Scroll>
        <Table>
          <thead>
            <tr>
              <th scope="col">Token</th>
              <th scope="col">Light</th>
              <th scope="col">Dark</th>
            </tr>
          </thead>
          <tbody>
            {colorNames.map((name) => (
              <tr key={name}>
                <th scope="row">
                  <code>{name}</code>
                </th>
                <td>
                  <Swatch style={{ background: lightColors[name] }} />
                  <code>{lightColors[name]}</code>
                </td>
                <td>
                  <Swatch style={{ background: darkColors[name] }} />
                  <code>{darkColors[name]}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
    </Section>
  );
}

function Scales() {
  const [moved, setMoved] = useState(false);
  return (
    <>
      <Section id="spacing" title="Spacing">
        <Table>
          <tbody>
            {scaleOf('space').map(([name, value]) => (
              <tr key={name}>
                <th scope="row">
                  <code>{name}</code> <code>{value}</code>
                </th>
                <td style={{ width: '70%' }}>
                  <Bar style={{ width: value }} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Section>
      <Section id="type" title="Type scale">
        {scaleOf('fontSize').map(([name, value]) => (
          <p key={name} style={{ margin: '0 0 8px', fontSize: value, lineHeight: 1.3 }}>
            {name} · {value} · Deposit 10.00 USD
          </p>
        ))}
        <Muted>
          <code>fontFamily</code>: <code>{scaleTokens.fontFamily}</code>
        </Muted>
      </Section>
      <Section id="radii" title="Radii">
        <Grid>
          {scaleOf('radius').map(([name, value]) => (
            <Box key={name} style={{ borderRadius: value }}>
              <code>{name}</code> {value}
            </Box>
          ))}
        </Grid>
      </Section>
      <Section id="elevation" title="Elevation">
        <Grid>
          {scaleOf('elevation').map(([name, value]) => (
            <Box key={name} style={{ boxShadow: value, border: 0, borderRadius: scaleTokens.radius }}>
              <span>
                <code>{name}</code>
                <br />
                <code>{value}</code>
              </span>
            </Box>
          ))}
        </Grid>
      </Section>
      <Section id="motion" title="Motion">
        <Table>
          <tbody>
            {[...scaleOf('duration'), ...scaleOf('easing')].map(([name, value]) => (
              <tr key={name}>
                <th scope="row">
                  <code>{name}</code>
                </th>
                <td>
                  <code>{value}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
        <Row style={{ marginTop: 12 }}>
          <Button variant="secondary" aria-pressed={moved} onClick={() => setMoved((on) => !on)}>
            Move (durationSlow, easingStandard)
          </Button>
          <span style={{ width: 160 }}>
            <Mover $on={moved} aria-hidden="true" />
          </span>
        </Row>
        <Muted>Under reduced motion the dot jumps without a transition.</Muted>
      </Section>
    </>
  );
}

/** The list-rows sample: two history rows with an amount and a status badge. */
const TRANSACTION_ROWS = [
  { title: 'Deposit · Card', secondary: '2 Nov 2026, 14:05', amount: 25, tone: 'success', status: 'Paid' },
  { title: 'Redemption · Bank', secondary: '1 Nov 2026, 09:12', amount: 120, tone: 'warning', status: 'Pending' },
] as const;

function Components() {
  const [method, setMethod] = useState('card');
  const [voucher, setVoucher] = useState('NS12');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [selectedTile, setSelectedTile] = useState(0);
  const [price, setPrice] = useState('25');
  return (
    <>
      <Section id="buttons" title="Buttons">
        <Row>
          <Button>Pay 10.00 USD</Button>
          <Button variant="secondary">Change method</Button>
          <Button variant="link">Terms of the bonus</Button>
          <Button disabled>Pay (disabled)</Button>
          <IconButton label="Close (icon button)" onClick={() => undefined}>
            <CloseIcon />
          </IconButton>
        </Row>
      </Section>
      <Section id="radio-cards" title="Radio cards">
        <RadioCardGroup legend="Payment method">
          {[
            {
              value: 'card',
              label: 'Card',
              description: 'Visa •••• 4242, expires 12/29',
              end: <Badge tone="accent">Last used</Badge>,
            },
            { value: 'paypal', label: 'PayPal', description: 'Redirects to PayPal' },
            { value: 'voucher', label: 'Neosurf voucher', description: 'A 10-character code' },
          ].map((option) => (
            <RadioCard
              key={option.value}
              name="design-method"
              value={option.value}
              label={option.label}
              description={option.description}
              end={option.end}
              checked={method === option.value}
              onChange={() => setMethod(option.value)}
            />
          ))}
          <RadioCard
            name="design-method"
            value="trustly"
            label="Trustly"
            description="Not available in your state"
            disabled
          />
        </RadioCardGroup>
      </Section>
      <Section id="fields" title="Fields with inline errors">
        <Grid>
          <TextField id="design-name" label="Name on the card" defaultValue="Alex Doe" autoComplete="off" />
          <TextField
            id="design-voucher"
            label="Voucher code"
            value={voucher}
            onChange={(event) => setVoucher(event.target.value)}
            error={
              /^NS[A-Z0-9]{8}$/.test(voucher) ? undefined : 'Enter the 10 characters of the voucher, starting with NS'
            }
            autoComplete="off"
          />
          <TextField id="design-disabled" label="Country (disabled)" defaultValue="United States" disabled />
        </Grid>
      </Section>
      <Section id="selects-files" title="Select, file drop zone, chips">
        <Grid>
          <Field htmlFor="design-select">
            Account type
            <Select id="design-select" defaultValue="checking">
              <option value="checking">Checking</option>
              <option value="savings">Savings</option>
            </Select>
          </Field>
          <FileDrop
            id="design-file"
            label="Document"
            action="Choose a file"
            hint="JPEG, PNG or PDF, up to 10 MB — or drop it here"
            fileName={null}
            progress={{ label: 'Uploading', fraction: 0.4 }}
          />
        </Grid>
        <ChoiceChips
          legend="Value of the card"
          options={['10', '25', '50', '100'].map((value) => ({ value, label: `${value}.00 USD` }))}
          input={(value) => ({ name: 'design-price', checked: price === value, onChange: () => setPrice(value) })}
        />
      </Section>
      <Section id="description-list" title="Description list">
        <SummaryList
          items={[
            ['Amount', '20.00 USD'],
            ['Fee', '1.00 USD'],
            ['You receive', '19.00 USD'],
            ['To', 'Bank account · Chase Checking •••• 6789, a long name that wraps under itself'],
          ]}
        />
      </Section>
      <Section id="receipt" title="Receipt">
        <Receipt
          tone="pending"
          heading="Redemption requested"
          headingId="design-receipt-heading"
          text="It is pending until it is paid out. You can follow it, or cancel it, in your history."
          items={[
            ['Amount', '20.00 USD'],
            ['Status', 'Pending'],
            ['Reference', 'out-1042'],
          ]}
          actions={
            <>
              <Button>Done</Button>
              <Button variant="secondary">View in history</Button>
            </>
          }
        />
      </Section>
      <Section id="error-block" title="Error block">
        <CallError
          error={{ name: 'CashierError', code: 'network', message: 'design page' }}
          note="Nothing was paid out."
          onRetry={() => undefined}
        />
      </Section>
      <Section id="tabs" title="Tabs">
        <Tabs
          label="Transactions"
          tabs={[
            { id: 'all', label: 'All', panel: <Muted>Every deposit and redemption.</Muted> },
            { id: 'deposits', label: 'Deposits', panel: <Muted>Only deposits.</Muted> },
            { id: 'redemptions', label: 'Redemptions', panel: <Muted>Only redemptions.</Muted> },
          ]}
        />
      </Section>
      <Section id="list-rows" title="List rows">
        <ul style={{ margin: 0, padding: 0 }} aria-label="Recent transactions">
          {TRANSACTION_ROWS.map((row) => (
            <ListRow
              key={row.title}
              title={row.title}
              secondary={row.secondary}
              end={
                <>
                  <Amount value={row.amount} currency="USD" />
                  <Badge tone={row.tone}>{row.status}</Badge>
                </>
              }
            />
          ))}
          <ListRow
            title="Visa •••• 4242"
            secondary="Expires 12/29 (a row that is a button)"
            onSelect={() => undefined}
            end={<Badge>Saved</Badge>}
          />
        </ul>
      </Section>
      <Section id="tiles" title="Tiles">
        <Grid>
          {['10 coins', '50 coins + 5 bonus'].map((label, index) => (
            <Tile
              key={label}
              $selected={selectedTile === index}
              aria-pressed={selectedTile === index}
              onClick={() => setSelectedTile(index)}
            >
              <strong>{label}</strong>
              <Amount value={index === 0 ? 10 : 45} currency="USD" size="lead" />
            </Tile>
          ))}
          <Tile aria-disabled="true">
            <strong>Unavailable tile</strong>
            <span>Over the daily limit</span>
          </Tile>
        </Grid>
      </Section>
      <Section id="badges" title="Badges">
        <Row>
          <Badge>Neutral</Badge>
          <Badge tone="accent">Best value</Badge>
          <Badge tone="success">Paid</Badge>
          <Badge tone="warning">Expires soon</Badge>
        </Row>
      </Section>
      <Section id="amounts" title="Amounts">
        <Row>
          <Amount value={9.5} currency="USD" size="small" />
          <Amount value={10} currency="USD" />
          <Amount value={1234.5} currency="USD" size="lead" />
          <Amount value={50} currency="EUR" size="title" />
          <Amount value={100000} currency="USD" size="display" />
        </Row>
      </Section>
      <Section id="loading" title="Loading: skeletons and spinner">
        <Row>
          <Skeleton width={48} height={48} radius="pill" />
          <span style={{ display: 'grid', gap: 8 }}>
            <Skeleton width={180} height={16} radius="small" />
            <Skeleton width={120} height={16} radius="small" />
          </span>
          <Skeleton width={160} height={96} radius="large" />
          <Spinner label="Loading the packages" />
        </Row>
        <Muted>Skeletons are hidden from assistive technology; the spinner is the announced status.</Muted>
        <Grid>
          <ScreenSkeleton shape="list" label="Loading a list" />
          <ScreenSkeleton shape="form" label="Loading a form" />
          <ScreenSkeleton shape="result" label="Loading a result" />
        </Grid>
      </Section>
      <Section id="dialog" title="Dialog">
        <PopupFrame>
          <Button variant="secondary" onClick={() => setDialogOpen(true)}>
            Open the dialog
          </Button>
          {dialogOpen && (
            <Popup title="Remove this card?" onClose={() => setDialogOpen(false)}>
              <Muted>Visa •••• 4242 will no longer be offered. You can add it again later.</Muted>
              <Row>
                <Button onClick={() => setDialogOpen(false)}>Remove</Button>
                <Button variant="secondary" onClick={() => setDialogOpen(false)}>
                  Keep it
                </Button>
              </Row>
            </Popup>
          )}
        </PopupFrame>
      </Section>
    </>
  );
}

/** The design page; `nonce` is the page's CSP style nonce (the kit's style tag needs it, as the cashier's does). */
export default function DesignPage({ nonce }: { nonce?: string }) {
  const [params] = useSearchParams();
  const scheme: Scheme = params.get('scheme') === 'dark' ? 'dark' : 'light';
  return (
    <>
      <SchemeNav aria-label="Colour scheme">
        <span>Scheme:</span>
        <Link to="/design" aria-current={scheme === 'light' ? 'page' : undefined}>
          Light
        </Link>
        <Link to="/design?scheme=dark" aria-current={scheme === 'dark' ? 'page' : undefined}>
          Dark
        </Link>
      </SchemeNav>
      <KitRoot colorScheme={scheme} nonce={nonce}>
        <Page>
          <header>
            <Title>Cashier design system</Title>
            <Muted>
              Tokens and components of src/shared/ui in the {scheme} scheme, in a cashier root with its style isolation.
              docs/design-system.md explains them.
            </Muted>
          </header>
          <Colours />
          <Scales />
          <Components />
        </Page>
      </KitRoot>
    </>
  );
}
