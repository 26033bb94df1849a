import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beginSignIn, jwtPayload, register, signIn } from '../../../test/support/oidc-browser.ts';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const newCustomer = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'Ada.Lovelace@example.com',
  password: 'analytical-engine',
};

async function submitRegistration(fields: Record<string, string>, appOrigin?: string) {
  const request = await beginSignIn(server, appOrigin ? { appOrigin } : {});
  const form = await request.browser.get(`${request.interactionUrl}/register`);
  expect(form.status).toBe(200);
  return request.browser.postForm(`${request.interactionUrl}/register`, fields);
}

describe('registration', () => {
  it('shows an accessible form with the minimum password length', async () => {
    const request = await beginSignIn(server);
    const page = await (await request.browser.get(`${request.interactionUrl}/register`)).text();
    expect(page).toContain('<h1>Create your Photobox account</h1>');
    expect(page).toMatch(/id="firstName"[^>]*autocomplete="given-name"/s);
    expect(page).toMatch(/id="lastName"[^>]*autocomplete="family-name"/s);
    expect(page).toMatch(/id="email"[^>]*autocomplete="email"/s);
    expect(page).toMatch(/id="password"[^>]*autocomplete="new-password"[^>]*minlength="8"/s);
    expect(page).toContain('<p class="hint" id="password-hint">Use at least 8 characters.</p>');
    expect(page).toMatch(/id="password"[^>]*aria-describedby="password-hint"/s);
  });

  it('signs the new customer in, then they can sign in with their password', async () => {
    const { tokens } = await register(server, newCustomer);
    const claims = jwtPayload(tokens.access_token);
    expect(claims).toMatchObject({
      email: 'ada.lovelace@example.com',
      idp_type: 'myaccount',
      amr: ['pwd'],
    });

    const again = await signIn(server, {
      email: 'ADA.LOVELACE@example.com',
      password: newCustomer.password,
    });
    expect(jwtPayload(again.tokens.access_token).sub).toBe(claims.sub);
  });

  it('refuses an e-mail address that is taken, whatever its case, keeping what was typed', async () => {
    const response = await submitRegistration({
      ...newCustomer,
      firstName: 'Another',
      email: 'ADA.lovelace@EXAMPLE.com',
    });
    expect(response.status).toBe(409);
    const page = await response.text();
    expect(page).toContain('An account with this e-mail address already exists.');
    expect(page).toMatch(/id="email"[^>]*aria-describedby="email-error"[^>]*aria-invalid="true"/s);
    expect(page).toContain('value="Another"');
    expect(page).not.toContain(newCustomer.password);
  });

  it('explains every invalid field', async () => {
    const response = await submitRegistration({
      firstName: ' ',
      lastName: '',
      email: 'not-an-email',
      password: 'short',
    });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain('Enter your first name.');
    expect(page).toContain('Enter your last name.');
    expect(page).toContain('Enter an e-mail address like name@example.com.');
    expect(page).toContain('Your password must have at least 8 characters.');
    expect(page).toContain('<li><a href="#password">');
    expect(page).toMatch(/id="password"[^>]*aria-describedby="password-hint password-error"/s);
  });

  it('makes a customer who registers on the business host a business customer', async () => {
    const appOrigin = `http://b2b.posterxxl.de.localhost:${server.port}`;
    const request = await beginSignIn(server, { appOrigin });
    const form = await (await request.browser.get(`${request.interactionUrl}/register`)).text();
    // In the business host's language (de-AT).
    expect(form).toContain('Das ist ein Geschäftskonto.');
    const { tokens } = await register(
      server,
      { ...newCustomer, email: 'grace@example.com' },
      { appOrigin },
    );
    expect(jwtPayload(tokens.access_token).amr).toEqual(['pwd', 'b2b']);
  });
});
