import { waitFor, within } from '@testing-library/react';
import { screen } from '@test/support/screen';
import { clearField } from '@test/support/forms';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { recordRequests, setUpCashierTest, T } from '@test/support/cashierTest';
import { expectTryAgainWhenLoadFails } from '@test/support/failedLoad';
import { renderCashier } from '@test/support/renderCashier';
import { failCall } from '@test/support/serverErrors';

const { sandbox, server, cleanups } = setUpCashierTest();
const isAccountCall = (call: string) => call.startsWith('POST /rest/player/');

/** Types `value` over the contact field labelled `label` and presses Save changes. */
async function saveContactField(user: UserEvent, label: string, value: string) {
  const input = await screen.findByLabelText(label, {}, T);
  await clearField(user, input);
  await user.type(input, value);
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
}

describe('account/', () => {
  it('shows the profile with a tile per part; the contact page saves only the changed field and returns', async () => {
    const sent = recordRequests(server, cleanups, isAccountCall);
    const { user, location } = renderCashier({ path: '/cash/account/' });
    expect(await screen.findByText('vera.verified', {}, T)).toBeInTheDocument();
    expect(screen.getByText('+15555550101 (confirmed)')).toBeInTheDocument();
    // The e-mail may wrap only after its @ (a word break there), never inside the name or the domain.
    const email = screen.getByText('vera.verified@example.com (confirmed)');
    expect(email.innerHTML).toBe('vera.verified@<wbr>example.com (confirmed)');
    // The birth date reads as a day, not ISO.
    expect(screen.getByText('Apr 12, 1988')).toBeInTheDocument();
    expect(screen.queryByText('1988-04-12')).not.toBeInTheDocument();
    // The forms are pages of their own: the profile shows a tile for each, no field.
    const parts = screen.getByRole('region', { name: 'Change your details' });
    expect(
      within(parts)
        .getAllByRole('button')
        .map((tile) => tile.textContent),
    ).toEqual([
      'Contact detailsYour e-mail, phone and address.',
      'Social Security numberAn SSN is on file. You can give it again to check your identity.',
    ]);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(within(parts).getByRole('button', { name: /^Contact details/ }));
    expect(location()).toBe('/cash/account/contact');
    const save = await screen.findByRole('button', { name: 'Save changes' }, T);
    expect(save).toBeDisabled();
    const phone = screen.getByLabelText('Phone');
    await clearField(user, phone);
    await user.type(phone, '+15555550199');
    await user.click(save);
    // Back on the profile, which says so and shows the server's answer, focus on the tile the player left from.
    expect(await screen.findByRole('status', {}, T)).toHaveTextContent('Your changes are saved.');
    expect(location()).toBe('/cash/account/');
    expect(await screen.findByText('+15555550199 (not confirmed)', {}, T)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Contact details/ })).toHaveFocus();
    // The save took the form's page off the history (a step back to the profile): no Back that reopens it.
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(sent).toEqual([{ call: 'POST /rest/player/profile/', search: '', body: { phone: '+15555550199' } }]);

    // Choosing a part again drops the note; the form starts from the saved profile.
    await user.click(screen.getByRole('button', { name: /^Contact details/ }));
    expect(await screen.findByLabelText('Phone', {}, T)).toHaveValue('+15555550199');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/cash/account/');
    expect(await screen.findByText('+15555550199 (not confirmed)', {}, T)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a deep link opens the part on its own page', async () => {
    sandbox.admin.loginAs('new');
    const { location } = renderCashier({ path: '/cash/account/ssn' });
    expect(await screen.findByLabelText('SSN (last 4 digits or all 9)', {}, T)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Change your details' })).not.toBeInTheDocument();
    expect(location()).toBe('/cash/account/ssn');
  });

  it('an unknown part shows the profile', async () => {
    sandbox.admin.loginAs('new');
    renderCashier({ path: '/cash/account/nowhere' });
    const parts = await screen.findByRole('region', { name: 'Change your details' }, T);
    expect(within(parts).getByRole('button', { name: /^Social Security number/ })).toHaveTextContent(
      'Give your SSN: the quickest way to verify your identity.',
    );
    expect(screen.getByRole('button', { name: 'Verify your identity' })).toBeInTheDocument();
  });

  it('a new e-mail needs confirming again', async () => {
    const { user, location } = renderCashier({ path: '/cash/account/contact' });
    await saveContactField(user, 'E-mail', 'vera.new@example.com');
    expect(await screen.findByRole('status', {}, T)).toHaveTextContent(
      'We sent a confirmation link to your new e-mail.',
    );
    expect(await screen.findByText('vera.new@example.com (not confirmed)', {}, T)).toBeInTheDocument();
    // Opened by a deep link: the profile replaced the form's page, so no Back reopens the form.
    expect(location()).toBe('/cash/account/');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('a player without personal details sees them as not given, and a partial address is refused in place', async () => {
    sandbox.admin.loginAs('new');
    const sent = recordRequests(server, cleanups, isAccountCall);
    const { user } = renderCashier({ path: '/cash/account/' });
    expect(await screen.findByText('nico.newman', {}, T)).toBeInTheDocument();
    expect(screen.getAllByText('Not given')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: /^Contact details/ }));
    await screen.findByLabelText('Address line 1', {}, T);
    await user.type(screen.getByLabelText('Address line 1'), '5 Elm Street');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findAllByText('Fill this in.')).toHaveLength(2);
    expect(screen.getByText('Enter 3–10 letters, digits, spaces or dashes.')).toBeInTheDocument();
    expect(screen.getByText('Enter the two-letter country code, like US.')).toBeInTheDocument();
    expect(screen.getByLabelText('Address line 1')).toHaveValue('5 Elm Street');
    expect(sent).toEqual([]);
  });
});

