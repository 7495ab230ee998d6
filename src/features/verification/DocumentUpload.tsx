import { useId, useRef, useState } from 'react';
import { useForm } from '@/shared/form/useForm';
import {
  DOCUMENT_MIME_TYPES,
  DOCUMENT_TYPES,
  MAX_DOCUMENT_BYTES,
  type DocumentType,
  type DocumentUploadData,
} from '@contracts/api/player';
import type { VerificationStatus } from '@contracts/api/verification';
import { useGetProfileQuery } from '@/shared/cashier/profileApi';
import { formatNumber } from '@/shared/format/number';
import { useT } from '@/shared/i18n/useT';
import { logger } from '@/shared/log';
import { hash } from '@/shared/money/hash';
import { LazyOutcomeNotice } from '@/shared/money/LazyOutcomeNotice';
import { useIntentCall, useUnknownIntents } from '@/shared/money/useIntentCall';
import { CallError } from '@/shared/ui/CallError';
import { HeadedForm } from '@/shared/ui/HeadedForm';
import { ErrorText, Field, Muted } from '@/shared/ui/layout';
import { Select } from '@/shared/ui/Select';
import { FileDrop } from '@/shared/ui/FileDrop';
import { SubmitActions } from '@/shared/ui/SubmitActions';
import { useUploadDocumentMutation } from './api';

type MimeType = (typeof DOCUMENT_MIME_TYPES)[number];
const isAcceptedType = (type: string): type is MimeType => (DOCUMENT_MIME_TYPES as readonly string[]).includes(type);

/** What is wrong with a file before anything is read or sent (message key and values), or null. */
export function fileProblem(file: File | undefined): { key: string; values?: Record<string, string> } | null {
  if (!file) return { key: 'verification.documents.noFile' };
  if (!isAcceptedType(file.type)) return { key: 'verification.documents.badType' };
  if (file.size > MAX_DOCUMENT_BYTES)
    return {
      key: 'verification.documents.tooBig',
      values: { size: `${formatNumber(file.size / 1024 / 1024, { maximumFractionDigits: 1 })} MB` },
    };
  if (file.name.length > 255) return { key: 'verification.documents.tooLong' };
  return null;
}

/** The file as base64 (without the data-URL prefix), reporting how much is read. */
function readAsBase64(file: File, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.readAsDataURL(file);
  });
}

interface UploadValues {
  documentType: DocumentType;
  files: FileList | null;
}

/** The intent book's name for the upload (docs/product/account.md#documents). */
export const UPLOAD_CALL = 'player.uploadDocument';

/**
 * A hash of the file's base64 text (its length too): with the document type, the upload's intent target, so every retry of the same
 * file sends the same idempotency key and another file gets its own. Only the intent book's salted hash of it is stored.
 */
const contentHash = (text: string): string => `${text.length}.${hash(text)}`;

/**
 * An upload is proven by the re-read status when it moved to `pending` from a status an upload moves (unverified,
 * rejected); from `pending` or `verified` the status cannot tell (docs/product/account.md#documents).
 */
const provenBy = (before: VerificationStatus | null, after: VerificationStatus | undefined) =>
  (before === 'unverified' || before === 'rejected') && after === 'pending';

/**
 * One identity document (docs/product/account.md#documents): type and size are checked before it is read or sent.
 * The upload goes through the intent kit: one in flight, an idempotency key per document type and file content (the
 * same on every retry), and a lost answer never reported as a failure: the profile's verification status is read
 * again, and what it proves is shown, else that it is not confirmed, with a Try again that sends the same key.
 */
