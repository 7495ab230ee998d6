import {
  getProfile,
  updatePlayer,
  updateProfile,
  updateSsn,
  uploadDocument,
  MAX_DOCUMENT_BYTES,
} from '../../../contracts/api/player';
import { specifyDailyLimit } from '../../../contracts/api/dailyLimit';
import { checkIdologyAnswers, getVerificationToken } from '../../../contracts/api/verification';
import type { ProfileData } from '../../../contracts/api/player';
import { fail, handlerFor } from '../handler';
import type { SandboxState } from '../state';
import type { PlayerRecord } from './playerRecord';
import { responsiblePlayFigures, setDailyLimit } from './responsiblePlay';
import { checkAnswers, runIdentityCheck } from './verification';
import { toIso } from '../time';

/** The e-mail the sandbox treats as taken by another player: the profile edit's field error. */
export const TAKEN_EMAIL = 'taken@example.com';

/** How long a document-scan token lives. */
const SCAN_TOKEN_MS = 15 * 60 * 1000;

const profileOf = (player: PlayerRecord): ProfileData => ({
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
});

/** Decoded size of base64 text, in bytes. */
const decodedBytes = (base64: string): number =>
  Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);

/** FNV-1a of the content: tells a retry of the same document from another one under a reused key. */
function contentHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return `${text.length}:${(hash >>> 0).toString(36)}`;
}

interface Uploads {
  count: number;
  byKey: Map<
    string,
    {
      playerId: string;
      fingerprint: string;
      result: { documentId: string; verificationStatus: PlayerRecord['verificationStatus'] };
    }
  >;
}

/** Uploaded documents by idempotency key, per sandbox state (a reset replaces the state and so forgets them). */
const uploadsByState = new WeakMap<SandboxState, Uploads>();

function uploadsOf(state: SandboxState): Uploads {
  let uploads = uploadsByState.get(state);
  if (!uploads) {
    uploads = { count: 0, byKey: new Map() };
    uploadsByState.set(state, uploads);
  }
  return uploads;
}

export const playerHandlers = [
  handlerFor(getProfile).player(({ player }) => profileOf(player)),

  handlerFor(updateProfile).player(({ player, body }) => {
    if (body.email !== undefined && body.email.toLowerCase() === TAKEN_EMAIL) {
      return fail(422, 'Some fields need attention.', { email: 'This e-mail belongs to another account.' });
    }
    if (body.email !== undefined && body.email !== player.email) {
      player.email = body.email;
      player.emailConfirmed = false;
    }
    if (body.phone !== undefined && body.phone !== player.phone) {
      player.phone = body.phone;
      player.phoneConfirmed = false;
    }
    if (body.address !== undefined) player.address = { ...body.address, line2: body.address.line2 ?? null };
    return profileOf(player);
  }),

  handlerFor(updatePlayer).player(({ player, body }) => {
    player.firstName = body.firstName;
    player.lastName = body.lastName;
    player.birthDate = body.birthDate;
    player.address = { ...body.address, line2: body.address.line2 ?? null };
    if (body.phone !== undefined && body.phone !== player.phone) {
      player.phone = body.phone;
      player.phoneConfirmed = false;
    }
    return profileOf(player);
  }),

  // The SSN is never logged: the log entry says only that one was stored.
  handlerFor(updateSsn).player(({ player, body }) => runIdentityCheck(player, body.ssn)),

  handlerFor(checkIdologyAnswers).player(
    ({ player, body }) => checkAnswers(player, body.answers) ?? fail(422, 'Answer every question once.'),
  ),

  // One stored document per upload (logged, kind 'documents'); a repeated idempotency key answers the first result
  // and stores nothing, the same key with another document is refused (409).
  handlerFor(uploadDocument).player(({ player, body, state, log, effect }) => {
    const uploads = uploadsOf(state);
    const fingerprint = `${body.documentType}:${body.fileName}:${body.mimeType}:${contentHash(body.contentBase64)}`;
    const seen = body.idempotencyKey === undefined ? undefined : uploads.byKey.get(body.idempotencyKey);
    if (seen) {
      if (seen.playerId !== player.id || seen.fingerprint !== fingerprint) {
        log({
          level: 'warn',
          kind: 'idempotency',
          message: `idempotencyKey ${body.idempotencyKey} reused with another document: refused (409)`,
        });
        return fail(409, 'This request was already used for another document.', { idempotencyKey: 'already used' });
      }
      log({
        level: 'info',
        kind: 'documents',
        message: `document ${seen.result.documentId} asked again with its key: the first answer again, no new document`,
      });
      return seen.result;
    }
    if (decodedBytes(body.contentBase64) > MAX_DOCUMENT_BYTES) return fail(413, 'The document is larger than 10 MB.');
    // The platform keeps every accepted document, though the sandbox keeps none: each upload is an effect (effects.ts).
    effect();
    if (player.verificationStatus !== 'verified') {
      player.verificationStatus = 'pending';
      player.verificationReason = null;
    }
    uploads.count += 1;
    const result = {
      documentId: `doc-${player.id}-${body.documentType}-${uploads.count}`,
      verificationStatus: player.verificationStatus,
    };
    if (body.idempotencyKey !== undefined)
      uploads.byKey.set(body.idempotencyKey, { playerId: player.id, fingerprint, result });
    // Never the file's name or content: the log says only that a document of this kind was stored.
    log({ level: 'info', kind: 'documents', message: `document ${result.documentId} (${body.documentType}) stored` });
    return result;
  }),

  handlerFor(getVerificationToken).player(({ player, now }) => {
    const token = `scan-${player.id}-${now()}`;
    return {
      token,
      scanDocUrl: `https://scan.example.com/start?token=${token}`,
      expiresAt: toIso(now() + SCAN_TOKEN_MS),
    };
  }),

  handlerFor(specifyDailyLimit).player(({ player, body, now }) => {
    setDailyLimit(player, body.limit, now());
    return responsiblePlayFigures(player, now());
  }),
];

/** Server strings of these answers that the cashier shows (XSS mode). */
export const accountShownText = {
  'player.updateSsn': ['data.verificationReason', 'data.questions[].prompt', 'data.questions[].answers[].text'],
  // The sandbox asks no follow-up questions, so only the reason is shown text of this answer.
  'verification.checkIdologyAnswers': ['data.verificationReason'],
  'player.getProfile': [
    'data.firstName',
    'data.lastName',
    'data.verificationReason',
    'data.address.line1',
    'data.address.city',
  ],
};
