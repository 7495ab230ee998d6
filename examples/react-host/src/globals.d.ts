/** Set at build time by webpack's DefinePlugin (webpack.config.ts): where the cashier's mf-manifest.json is. */
declare const CASHIER_MANIFEST_URL: string;
