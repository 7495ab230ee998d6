import type { ReactNode } from 'react';
import { Button } from './Button';
import { Actions } from './layout';

/** A form's actions row with its one submit button (`children` is its label), disabled while `busy`. */
export function SubmitActions({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Actions>
      <Button type="submit" disabled={busy}>
        {children}
      </Button>
    </Actions>
  );
}