export function DocumentUpload({
  onUploaded,
}: {
  onUploaded: (data: Pick<DocumentUploadData, 'verificationStatus'>) => void;
}) {
  const t = useT();
  const formId = useId();
  const [upload, uploading] = useUploadDocumentMutation();
  const profile = useGetProfileQuery();
  const intents = useIntentCall(UPLOAD_CALL);
  const earlier = useUnknownIntents(UPLOAD_CALL);
  // A double click lands twice before React re-renders the disabled button: the file is read once.
  const submitting = useRef(false);
  const [stage, setStage] = useState<{ step: 'reading'; fraction: number } | { step: 'uploading' } | null>(null);
  const [done, setDone] = useState<VerificationStatus | null>(null);
  const [lost, setLost] = useState<'checking' | 'unknown' | null>(null);
  const [readFailed, setReadFailed] = useState<unknown>(null);
  const { register, handleSubmit, formState, watch } = useForm<UploadValues>({
    defaultValues: { documentType: 'passport', files: null },
  });

  const onSubmit = async ({ documentType, files }: UploadValues) => {
    const file = files?.[0];
    const mimeType = file?.type;
    if (!file || mimeType === undefined || !isAcceptedType(mimeType) || submitting.current) return;
    submitting.current = true;
    setReadFailed(null);
    try {
      setStage({ step: 'reading', fraction: 0 });
      const contentBase64 = await readAsBase64(file, (fraction) => setStage({ step: 'reading', fraction }));
      setStage({ step: 'uploading' });
      const target = { documentType, content: contentHash(contentBase64) };
      const before = profile.data?.verificationStatus ?? null;
      const run = await intents.run(target, (intent) =>
        upload({ idempotencyKey: intent.key, documentType, fileName: file.name, mimeType, contentBase64 }),
      );
      // The document's content leaves the store as soon as the server answered.
      uploading.reset();
      if (run.outcome === 'busy' || run.outcome === 'stopped') return;
      setDone(null);
      setLost(null);
      if (run.outcome === 'done') {
        setDone(run.data.verificationStatus);
        onUploaded(run.data);
      } else if (run.outcome === 'unknown') {
        logger.error('verification: the answer to a document upload was lost', run.error);
        setStage(null);
        setLost('checking');
        const after = await profile.refetch();
        if (provenBy(before, after.data?.verificationStatus)) {
          await intents.settle(target);
          setLost(null);
          setDone('pending');
          onUploaded({ verificationStatus: 'pending' });
        } else {
          setLost('unknown');
        }
      }
    } catch (error) {
      // The file could not be read: nothing was sent.
      setReadFailed(error);
    } finally {
      submitting.current = false;
      setStage(null);
    }
  };

  const chosenFile = watch('files');
  const fileError = formState.errors.files?.message;
  let fileErrorText: string | null = null;
  if (fileError) {
    const [key, values] = JSON.parse(fileError) as [string, Record<string, string> | undefined];
    fileErrorText = t(key, values);
  }
  const retry = () => void handleSubmit(onSubmit)();
  const failed = readFailed ?? (intents.failure?.outcome === 'failed' ? intents.failure.error : null);
  const earlierLost = lost === null && done === null && (earlier.intents?.length ?? 0) > 0;

  return (
    <HeadedForm formId={formId} heading={t('verification.documents.heading')} onSubmit={handleSubmit(onSubmit)}>
      <Field htmlFor={`${formId}-type`}>
        {t('verification.documents.type')}
        <Select id={`${formId}-type`} {...register('documentType')}>
          {DOCUMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`verification.documents.type.${type}`)}
            </option>
          ))}
        </Select>
      </Field>
      <FileDrop
        id={`${formId}-file`}
        label={t('verification.documents.file')}
        action={t('verification.documents.choose')}
        hint={t('verification.documents.accepted')}
        fileName={chosenFile?.[0]?.name ?? null}
        accept={DOCUMENT_MIME_TYPES.join(',')}
        aria-invalid={fileErrorText ? true : undefined}
        aria-describedby={fileErrorText ? `${formId}-file-error` : undefined}
        progress={
          stage?.step === 'reading'
            ? { label: t('verification.documents.reading'), fraction: stage.fraction }
            : stage?.step === 'uploading'
              ? { label: t('verification.documents.uploading'), fraction: null }
              : null
        }
        {...register('files', {
          validate: (files) => {
            const problem = fileProblem(files?.[0]);
            return problem === null || JSON.stringify([problem.key, problem.values]);
          },
        })}
      />
      {fileErrorText && (
        <ErrorText id={`${formId}-file-error`} role="alert">
          {fileErrorText}
        </ErrorText>
      )}
      {done && (
        <Muted role="status">{t('verification.documents.done', { status: t(`verification.status.${done}`) })}</Muted>
      )}
      <SubmitActions busy={stage !== null || lost === 'checking'}>{t('verification.documents.submit')}</SubmitActions>
      {lost === 'checking' && <LazyOutcomeNotice outcome="checking" text={t('verification.documents.lost.checking')} />}
      {lost === 'unknown' && (
        <LazyOutcomeNotice outcome="unknown" text={t('verification.documents.lost.unknown')} onRetry={retry} />
      )}
      {earlierLost && <LazyOutcomeNotice outcome="unknown" text={t('verification.documents.lost.earlier')} />}
      {failed !== null && <CallError error={failed} onRetry={retry} />}
    </HeadedForm>
  );
}
