import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { titleChanged, type CashTitle } from '@/shared/cash/cashSlice';

/** Spec §2: the header title follows the deposit step (selectPackage → paymentMethod → selectCard). */
export function useDepositTitle(title: CashTitle) {
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(titleChanged(title));
  }, [dispatch, title]);
}
