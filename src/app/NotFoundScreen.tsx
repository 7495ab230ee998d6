import { Link } from 'react-router-dom';
import { registerMessages } from '@/shared/i18n/bundledMessages';
import { useT } from '@/shared/i18n/useT';
import { useCashierContext } from './CashierContext';
import { cashPath, homeRoute } from './routeTable';

// Its English rides in its own chunk: a cash URL that matches no route is rare (CashierRoutes loads it lazily).
registerMessages({
  'cash.notFound.title': 'Page not found',
  'cash.notFound.text': 'This part of the cashier does not exist. It may have moved.',
  'cash.notFound.toDeposit': 'Go to deposit',
});

/** A cash URL that matches no route: say so and offer the way to the home route (the deposit today). */
export default function NotFoundScreen() {
  const t = useT();
  const { basename } = useCashierContext();
  return (
    <section>
      <h3>{t('cash.notFound.title')}</h3>
      <p>{t('cash.notFound.text')}</p>
      <Link to={cashPath(basename, homeRoute.example)}>{t('cash.notFound.toDeposit')}</Link>
    </section>
  );
}