describe('account/: errors', () => {
  it('shows the server field error next to its field and keeps the input', async () => {
    const { user } = renderCashier({ path: '/cash/account/contact' });
    await saveContactField(user, 'E-mail', 'taken@example.com');
    expect(await screen.findByText('This e-mail belongs to another account.', {}, T)).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('taken@example.com');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    // Said at the field, where the fix is, and the field has focus: no generic error under the form.
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(screen.queryByText(/The server could not complete the request/)).not.toBeInTheDocument();
  });

  it('a bad phone is refused before sending', async () => {
    const sent = recordRequests(server, cleanups, isAccountCall);
    const { user } = renderCashier({ path: '/cash/account/contact' });
    await saveContactField(user, 'Phone', '5551234');
    expect(
      await screen.findByText('Enter the phone with its country code, like +15551234567.', {}, T),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it(
    'a failed profile load offers Try again',
    () => expectTryAgainWhenLoadFails(server, 'http://localhost/rest/player/getProfile/', '/cash/account/'),
    15000,
  );

  it('a failed save keeps the edit and the profile as it was', async () => {
    failCall(server, 'player.updateProfile', { status: 500, message: 'Down' });
    const { user, location } = renderCashier({ path: '/cash/account/contact' });
    await saveContactField(user, 'Phone', '+15555550199');
    expect(await screen.findByRole('button', { name: 'Try again' }, T)).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveValue('+15555550199');
    expect(location()).toBe('/cash/account/contact');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('+15555550101 (confirmed)', {}, T)).toBeInTheDocument();
  });
});

describe('account/: SSN', () => {
  it('is masked, refused when malformed, and kept nowhere after it is sent', async () => {
    sandbox.admin.loginAs('new');
    const log = jest.spyOn(console, 'log');
    const { user, location } = renderCashier({ path: '/cash/account/ssn' });
    const ssn = await screen.findByLabelText('SSN (last 4 digits or all 9)', {}, T);
    expect(ssn).toHaveAttribute('type', 'password');
    expect(ssn).toHaveAttribute('autocomplete', 'off');
    await user.type(ssn, '12345');
    await user.click(screen.getByRole('button', { name: 'Check my identity' }));
    expect(await screen.findByText('Enter the last 4 digits or all 9 digits, digits only.', {}, T)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show SSN' }));
    expect(ssn).toHaveAttribute('type', 'text');
    await clearField(user, ssn);
    await user.type(ssn, '123456789');
    await user.click(screen.getByRole('button', { name: 'Check my identity' }));
    await waitFor(() => expect(location()).toBe('/cash/verification/'), T);
    const stored = JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }) + document.cookie;
    expect(stored).not.toContain('6789');
    expect(log.mock.calls.flat().join(' ')).not.toContain('123456789');
  });

  it('a rejected check says so with the reason; a failed call offers Try again', async () => {
    sandbox.admin.loginAs('new');
    const { user } = renderCashier({ path: '/cash/account/ssn' });
    await user.type(await screen.findByLabelText('SSN (last 4 digits or all 9)', {}, T), '0000');
    await user.click(screen.getByRole('button', { name: 'Check my identity' }));
    expect(await screen.findByRole('status', {}, T)).toHaveTextContent(
      'Identity check: Not accepted. The SSN does not match',
    );
    server.use(http.post('http://localhost/rest/player/update/ssn/', () => HttpResponse.error()));
    await user.type(screen.getByLabelText('SSN (last 4 digits or all 9)'), '1234');
    await user.click(screen.getByRole('button', { name: 'Check my identity' }));
    expect(await screen.findByRole('button', { name: 'Try again' }, T)).toBeInTheDocument();
  });
});
