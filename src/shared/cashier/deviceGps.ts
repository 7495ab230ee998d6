import type { IdentityMatchBody } from '@contracts/api/fraud';

type DeviceGps = NonNullable<IdentityMatchBody['deviceGps']>;

/**
 * The device position for the geo check, only when the player has already granted geolocation: the
 * cashier never prompts for it on open (a permission prompt over a payment screen is hostile).
 */
export async function readGrantedDeviceGps(timeoutMs = 5000): Promise<DeviceGps | undefined> {
  if (typeof navigator === 'undefined' || !navigator.geolocation || !navigator.permissions) return undefined;
  try {
    const status = await navigator.permissions.query({ name: 'geolocation' });
    if (status.state !== 'granted') return undefined;
  } catch {
    return undefined;
  }
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          speed: position.coords.speed,
          altitude: position.coords.altitude,
          dateTime: Math.floor(position.timestamp / 1000),
        }),
      () => resolve(undefined),
      { timeout: timeoutMs, maximumAge: 60_000 },
    );
  });
}
