/*
 * `depositStreakSaveData` (docs/product/rewards.md, "Deposit streak"): the streak progress the player last saw
 * (`prevWheelProgress`), kept in sessionStorage so the success screen can animate from it to the new progress.
 */
const KEY = 'cashier.depositStreakSaveData';

export interface DepositStreakSaveData {
  prevWheelProgress: number;
}

export function readStreakSave(): DepositStreakSaveData | null {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (
      typeof saved === 'object' &&
      saved !== null &&
      'prevWheelProgress' in saved &&
      typeof saved.prevWheelProgress === 'number'
    ) {
      return { prevWheelProgress: saved.prevWheelProgress };
    }
  } catch {
    // Unreadable or blocked storage: no saved progress, the final state shows without animation.
  }
  return null;
}

export function saveStreak(data: DepositStreakSaveData): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(data));
  } catch {
    // Blocked storage: the next success screen shows the final state without animation.
  }
}
