import { GEOLOCATION_OPTIONS } from '@civic/contracts';
import type { Translate } from '../../i18n/i18n';

export interface DeviceFix {
  lat: number;
  lng: number;
  /** Accuracy in metres. */
  accuracy: number;
}

/**
 * The device location (citizen spec sections 8 and 9): 10 s timeout, high accuracy, positions up to 30 s
 * old. Rejects with 'Geolocation is not supported on this device.' or 'Could not detect location. Please
 * try dropping a pin.'.
 */
export function detectDeviceLocation(
  t: Translate,
  geolocation: Geolocation | undefined = typeof navigator !== 'undefined' ? navigator.geolocation : undefined,
): Promise<DeviceFix> {
  return new Promise((resolve, reject) => {
    if (!geolocation || typeof geolocation.getCurrentPosition !== 'function') {
      reject(new Error(t('messages:complaint.geolocationUnsupported')));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude, accuracy: position.coords.accuracy }),
      () => reject(new Error(t('messages:complaint.geolocationFailed'))),
      { ...GEOLOCATION_OPTIONS },
    );
  });
}
