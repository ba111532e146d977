import { describe, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import en from '@/locales/en.json';
import es from '@/locales/es.json';
import { tokenStorageKey } from '@/lib/auth/token';
import { mockApi, pending } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const strongPassword = 'Correct-Horse-42';

describe('sign up', () => {
  test('shows every validation message of SPEC §5 and keeps submit disabled', async () => {
    const { screen } = await renderApp('/signup');
    const submit = screen.getByRole('button', { name: 'Create Account' });
    await expect.element(submit).toBeDisabled();

    await screen.getByLabelText('Full name').fill('Al');
    await screen.getByLabelText('Email').fill('not-an-email');
    await screen.getByLabelText('Password', { exact: true }).fill('short');
    await screen.getByLabelText('Confirm password').fill('x');
    await userEvent.tab();
    await expect
      .element(screen.getByText('Full name must be at least 3 characters long'))
      .toBeVisible();
    await expect.element(screen.getByText('Please enter a valid email address')).toBeVisible();
    await expect
      .element(screen.getByText('Password must be at least 12 characters long'))
      .toBeVisible();
    await expect.element(screen.getByText('Passwords do not match')).toBeVisible();

    await screen.getByLabelText('Password', { exact: true }).fill('alllowercaseletters');
    await expect.element(screen.getByText(en['validation.passwordClasses'])).toBeVisible();

    await screen.getByLabelText('Email').fill('');
    await expect.element(screen.getByText('Email is required')).toBeVisible();

    await screen.getByLabelText('Confirm password').fill('');
    await expect.element(screen.getByText('Please confirm your password')).toBeVisible();

    const terms = screen.getByRole('checkbox');
    await terms.click({ force: true });
    await terms.click({ force: true });
    await expect
      .element(screen.getByText('You must agree to the terms and conditions'))
      .toBeVisible();
    await expect.element(submit).toBeDisabled();
  });

  test('while the request runs the button reads Creating Account and is disabled', async () => {
    mockApi({ 'POST /api/auth/signup': () => pending() });
    const { screen } = await renderApp('/signup');
    await screen.getByLabelText('Full name').fill('Ada Lovelace');
    await screen.getByLabelText('Email').fill('ada@example.com');
    await screen.getByLabelText('Password', { exact: true }).fill(strongPassword);
    await screen.getByLabelText('Confirm password').fill(strongPassword);
    await screen.getByRole('checkbox').click({ force: true });
    const submit = screen.getByRole('button', { name: 'Create Account' });
    await expect.element(submit).toBeEnabled();
    await submit.click();
    // The label switches; the ui Button shows a spinner named after it while pending.
    const busy = screen.getByText('Creating Account', { exact: true });
    await expect.element(busy).toBeInTheDocument();
    await expect
      .element(screen.getByRole('progressbar', { name: 'Creating Account' }))
      .toBeVisible();
    expect(busy.element().closest('button')?.disabled).toBe(true);
  });

  test('on success stores the token, says so, and goes to /dashboard after 1 s', async () => {
    // The delay is measured between timestamps taken in the page (the answer, the route
    // change), never from when a test step returned, so a loaded machine cannot fail it.
    let answeredAt = Number.NaN;
    const { requests } = mockApi({
      'POST /api/auth/signup': () => {
        answeredAt = performance.now();
        return Response.json({ token: 'tok-new' }, { status: 201 });
      },
      'GET /api/auth/me': () =>
        Response.json({ user: { id: 'u', username: 'Ada', email: 'a@b.co', credits_balance: 0 } }),
    });
    const { screen, router } = await renderApp('/signup');
    let arrivedAt = Number.NaN;
    const unsubscribe = router.subscribe((state) => {
      if (state.location.pathname === '/dashboard' && Number.isNaN(arrivedAt)) {
        arrivedAt = performance.now();
      }
    });
    await screen.getByLabelText('Full name').fill('Ada Lovelace');
    await screen.getByLabelText('Email').fill('Ada@Example.com');
    await screen.getByLabelText('Password', { exact: true }).fill(strongPassword);
    await screen.getByLabelText('Confirm password').fill(strongPassword);
    await screen.getByRole('checkbox').click({ force: true });
    await screen.getByRole('button', { name: 'Create Account' }).click();
    await expect.element(screen.getByText(en['signup.success'])).toBeVisible();
    expect(localStorage.getItem(tokenStorageKey)).toBe('tok-new');
    const body = await requests
      .find((r) => r.url.endsWith('/api/auth/signup'))
      ?.clone()
      .json();
    expect(body).toEqual({
      email: 'ada@example.com',
      password: strongPassword,
      full_name: 'Ada Lovelace',
      language: 'en',
    });
    await expect.poll(() => router.state.location.pathname, { timeout: 10_000 }).toBe('/dashboard');
    unsubscribe();
    // setTimeout never fires early; a few ms of slack for the clock's granularity.
    expect(arrivedAt - answeredAt).toBeGreaterThanOrEqual(990);
  });

  test('on failure shows the generic translated error', async () => {
    mockApi({
      'POST /api/auth/signup': () => Response.json({ error: 'conflict' }, { status: 409 }),
    });
    const { screen } = await renderApp('/signup', { language: 'es' });
    await screen.getByLabelText('Nombre completo').fill('Ada Lovelace');
    await screen.getByLabelText('Correo electrónico').fill('ada@example.com');
    await screen.getByLabelText('Contraseña', { exact: true }).fill(strongPassword);
    await screen.getByLabelText('Confirmar contraseña').fill(strongPassword);
    await screen.getByRole('checkbox').click({ force: true });
    await screen.getByRole('button', { name: es['signup.submit'] }).click();
    await expect.element(screen.getByRole('alert')).toHaveTextContent(es['auth.error']);
  });

  test('validation messages are translated in Spanish', async () => {
    const { screen } = await renderApp('/signup', { language: 'es' });
    await screen.getByLabelText('Nombre completo').fill('Al');
    await userEvent.tab();
    await expect.element(screen.getByText(es['validation.fullNameMin'])).toBeVisible();
  });
});

describe('sign in', () => {
  test('requires a valid email and a password', async () => {
    const { screen } = await renderApp('/signin');
    const submit = screen.getByRole('button', { name: 'Sign In', exact: true });
    await expect.element(submit).toBeDisabled();
    await screen.getByLabelText('Email').fill('nope');
    await screen.getByLabelText('Password', { exact: true }).fill('x');
    await screen.getByLabelText('Password', { exact: true }).fill('');
    await userEvent.tab();
    await expect.element(screen.getByText('Please enter a valid email address')).toBeVisible();
    await expect.element(screen.getByText('Password is required')).toBeVisible();
    await expect.element(submit).toBeDisabled();
  });

  test('links to reset password and sign up; the password can be shown', async () => {
    const { screen } = await renderApp('/signin');
    await expect
      .element(screen.getByRole('link', { name: en['signin.forgot'] }))
      .toHaveAttribute('href', '/reset-password');
    await expect
      .element(screen.getByRole('link', { name: en['signin.signUpLink'] }))
      .toHaveAttribute('href', '/signup');
    const password = screen.getByLabelText('Password', { exact: true });
    await expect.element(password).toHaveAttribute('type', 'password');
    await screen.getByRole('button', { name: 'Show password' }).click();
    await expect.element(password).toHaveAttribute('type', 'text');
  });

  test('busy label Signing In, then success and /dashboard', async () => {
    let release: (r: Response) => void = () => {};
    mockApi({
      'POST /api/auth/login': () => new Promise<Response>((resolve) => (release = resolve)),
      'GET /api/auth/me': () =>
        Response.json({ user: { id: 'u', username: 'Ada', email: 'a@b.co', credits_balance: 3 } }),
    });
    const { screen, router } = await renderApp('/signin');
    await screen.getByLabelText('Email').fill('ada@example.com');
    await screen.getByLabelText('Password', { exact: true }).fill('whatever');
    await screen.getByRole('button', { name: 'Sign In', exact: true }).click();
    // The label switches; the ui Button shows a spinner named after it while pending.
    const busy = screen.getByText('Signing In', { exact: true });
    await expect.element(busy).toBeInTheDocument();
    await expect.element(screen.getByRole('progressbar', { name: 'Signing In' })).toBeVisible();
    expect(busy.element().closest('button')?.disabled).toBe(true);
    release(Response.json({ token: 'tok-1' }));
    await expect.element(screen.getByText(en['signin.success'])).toBeVisible();
    await expect.poll(() => router.state.location.pathname, { timeout: 10_000 }).toBe('/dashboard');
  });

  /** Signs in at `path` (the API answering yes) and returns the router. */
  async function signInAt(path: string) {
    mockApi({
      'POST /api/auth/login': () => Response.json({ token: 'tok-1' }),
      'GET /api/auth/me': () =>
        Response.json({ user: { id: 'u', username: 'Ada', email: 'a@b.co', credits_balance: 3 } }),
    });
    const { screen, router } = await renderApp(path);
    await screen.getByLabelText('Email').fill('ada@example.com');
    await screen.getByLabelText('Password', { exact: true }).fill('whatever');
    await screen.getByRole('button', { name: 'Sign In', exact: true }).click();
    return { screen, router };
  }

  test('the sign-up link keeps where to go back to', async () => {
    const { screen } = await renderApp('/signin?next=%2Fcheckout%3ForderId%3Do1');
    await expect
      .element(screen.getByRole('link', { name: en['signin.signUpLink'] }))
      .toHaveAttribute('href', '/signup?next=%2Fcheckout%3ForderId%3Do1');
  });

  test('sent from another page (?next=), goes back there after signing in', async () => {
    const { router } = await signInAt('/signin?next=%2Fcheckout%3ForderId%3Do1');
    await expect
      .poll(() => `${router.state.location.pathname}${router.state.location.search}`, {
        timeout: 10_000,
      })
      .toBe('/checkout?orderId=o1');
  });

  test('a return path to another site is ignored: /dashboard', async () => {
    const { router } = await signInAt('/signin?next=%2F%2Fevil.example%2Fx');
    await expect.poll(() => router.state.location.pathname, { timeout: 10_000 }).toBe('/dashboard');
  });

  test('a wrong password shows the generic error', async () => {
    mockApi({ 'POST /api/auth/login': () => new Response('{}', { status: 401 }) });
    const { screen } = await renderApp('/signin');
    await screen.getByLabelText('Email').fill('ada@example.com');
    await screen.getByLabelText('Password', { exact: true }).fill('wrong');
    await screen.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.element(screen.getByRole('alert')).toHaveTextContent(en['auth.error']);
    expect(localStorage.getItem(tokenStorageKey)).toBeNull();
  });
});

describe('reset password', () => {
  test('asks the server to mail a link, confirms with the email, and goes back to the form', async () => {
    const { requests } = mockApi({
      'POST /api/auth/password-reset': () => Response.json({ accepted: true }, { status: 202 }),
    });
    const { screen } = await renderApp('/reset-password');
    const submit = screen.getByRole('button', { name: en['reset.submit'] });
    await submit.click();
    await expect.element(screen.getByText('Email is required')).toBeVisible();
    await screen.getByLabelText('Email').fill('ada@example.com');
    await submit.click();
    await expect.element(screen.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    await expect.element(screen.getByText('ada@example.com')).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'Back to Sign In' }))
      .toHaveAttribute('href', '/signin');
    expect(requests).toHaveLength(1);
    expect(await requests[0]?.clone().json()).toEqual({ email: 'ada@example.com' });
    expect(requests[0]?.headers.get('accept-language')).toBe('en');
    await screen.getByRole('button', { name: 'Try Different Email' }).click();
    await expect.element(screen.getByLabelText('Email')).toHaveValue('');
  });

  test('too many requests: says so and stays on the form', async () => {
    mockApi({
      'POST /api/auth/password-reset': () =>
        Response.json(
          { error: 'rate_limited', message: 'Too many reset requests. Please try again later.' },
          { status: 429 },
        ),
    });
    const { screen } = await renderApp('/reset-password', { language: 'es' });
    await screen.getByLabelText('Correo electrónico').fill('ada@example.com');
    await screen.getByRole('button', { name: es['reset.submit'] }).click();
    await expect.element(screen.getByText(es['reset.rateLimited'])).toBeVisible();
  });

  test('with a mailed token: sets the new password and signs in', async () => {
    const { requests } = mockApi({
      'POST /api/auth/password-reset/check': () => Response.json({ usable: true }),
      'POST /api/auth/password-reset/complete': () =>
        Response.json({ token: 'fresh-session', revokedTokens: 2 }),
      'GET /api/auth/me': () =>
        Response.json({
          user: { id: 'u1', username: 'Ada', email: 'ada@example.com', credits_balance: 50 },
        }),
    });
    const { screen } = await renderApp('/reset-password?token=mailed-token');
    await expect.element(screen.getByRole('heading', { name: en['reset.newTitle'] })).toBeVisible();
    const submit = screen.getByRole('button', { name: en['reset.newSubmit'] });
    await expect.element(submit).toBeDisabled();
    await screen.getByLabelText(en['reset.newPassword'], { exact: true }).fill(strongPassword);
    await screen.getByLabelText(en['auth.confirmPassword']).fill(strongPassword);
    await submit.click();
    await expect.element(screen.getByText(en['reset.newSuccess'])).toBeVisible();
    await expect
      .element(screen.getByText('Every other session is signed out and 2 API tokens were revoked.'))
      .toBeVisible();
    expect(localStorage.getItem(tokenStorageKey)).toBe('fresh-session');
    const sent = requests.find((r) => r.url.endsWith('/api/auth/password-reset/complete'));
    expect(await sent?.clone().json()).toEqual({ token: 'mailed-token', password: strongPassword });
  });

  test('a used, expired or forged link says so at once, before any password is typed', async () => {
    const { requests } = mockApi({
      'POST /api/auth/password-reset/check': () =>
        Response.json(
          { error: 'reset_token_invalid', message: 'This reset link is invalid.' },
          { status: 400 },
        ),
    });
    const { screen } = await renderApp('/reset-password?token=used-token', { language: 'es' });
    await expect
      .element(screen.getByRole('heading', { name: es['reset.invalidTitle'] }))
      .toBeVisible();
    await expect
      .element(screen.getByLabelText(es['reset.newPassword'], { exact: true }))
      .not.toBeInTheDocument();
    const sent = requests.find((r) => r.url.endsWith('/api/auth/password-reset/check'));
    expect(await sent?.clone().json()).toEqual({ token: 'used-token' });
    await screen.getByRole('button', { name: es['reset.askAgain'] }).click();
    await expect.element(screen.getByRole('heading', { name: es['reset.title'] })).toBeVisible();
  });

  test('a link used meanwhile (between opening and submitting): a clear message and a way to ask again', async () => {
    mockApi({
      'POST /api/auth/password-reset/check': () => Response.json({ usable: true }),
      'POST /api/auth/password-reset/complete': () =>
        Response.json(
          { error: 'reset_token_invalid', message: 'This reset link is invalid.' },
          { status: 400 },
        ),
    });
    const { screen } = await renderApp('/reset-password?token=old-token', { language: 'es' });
    await screen.getByLabelText(es['reset.newPassword'], { exact: true }).fill(strongPassword);
    await screen.getByLabelText(es['auth.confirmPassword']).fill(strongPassword);
    await screen.getByRole('button', { name: es['reset.newSubmit'] }).click();
    await expect
      .element(screen.getByRole('heading', { name: es['reset.invalidTitle'] }))
      .toBeVisible();
    await expect.element(screen.getByText(es['reset.invalid'])).toBeVisible();
    await screen.getByRole('button', { name: es['reset.askAgain'] }).click();
    await expect.element(screen.getByRole('heading', { name: es['reset.title'] })).toBeVisible();
    expect(localStorage.getItem(tokenStorageKey)).toBeNull();
  });
});
