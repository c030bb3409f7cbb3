import type { FastifyInstance } from 'fastify';

/** A form's fields (e-mail, password, the ALTCHA answer): a few hundred bytes; more is no login form. */
const FORM_BODY_LIMIT = 8 * 1024;

/**
 * The pre-rendered /login (decision 0021) is a real form with method="post" and no action. Sent
 * before React has taken it over (a slow script, no JavaScript), the browser POSTs it to the page
 * itself. The answer is 303 to the same page (GET), so the visitor sees the form again instead of a
 * 404. The body is read up to a small limit and dropped unseen: it is never parsed into fields,
 * never logged, never checked as a login – signing in stays the JSON API's job with its CAPTCHA.
 * The form parser lives in this plugin only, so no other route accepts form bodies.
 */
export async function prerenderedFormRoutes(app: FastifyInstance, opts: { path: string }): Promise<void> {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer', bodyLimit: FORM_BODY_LIMIT },
    (_request, _body, done) => done(null, undefined),
  );
  app.post(opts.path, { bodyLimit: FORM_BODY_LIMIT }, async (request, reply) => {
    // The query (if any) stays: it belongs to the page, the path is this route's own.
    const query = request.url.indexOf('?');
    return reply
      .header('cache-control', 'no-store')
      .redirect(query === -1 ? opts.path : `${opts.path}${request.url.slice(query)}`, 303);
  });
}
