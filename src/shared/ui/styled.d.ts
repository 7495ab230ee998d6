import 'styled-components';
import type { CashierTheme } from '@contracts/host/props';

// Gives every styled template a typed `theme`: the host-overridable tokens plus the z-index base prop.
declare module 'styled-components' {
  export interface DefaultTheme extends CashierTheme {
    zIndexBase: number;
  }
}
