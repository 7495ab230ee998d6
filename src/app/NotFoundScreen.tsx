import { Link } from 'react-router-dom';
import { useT } from '@/shared/i18n/useT';
import { useCashierContext } from './CashierContext';
import { cashPath, homeRoute } from './routeTable';

/** A cash URL that matches no route: say so and offer the way to the home route (the deposit today). */
export function NotFoundScreen() {
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
