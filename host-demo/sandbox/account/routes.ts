import { getProfile } from '../../../contracts/api/player';
import { handlerFor } from '../handler';

export const playerHandlers = [
  handlerFor(getProfile).player(({ player }) => ({
    id: player.id,
    login: player.login,
    email: { email: player.email, confirmed: player.emailConfirmed },
    firstName: player.firstName,
    lastName: player.lastName,
    phone: player.phone,
    phoneConfirmed: player.phoneConfirmed,
    birthDate: player.birthDate,
    address: player.address ? { ...player.address } : null,
    hasSsn: player.ssnLast4 !== null,
    verificationStatus: player.verificationStatus,
    verificationReason: player.verificationReason,
    currency: player.currency,
  })),
];
