/**
 * The fair baseline's screen (a lazy chunk of its own): one API call, the packages (`GET /rest/cash/cards/` with
 * credentials, the call the cashier's deposit screen makes), then the list, then the cashier's readiness mark.
 * No schema validation, store or i18n: the least a federated screen with server data does.
 */
import { useEffect, useState } from 'react';
import type { CardPreset, CardsData } from '@contracts/api/deposit/packages';
import { useReadyMark } from '@/shared/perf/readyMark';

type Packages =
  | { state: 'loading' }
  | { state: 'done'; presets: CardPreset[]; currency: string }
  | { state: 'failed'; message: string };

export default function PackagesScreen({ apiBaseUrl }: { apiBaseUrl: string }) {
  const [packages, setPackages] = useState<Packages>({ state: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    fetch(new URL('/rest/cash/cards/', apiBaseUrl), { credentials: 'include', signal: abort.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const { data } = (await response.json()) as { data: CardsData };
        setPackages({ state: 'done', presets: data.presets, currency: data.currency });
      })
      .catch((error: unknown) => {
        if (!abort.signal.aborted) setPackages({ state: 'failed', message: String(error) });
      });
    return () => abort.abort();
  }, [apiBaseUrl]);
  useReadyMark('deposit', packages.state === 'done');

  if (packages.state === 'loading') return <p role="status">Loading packages…</p>;
  if (packages.state === 'failed') return <p role="alert">{packages.message}</p>;
  return (
    <ul>
      {packages.presets.map((preset) => (
        <li key={preset.id}>
          <button type="button">
            {preset.price} {packages.currency}: {preset.coins} coins + {preset.bonus} bonus
          </button>
        </li>
      ))}
    </ul>
  );
}
