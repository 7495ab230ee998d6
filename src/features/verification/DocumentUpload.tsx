import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { DOCUMENT_MIME_TYPES, DOCUMENT_TYPES, MAX_DOCUMENT_BYTES, type DocumentType, type DocumentUploadData } from '@contracts/api/player';
import { formatNumber } from '@/shared/format/number';
import { useT } from '@/shared/i18n/useT';
import { CallError } from '@/shared/ui/CallError';
import { ErrorText, Field, Heading, Input, Muted } from '@/shared/ui/layout';
import { SubmitActions } from '@/shared/ui/SubmitActions';
import { useUploadDocumentMutation } from './api';
import { Form } from './Form';

type MimeType = (typeof DOCUMENT_MIME_TYPES)[number];
const isAcceptedType = (type: string): type is MimeType => (DOCUMENT_MIME_TYPES as readonly string[]).includes(type);

/** What is wrong with a file before anything is read or sent (message key and values), or null. */
export function fileProblem(file: File | undefined): { key: string; values?: Record<string, string> } | null {
  if (!file) return { key: 'verification.documents.noFile' };
  if (!isAcceptedType(file.type)) return { key: 'verification.documents.badType' };
  if (file.size > MAX_DOCUMENT_BYTES) return { key: 'verification.documents.tooBig', values: { size: `${formatNumber(file.size / 1024 / 1024, { maximumFractionDigits: 1 })} MB` } };
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

/** One identity document (docs/product/account.md#documents): type and size are checked before it is read or sent. */
export function DocumentUpload({ onUploaded }: { onUploaded: (data: DocumentUploadData) => void }) {
  const t = useT();
  const formId = useId();
  const [upload, uploading] = useUploadDocumentMutation();
  const [stage, setStage] = useState<{ step: 'reading'; fraction: number } | { step: 'uploading' } | null>(null);
  const [done, setDone] = useState<DocumentUploadData | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  const { register, handleSubmit, formState } = useForm<UploadValues>({ defaultValues: { documentType: 'passport', files: null } });

  const onSubmit = async ({ documentType, files }: UploadValues) => {
    const file = files?.[0];
    if (!file || !isAcceptedType(file.type)) return;
    setDone(null);
    setFailed(null);
    try {
      setStage({ step: 'reading', fraction: 0 });
      const contentBase64 = await readAsBase64(file, (fraction) => setStage({ step: 'reading', fraction }));
      setStage({ step: 'uploading' });
      const result = await upload({ documentType, fileName: file.name, mimeType: file.type, contentBase64 });
      // The document's content leaves the store as soon as the server answered.
      uploading.reset();
      if ('data' in result && result.data) {
        setDone(result.data);
        onUploaded(result.data);
      } else {
        setFailed(result.error);
      }
    } catch (error) {
      setFailed(error);
    } finally {
      setStage(null);
    }
  };

  const fileError = formState.errors.files?.message;
  let fileErrorText: string | null = null;
  if (fileError) {
    const [key, values] = JSON.parse(fileError) as [string, Record<string, string> | undefined];
    fileErrorText = t(key, values);
  }

  return (
    <Form aria-labelledby={`${formId}-heading`} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <Heading as="h3" id={`${formId}-heading`}>
        {t('verification.documents.heading')}
      </Heading>
      <Field htmlFor={`${formId}-type`}>
        {t('verification.documents.type')}
        <Input as="select" id={`${formId}-type`} {...register('documentType')}>
          {DOCUMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`verification.documents.type.${type}`)}
            </option>
          ))}
        </Input>
      </Field>
      <Field htmlFor={`${formId}-file`}>
        {t('verification.documents.file')}
        <Input
          id={`${formId}-file`}
          type="file"
          accept={DOCUMENT_MIME_TYPES.join(',')}
          aria-invalid={fileErrorText ? true : undefined}
          aria-describedby={fileErrorText ? `${formId}-file-error` : undefined}
          {...register('files', {
            validate: (files) => {
              const problem = fileProblem(files?.[0]);
              return problem === null || JSON.stringify([problem.key, problem.values]);
            },
          })}
        />
      </Field>
      {fileErrorText && (
        <ErrorText id={`${formId}-file-error`} role="alert">
          {fileErrorText}
        </ErrorText>
      )}
      {stage?.step === 'reading' && (
        <Field htmlFor={`${formId}-progress`}>
          {t('verification.documents.reading')}
          <progress id={`${formId}-progress`} max={1} value={stage.fraction} />
        </Field>
      )}
      {stage?.step === 'uploading' && (
        <Field htmlFor={`${formId}-progress`}>
          {t('verification.documents.uploading')}
          <progress id={`${formId}-progress`} />
        </Field>
      )}
      {done && <Muted role="status">{t('verification.documents.done', { status: t(`verification.status.${done.verificationStatus}`) })}</Muted>}
      <SubmitActions busy={stage !== null}>{t('verification.documents.submit')}</SubmitActions>
      {failed !== null && <CallError error={failed} onRetry={() => void handleSubmit(onSubmit)()} />}
    </Form>
  );
}
