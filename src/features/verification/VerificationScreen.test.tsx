import { fireEvent, within } from '@testing-library/react';
import { queryInPage, screen } from '@test/support/screen';
import { clearField } from '@test/support/forms';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  keyOf,
  recordRequests,
  setUpCashierTest,
  spyOnLoggedErrors,
  T,
  type RecordedRequest,
} from '@test/support/cashierTest';
import { expectTryAgainWhenLoadFails } from '@test/support/failedLoad';
import { renderCashier } from '@test/support/renderCashier';
import type { FaultSpec } from '@test/support/sandbox';
import { refuseCall } from '@test/support/serverErrors';

const { sandbox, server, cleanups } = setUpCashierTest({ player: 'new' });
const isUpload = (call: string) => call === 'POST /rest/player/documents/';

/** Documents the sandbox stored for the player (one log entry each). */
const uploadsStored = (playerId = 'new') =>
  sandbox.admin
    .log({ kind: 'documents' })
    .filter((entry) => entry.playerId === playerId && / stored$/.test(entry.message)).length;

const pngFile = (bytes = 16, name = 'passport.png') => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

/** A file reporting `size` bytes without allocating them (the check reads `size` only). */
function hugeFile(size: number): File {
  const file = pngFile(1, 'huge.png');
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function toSsnQuestions(user: ReturnType<typeof renderCashier>['user']) {
  await user.type(await screen.findByLabelText('SSN (last 4 digits or all 9)', {}, T), '123456789');
  await user.click(screen.getByRole('button', { name: 'Check my identity' }));
  return screen.findByRole('group', { name: 'Which of these streets have you lived on?' }, T);
}

/** Uploads a PNG, once the screen shows its file input. */
async function uploadPng(user: UserEvent) {
  await user.upload(await screen.findByLabelText('File (JPEG, PNG or PDF, up to 10 MB)', {}, T), pngFile());
  await user.click(screen.getByRole('button', { name: 'Upload' }));
}

/** Opens verification/document and uploads a PNG while the upload call has `fault` (its errors logged, silenced); records the uploads. */
async function uploadWith(fault: FaultSpec) {
  const errors = spyOnLoggedErrors(cleanups);
  const sent = recordRequests(server, cleanups, isUpload);
  sandbox.admin.setFault('player.uploadDocument', fault);
  const rendered = renderCashier({ path: '/cash/verification/document' });
  await uploadPng(rendered.user);
  return { errors, sent, ...rendered };
}

/** The upload went through: said on screen, sent twice with the same body (key), stored once. */
async function expectOneDocumentFromTwoSends(sent: RecordedRequest[]) {
  expect(await screen.findByText('Your document is uploaded. Status: Being checked.', {}, T)).toBeInTheDocument();
  expect(sent).toHaveLength(2);
  expect(sent[1]?.body).toEqual(sent[0]?.body);
  expect(uploadsStored()).toBe(1);
}

describe('verification/', () => {
  it('the SSN check asks the IDology questions; right answers verify', async () => {
    const { user } = renderCashier({ path: '/cash/account/ssn' });
    const street = await toSsnQuestions(user);
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findAllByText('Choose an answer.')).toHaveLength(2);
    await user.click(within(street).getByRole('radio', { name: 'Sandbox Lane' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Which of these cars have you owned?' })).getByRole('radio', {
        name: 'Ford Focus',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByText('You are verified. Nothing else is needed.', {}, T)).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('wrong answers are rejected with the server reason, and the document ways show', async () => {
    const { user } = renderCashier({ path: '/cash/account/ssn' });
    const street = await toSsnQuestions(user);
    await user.click(within(street).getByRole('radio', { name: 'Elm Street' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Which of these cars have you owned?' })).getByRole('radio', {
        name: 'Ford Focus',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(
      await screen.findByText('The answers did not match our records. Upload an identity document instead.', {}, T),
    ).toBeInTheDocument();
    expect(screen.getByText('Not accepted')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Upload a document/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Scan your document/ })).toBeInTheDocument();
  });

  it('lists the ways left, one at a time: a tile opens its page, Back returns to the list on that tile', async () => {
    const { user, location } = renderCashier({ path: '/cash/verification/' });
    const ways = await screen.findByRole('region', { name: 'Ways to verify' }, T);
    // The `new` player has no personal details and no SSN: every way is offered, the forms are not on the page.
    expect(
      within(ways)
        .getAllByRole('button')
        .map((tile) => tile.textContent),
    ).toEqual([
      'Add your personal detailsYour name, birth date and address, as on your ID.',
      'Give your SSNThe quickest way: the last 4 digits or all 9.',
      'Upload a documentA passport, driver’s license or ID card: JPEG, PNG or PDF, up to 10 MB.',
      'Scan your documentWith your phone’s camera, on our partner’s secure page.',
    ]);
    expect(screen.queryByLabelText('File (JPEG, PNG or PDF, up to 10 MB)')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start document scan' })).not.toBeInTheDocument();

    await user.click(within(ways).getByRole('button', { name: /^Upload a document/ }));
    expect(location()).toBe('/cash/verification/document');
    expect(await screen.findByLabelText('File (JPEG, PNG or PDF, up to 10 MB)', {}, T)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ways to verify' })).not.toBeInTheDocument();
    // The status stays above the way's form.
    expect(screen.getByText('Not verified')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/cash/verification/');
    expect(await screen.findByRole('button', { name: /^Upload a document/ }, T)).toHaveFocus();

    await user.click(screen.getByRole('button', { name: /^Give your SSN/ }));
    expect(location()).toBe('/cash/account/ssn');
    expect(await screen.findByLabelText('SSN (last 4 digits or all 9)', {}, T)).toBeInTheDocument();
  });

  it('a way that is not offered shows the list instead', async () => {
    renderCashier({ path: '/cash/verification/nowhere' });
    expect(await screen.findByRole('region', { name: 'Ways to verify' }, T)).toBeInTheDocument();
  });

  it('a verified player is offered no way and no form, also on a way page', async () => {
    sandbox.admin.loginAs('verified');
    renderCashier({ path: '/cash/verification/document' });
    expect(await screen.findByText('You are verified. Nothing else is needed.', {}, T)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ways to verify' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('uploads a document and shows the new status', async () => {
    const sent = recordRequests(server, cleanups, isUpload);
    const { user } = renderCashier({ path: '/cash/verification/document' });
    expect(await screen.findByText('Not verified', {}, T)).toBeInTheDocument();
    await user.selectOptions(await screen.findByLabelText('Document', {}, T), 'driver-license');
    await user.upload(screen.getByLabelText('File (JPEG, PNG or PDF, up to 10 MB)'), pngFile());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Your document is uploaded. Status: Being checked.', {}, T)).toBeInTheDocument();
    expect(sent.map((request) => request.body)).toEqual([
      {
        idempotencyKey: expect.any(String),
        documentType: 'driver-license',
        fileName: 'passport.png',
        mimeType: 'image/png',
        contentBase64: 'AAAAAAAAAAAAAAAAAAAAAA==',
      },
    ]);
  });

  it('shows the upload in progress while it is sent, then the status', async () => {
    sandbox.admin.setFault('player.uploadDocument', { kind: 'delay', delayMs: 800, times: 1 });
    const { user } = renderCashier({ path: '/cash/verification/document' });
    expect(await screen.findByText('Not verified', {}, T)).toBeInTheDocument();
    await user.upload(await screen.findByLabelText('File (JPEG, PNG or PDF, up to 10 MB)', {}, T), pngFile());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('progressbar', { name: 'Uploading' }, T)).toBeInTheDocument();
    expect(await screen.findByText('Your document is uploaded. Status: Being checked.', {}, T)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  }, 30_000);

  it('starts the document scan with a fresh token', async () => {
    const { user } = renderCashier({ path: '/cash/verification/scan' });
    await user.click(await screen.findByRole('button', { name: 'Start document scan' }, T));
    const link = await screen.findByRole('link', { name: 'Open the document scan page' }, T);
    expect(link.getAttribute('href')).toMatch(/^https:\/\/scan\.example\.com\/start\?token=scan-new-/);
    expect(link).toHaveAttribute('target', '_blank');
  });
});

describe('verification/: errors', () => {
  it('refuses a file too big or of another type before anything is sent', async () => {
    const sent = recordRequests(server, cleanups, isUpload);
    const { user } = renderCashier({ path: '/cash/verification/document' });
    const input = await screen.findByLabelText('File (JPEG, PNG or PDF, up to 10 MB)', {}, T);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert', {}, T)).toHaveTextContent('Choose a file.');
    fireEvent.change(input, { target: { files: [hugeFile(12 * 1024 * 1024)] } });
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText('This file is 12 MB; the largest we accept is 10 MB. Choose a smaller file.', {}, T),
    ).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText('This file is not a JPEG, PNG or PDF. Choose one of those.', {}, T),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('a refused upload (4xx) says it failed, with Try again, and leaves the status as it was; the next try is a new intent', async () => {
    const sent = recordRequests(server, cleanups, isUpload);
    refuseCall(server, 'player.uploadDocument', { status: 422, message: 'Unreadable document', once: true });
    const { user } = renderCashier({ path: '/cash/verification/document' });
    await uploadPng(user);
    expect(await screen.findByRole('button', { name: 'Try again' }, T)).toBeInTheDocument();
    expect(screen.getByText('Not verified')).toBeInTheDocument();
    expect(queryInPage('[data-cashier-outcome]')).toBeNull();
    expect(uploadsStored()).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your document is uploaded. Status: Being checked.', {}, T)).toBeInTheDocument();
    expect(sent).toHaveLength(2);
    expect(keyOf(sent[1])).not.toBe(keyOf(sent[0]));
    expect(uploadsStored()).toBe(1);
  });

  it('a double click uploads once, with an idempotency key', async () => {
    sandbox.admin.setFault('player.uploadDocument', { kind: 'delay', delayMs: 300, times: 1 });
    const sent = recordRequests(server, cleanups, isUpload);
    const { user } = renderCashier({ path: '/cash/verification/document' });
    await user.upload(await screen.findByLabelText('File (JPEG, PNG or PDF, up to 10 MB)', {}, T), pngFile());
    await user.dblClick(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Your document is uploaded. Status: Being checked.', {}, T)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(keyOf(sent[0])).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(uploadsStored()).toBe(1);
  });

  it('a lost answer to an upload that happened (contract-breaking body) is not a failure: the status is re-read and says it went through', async () => {
    const { errors, sent } = await uploadWith({ kind: 'contract', times: 1 });
    expect(await screen.findByText('Your document is uploaded. Status: Being checked.', {}, T)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(errors).toHaveBeenCalledWith('verification: the answer to a document upload was lost', expect.anything());
    expect(sent).toHaveLength(1);
    expect(uploadsStored()).toBe(1);
  });

  it('a lost answer (dropped connection) says it is not confirmed, and Try again sends the same key: one document on the server', async () => {
    const { sent, user } = await uploadWith({ kind: 'abort', times: 1 });
    expect(await screen.findByText(/could not confirm whether your document was uploaded/, {}, T)).toBeInTheDocument();
    expect(queryInPage('[data-cashier-outcome="unknown"]')).not.toBeNull();
    expect(screen.getByText('Not verified')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await expectOneDocumentFromTwoSends(sent);
  });

  it('a timeout (no answer at all) is not a failure: not confirmed, and Try again uploads the same file with the same key', async () => {
    const { sent, user } = await uploadWith({ kind: 'hang', times: 1 });
    expect(await screen.findByText(/could not confirm whether your document was uploaded/, {}, T)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await expectOneDocumentFromTwoSends(sent);
  }, 30_000);

  it('a lost answer, then the screen closed: reopening says the last upload is not confirmed, and the same file sends the same key', async () => {
    const first = await uploadWith({ kind: 'abort', times: 1 });
    const { sent } = first;
    expect(await screen.findByText(/could not confirm whether your document was uploaded/, {}, T)).toBeInTheDocument();
    first.unmount();

    const again = renderCashier({ path: '/cash/verification/document' });
    expect(
      await screen.findByText(/could not confirm whether your last document was uploaded/, {}, T),
    ).toBeInTheDocument();
    await again.user.upload(screen.getByLabelText('File (JPEG, PNG or PDF, up to 10 MB)'), pngFile());
    await again.user.click(screen.getByRole('button', { name: 'Upload' }));
    await expectOneDocumentFromTwoSends(sent);
    expect(screen.queryByText(/could not confirm/)).toBeNull();
  });

  it('a lost answer the status cannot prove (already being checked) says it is not confirmed; Try again sends the same key and stores the document once', async () => {
    spyOnLoggedErrors(cleanups);
    const sent = recordRequests(server, cleanups, isUpload);
    const { user } = renderCashier({ path: '/cash/verification/document' });
    const input = await screen.findByLabelText('File (JPEG, PNG or PDF, up to 10 MB)', {}, T);
    await user.upload(input, pngFile());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Your document is uploaded. Status: Being checked.', {}, T)).toBeInTheDocument();
    expect(uploadsStored()).toBe(1);

    // The second document reaches the server but its answer breaks the contract; the status was 'pending' already.
    sandbox.admin.setFault('player.uploadDocument', { kind: 'contract', times: 1 });
    await user.upload(input, pngFile(32, 'license.png'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(/could not confirm whether your document was uploaded/, {}, T)).toBeInTheDocument();
    expect(screen.queryByText('Your document is uploaded. Status: Being checked.')).toBeNull();
    expect(uploadsStored()).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your document is uploaded. Status: Being checked.', {}, T)).toBeInTheDocument();
    expect(sent).toHaveLength(3);
    expect(sent[2]?.body).toEqual(sent[1]?.body);
    expect(keyOf(sent[1])).not.toBe(keyOf(sent[0]));
    expect(uploadsStored()).toBe(2);
  });

  it('failed answers keep the choices, with Try again', async () => {
    const { user } = renderCashier({ path: '/cash/account/ssn' });
    const street = await toSsnQuestions(user);
    server.use(http.post('http://localhost/rest/idology/check-answers/', () => HttpResponse.error()));
    await user.click(within(street).getByRole('radio', { name: 'Sandbox Lane' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Which of these cars have you owned?' })).getByRole('radio', {
        name: 'Ford Focus',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByRole('button', { name: 'Try again' }, T)).toBeInTheDocument();
    expect(within(street).getByRole('radio', { name: 'Sandbox Lane' })).toBeChecked();
  });

  it('a failed scan token offers Try again', async () => {
    server.use(http.get('http://localhost/rest/player/verification/token/', () => HttpResponse.error()));
    const { user } = renderCashier({ path: '/cash/verification/scan' });
    await user.click(await screen.findByRole('button', { name: 'Start document scan' }, T));
    expect(await screen.findByRole('button', { name: 'Try again' }, T)).toBeInTheDocument();
  });
});

describe('verification-status/', () => {
  it('shows where the player stands and leads on', async () => {
    const { user, location } = renderCashier({ path: '/cash/verification-status/' });
    expect(
      await screen.findByText('Next: give your SSN on your account page, or upload an identity document.', {}, T),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue verification' }));
    expect(location()).toBe('/cash/verification/');
  });

  it(
    'a failed profile load offers Try again',
    () => expectTryAgainWhenLoadFails(server, 'http://localhost/rest/player/getProfile/', '/cash/verification-status/'),
    15000,
  );
});

describe('verification/: identity details', () => {
  it('a player without details gives them all at once; bad ones are refused in place', async () => {
    const sent = recordRequests(server, cleanups, (call) => call === 'POST /rest/player/update/');
    const { user } = renderCashier({ path: '/cash/verification/details' });
    await user.type(await screen.findByLabelText('Birth date', {}, T), '03/02/1990');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Enter the date as YYYY-MM-DD, like 1990-02-28.', {}, T)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await clearField(user, screen.getByLabelText('Birth date'));
    await user.type(screen.getByLabelText('Birth date'), '1990-02-03');
    for (const [label, value] of [
      ['First name', 'Nico'],
      ['Last name', 'Newman'],
      ['Address line 1', '5 Elm Street'],
      ['City', 'Springfield'],
      ['State', 'IL'],
      ['ZIP code', '62701'],
      ['Country code', 'us'],
    ]) {
      await user.type(screen.getByLabelText(label), value);
    }
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Your details are saved.', {}, T)).toBeInTheDocument();
    expect(sent.map((request) => request.body)).toEqual([
      {
        firstName: 'Nico',
        lastName: 'Newman',
        birthDate: '1990-02-03',
        address: { line1: '5 Elm Street', line2: null, city: 'Springfield', state: 'IL', zip: '62701', country: 'US' },
      },
    ]);
  });

  it('failed details keep what was typed, with Try again', async () => {
    server.use(http.post('http://localhost/rest/player/update/', () => HttpResponse.error()));
    const { user } = renderCashier({ path: '/cash/verification/details' });
    for (const [label, value] of [
      ['First name', 'Nico'],
      ['Last name', 'Newman'],
      ['Birth date', '1990-02-03'],
      ['Address line 1', '5 Elm Street'],
      ['City', 'Springfield'],
      ['State', 'IL'],
      ['ZIP code', '62701'],
      ['Country code', 'US'],
    ]) {
      await user.type(await screen.findByLabelText(label, {}, T), value);
    }
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByRole('button', { name: 'Try again' }, T)).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Nico');
  });
});
