import * as v from 'valibot';
import { calls, get, post } from './factories';
import { AppPlayer } from './app';
import { CurrencyCode, Id, IdempotencyKey, IsoDate } from './common';
import { VerificationState, VerificationStatus, VerificationVerdict } from './verification';

/** A person's name part as typed by the player. */
const NamePart = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100));

/** A phone number in E.164 form, e.g. `+15551234567`. */
export const PhoneNumber = v.pipe(
  v.string(),
  v.regex(/^\+[1-9]\d{6,14}$/, 'phone must be in E.164 form, e.g. +15551234567'),
);
export type PhoneNumber = v.InferOutput<typeof PhoneNumber>;

/** A postal address; `country` is ISO 3166-1 alpha-2, `state` the region code or name. */
export const Address = v.object({
  line1: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)),
  line2: v.nullable(v.pipe(v.string(), v.maxLength(200))),
  city: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100)),
  state: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100)),
  zip: v.pipe(v.string(), v.regex(/^[A-Za-z0-9 -]{3,10}$/, 'zip must be 3–10 letters, digits, spaces or dashes')),
  country: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'country must be an ISO 3166-1 alpha-2 code')),
});
export type Address = v.InferOutput<typeof Address>;

/** The same address as a request field (unknown keys rejected, `line2` may be left out). */
export const AddressInput = v.strictObject({
  ...Address.entries,
  line2: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200)))),
});
export type AddressInput = v.InferOutput<typeof AddressInput>;

/**
 * An email address: something@domain.tld, no spaces (the account form checks the same). Our own rule rather than
 * valibot's `email()`, whose code would otherwise ship in every first screen (the schema library is one module in
 * the shell's download; docs/architecture.md, "Opening fast").
 */
const EmailAddress = v.pipe(
  v.string(),
  v.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'email must be an address like name@example.com'),
);

/** The player's email and whether it is confirmed. */
export const ProfileEmail = v.object({
  email: EmailAddress,
  confirmed: v.boolean(),
});
export type ProfileEmail = v.InferOutput<typeof ProfileEmail>;

/** The player's profile; personal fields are null until the player gives them. */
export const ProfileData = v.object({
  ...AppPlayer.entries,
  email: ProfileEmail,
  firstName: v.nullable(v.string()),
  lastName: v.nullable(v.string()),
  phone: v.nullable(PhoneNumber),
  phoneConfirmed: v.boolean(),
  birthDate: v.nullable(IsoDate),
  address: v.nullable(Address),
  /** Whether an SSN is on file (the number itself never leaves the server). */
  hasSsn: v.boolean(),
  ...VerificationVerdict.entries,
  currency: CurrencyCode,
});
export type ProfileData = v.InferOutput<typeof ProfileData>;

/** Identity details the verification flow asks for (its profile fields), all at once. */
export const PlayerUpdateBody = v.strictObject({
  firstName: NamePart,
  lastName: NamePart,
  birthDate: IsoDate,
  address: AddressInput,
  phone: v.optional(PhoneNumber),
});
export type PlayerUpdateBody = v.InferOutput<typeof PlayerUpdateBody>;

/** Account-screen edits: any non-empty subset of the contact fields (a new email needs confirming again). */
export const ProfileUpdateBody = v.pipe(
  v.strictObject({
    email: v.optional(EmailAddress),
    phone: v.optional(PhoneNumber),
    address: v.optional(AddressInput),
  }),
  v.check((body) => Object.keys(body).length > 0, 'at least one field to change'),
);
export type ProfileUpdateBody = v.InferOutput<typeof ProfileUpdateBody>;

/** The player's SSN: the last 4 digits or all 9, digits only. */
export const SsnBody = v.strictObject({
  ssn: v.pipe(v.string(), v.regex(/^(\d{4}|\d{9})$/, 'ssn must be 4 or 9 digits')),
});
export type SsnBody = v.InferOutput<typeof SsnBody>;

/** Kinds of identity document a player can upload. */
export const DOCUMENT_TYPES = ['passport', 'driver-license', 'id-card', 'proof-of-address', 'selfie'] as const;
/** Kind of an uploaded identity document. */
export const DocumentType = v.picklist(DOCUMENT_TYPES);
export type DocumentType = v.InferOutput<typeof DocumentType>;

/** File types accepted for a document. */
export const DOCUMENT_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

/** Largest accepted document, in bytes (10 MiB); its base64 text is at most 4/3 of that. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/**
 * One identity document, its file as base64 (JSON body; no multipart). `idempotencyKey` (optional, see
 * `IdempotencyKey`): the same key on every retry of the same document, so a retry after a lost answer stores it once;
 * the server answers a repeated key with the first result (docs/product/account.md#documents).
 */
export const DocumentUploadBody = v.strictObject({
  idempotencyKey: v.optional(IdempotencyKey),
  documentType: DocumentType,
  fileName: v.pipe(v.string(), v.nonEmpty(), v.maxLength(255)),
  mimeType: v.picklist(DOCUMENT_MIME_TYPES),
  contentBase64: v.pipe(v.string(), v.nonEmpty(), v.maxLength(Math.ceil(MAX_DOCUMENT_BYTES / 3) * 4), v.base64()),
});
export type DocumentUploadBody = v.InferOutput<typeof DocumentUploadBody>;

/** The stored document and the verification status after it. */
export const DocumentUploadData = v.object({
  documentId: Id,
  verificationStatus: VerificationStatus,
});
export type DocumentUploadData = v.InferOutput<typeof DocumentUploadData>;

export const { getProfile, updatePlayer, updateProfile, updateSsn, uploadDocument } = calls('player', {
  /** GET /rest/player/getProfile/ — the player's profile. */
  getProfile: get('/rest/player/getProfile/', ProfileData),
  /** POST /rest/player/update/ — saves the identity details of the verification flow; returns the profile. */
  updatePlayer: post('/rest/player/update/', PlayerUpdateBody, ProfileData),
  /** POST /rest/player/profile/ — saves account-screen edits of the contact fields; returns the profile. */
  updateProfile: post('/rest/player/profile/', ProfileUpdateBody, ProfileData),
  /** POST /rest/player/update/ssn/ — stores the SSN and runs the identity check; may return IDology questions. */
  updateSsn: post('/rest/player/update/ssn/', SsnBody, VerificationState),
  /** POST /rest/player/documents/ — uploads one identity document; a repeated idempotencyKey returns the first result. */
  uploadDocument: post('/rest/player/documents/', DocumentUploadBody, DocumentUploadData),
});
