import * as v from 'valibot';

/*
 * Apart from common.ts (same conventions): only the antifraud and payment bodies carry a position, and a schema
 * in common.ts downloads with the cashier's first screen, which never sends one (test/size/README.md).
 */

/** A device position: degrees, `speed` m/s and `altitude` m when known, `dateTime` Unix time in whole seconds. */
export const DeviceGps = v.strictObject({
  latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
  speed: v.nullable(v.pipe(v.number(), v.finite())),
  altitude: v.nullable(v.pipe(v.number(), v.finite())),
  dateTime: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type DeviceGps = v.InferOutput<typeof DeviceGps>;
