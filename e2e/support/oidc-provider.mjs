// A real OpenID Connect provider on loopback for the browser tests (oidc-provider 9).
// Any login name signs in (the provider's development login form); the account's claims are made
// from the name: sub = name, email = <name>@example.test, name = "Test <Name>".
// Public client with PKCE; refresh tokens are issued so the app's silent renew works without a frame.
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

/**
 * @param {{ port: number, clientId: string, appOrigins: string[] }} options
 * @returns {Promise<{ issuer: string, close: () => Promise<void> }>}
 */
export async function startOidcProvider({ port, clientId, appOrigins }) {
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: appOrigins.map((o) => `${o}/callback`),
        post_logout_redirect_uris: appOrigins.map((o) => `${o}/home`),
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'picture'],
    },
    // the ID token carries the profile claims (as Google's does), the API reads them there
    conformIdTokenClaims: false,
    extraParams: ['idp'],
    cookies: { keys: ['e2e-oidc-provider-cookie-key'] },
    clientBasedCORS: (_ctx, origin) => appOrigins.includes(origin),
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({
        sub,
        email: `${sub}@example.test`,
        email_verified: true,
        name: `Test ${sub.charAt(0).toUpperCase()}${sub.slice(1)}`,
        picture: `${issuer}/picture/${encodeURIComponent(sub)}.svg`,
      }),
    }),
    // first-party client: no consent screen
    loadExistingGrant: async (ctx) => {
      const id =
        ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (id) return ctx.oidc.provider.Grant.find(id);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope('openid profile email');
      await grant.save();
      return grant;
    },
    features: { devInteractions: { enabled: true } },
    ttl: {
      IdToken: 600,
      AccessToken: 600,
      RefreshToken: 3600,
      Session: 3600,
      Grant: 3600,
      Interaction: 600,
    },
  });
  // a picture for every account: a coloured square with the initial
  const pictures = async (ctx, next) => {
    const m = /^\/picture\/([^/]+)\.svg$/.exec(ctx.path);
    if (!m) return next();
    ctx.type = 'image/svg+xml';
    ctx.set('Access-Control-Allow-Origin', '*');
    ctx.body = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#4c6ef5"/><text x="20" y="27" font-size="20" text-anchor="middle" fill="#fff">${decodeURIComponent(m[1]).charAt(0).toUpperCase()}</text></svg>`;
  };
  provider.use(pictures);
  const server = createServer(provider.callback());
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    issuer,
    // the browser tests' shared page keeps its connections here open (keep-alive, a preconnect
    // without a request yet, which close() waits for until the headers time out, 60 s): the test
    // provider ends them instead of waiting for the browser
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

// `node e2e/support/oidc-provider.mjs <port> <clientId> <appOrigin>...` runs it on its own.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [port, clientId, ...appOrigins] = process.argv.slice(2);
  const { issuer } = await startOidcProvider({ port: Number(port), clientId, appOrigins });
  console.log(`OpenID provider on ${issuer}`);
}
