import type { FxRateTable } from '../payments/pricing';

/** Units of each currency per 1 EUR (default: the static table, or FX_RATES). */
export interface FxRates {
  rates(): Promise<FxRateTable>;
}
