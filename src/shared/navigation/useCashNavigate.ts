import { useCallback } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router-dom';

/**
 * Navigates to another cash route given its path relative to the basename (`pending/`). Every cash screen is
 * a direct child of the basename route, so one `..` (route-relative) reaches the basename whatever it is.
 */
export function useCashNavigate() {
  const navigate = useNavigate();
  return useCallback((relative: string, options?: NavigateOptions) => navigate(`../${relative}`, options), [navigate]);
}
