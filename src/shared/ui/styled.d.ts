import 'styled-components';
import type { CashierTheme } from '@contracts/host/props';

// Gives every styled template a typed `theme`: the host-overridable tokens of the resolved colour scheme, the
// scheme itself (for `color-scheme`) and the z-index base prop.
declare module 'styled-components' {
  export interface DefaultTheme extends CashierTheme {
    zIndexBase: number;
    colorScheme: 'light' | 'dark';
  }
}
