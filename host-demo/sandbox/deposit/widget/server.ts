import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import * as v from 'valibot';
import { bundleBrowserScript } from '../../browserScript';
import { isLoopbackOrigin } from '../../cors';
import type { WidgetOutcome } from '../provider';
import type { Sandbox } from '../../model';
import { parseExpiry, StepRequest, TokenizeRequest, WIDGET_QUERY } from './messages';
import {
  cardWidgetPage,
  decisionPage,
  errorPage,
  moneyText,
  resultPage,
  WIDGET_CSS,
  type DecisionPageInput,
} from './pages';

export interface CardWidgetServerOptions {
  /** Default 3002; 0 picks a free port. */
  port?: number;
  /** The sandbox whose payments the pages act on (the same object the API serves). */
  sandbox: Sandbox;
  /**
   * Parent origins that may frame the widget and receive its messages, and that approval pages may return to.
   * Default: loopback origins (`http://127.0.0.1:<port>`, `http://localhost:<port>`).
   */
  allowedParentOrigins?: readonly string[];
  /** Tell the sandbox to put this server's origin in cardUrl and redirect URLs (default true). */
  register?: boolean;
}

export interface CardWidgetServer {
  /** The origin, `http://127.0.0.1:<port>`: config.json's `cardWidgetOrigin`. */
  url: string;
  close(): Promise<void>;
}

const MAX_BODY = 64 * 1024;

/** The widget's own API (`POST /card/api/<step>`). */
const API_STEPS = ['tokenize', 'challenge', 'refresh'] as const;
type ApiStep = (typeof API_STEPS)[number];
/** The provider decision pages (`GET` shows Pass/Fail or Approve/Cancel, `POST` takes the decision): `/<provider>/`. */
const PROVIDER_PAGES: readonly DecisionPageInput['provider'][] = ['3ds', 'paypal', 'trustly'];

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Error('body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const exactOrigin = (text: string | null): string | null => {
  if (text === null) return null;
  try {
    const url = new URL(text);
    return url.origin === text && (url.protocol === 'http:' || url.protocol === 'https:') ? url.origin : null;
  } catch {
    return null;
  }
};

/** Its own policy: scripts, styles and fetches from this origin only; framed only by the given parent. */
function pagePolicy(frameAncestors: string, formTargets: readonly string[] = []): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    "img-src 'self'",
    // Browsers apply form-action to the redirect after a form post too: the return origin must be listed.
    `form-action ${["'self'", ...formTargets].join(' ')}`,
    "base-uri 'none'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

const commonHeaders = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

function send(
  res: ServerResponse,
  status: number,
  type: string,
  body: string,
  headers: Record<string, string> = {},
): void {
  res
    .writeHead(status, {
      ...commonHeaders,
      'content-type': type,
      'content-length': String(Buffer.byteLength(body)),
      ...headers,
    })
    .end(body);
}

/**
 * The sandbox payment provider's pages, on an origin of their own (as a real provider's would be):
 *  - `GET /card/?parentOrigin=…[&amount=…&currency=…]`: the card widget (an iframe of the cashier), script
 *    `/card/card.js`, calls `POST /card/api/{tokenize,challenge,refresh}` on this origin;
 *  - `GET|POST /3ds/?paymentId=…[&returnUrl=…]`: the 3-D Secure page of a card payment (Pass / Fail);
 *  - `GET|POST /paypal/?paymentId=…&orderId=…[&returnUrl=…]`: PayPal approval (Approve / Cancel);
 *  - `GET|POST /trustly/?paymentId=…[&returnUrl=…]`: Trustly bank approval (Approve / Cancel).
 * After a decision the pages redirect (303) to `returnUrl` with `sandboxProvider`, `paymentId`, `outcome`
 * (and `orderId` for PayPal) added; `returnUrl` must be on an allowed parent origin.
 */
export async function startCardWidgetServer(options: CardWidgetServerOptions): Promise<CardWidgetServer> {
  const { sandbox } = options;
  const allowed = options.allowedParentOrigins;
  const isAllowedParent = (origin: string): boolean => (allowed ? allowed.includes(origin) : isLoopbackOrigin(origin));
  const script = await bundleBrowserScript(path.join(__dirname, 'card.ts'), { minify: true });
  const { provider } = sandbox.admin;

  /** Who may frame the 3-D Secure and approval pages: the allowed parents (any loopback port by default). */
  const parentsPolicy = allowed
    ? allowed.length > 0
      ? allowed.join(' ')
      : "'none'"
    : "'self' http://127.0.0.1:* http://localhost:*";

  const safeReturnUrl = (text: string | null): string | null => {
    if (text === null || text === '') return null;
    try {
      const url = new URL(text);
      return isAllowedParent(url.origin) ? url.href : null;
    } catch {
      return null;
    }
  };

  async function api(req: IncomingMessage, res: ServerResponse, step: ApiStep): Promise<void> {
    let json: unknown;
    try {
      json = JSON.parse(await readBody(req));
    } catch {
      send(res, 400, 'application/json; charset=utf-8', JSON.stringify({ kind: 'decline', message: 'Bad request.' }));
      return;
    }
    let outcome: WidgetOutcome;
    if (step === 'tokenize') {
      const parsed = v.safeParse(TokenizeRequest, json);
      const expiry = parsed.success ? parseExpiry(parsed.output.expiry) : undefined;
      if (!parsed.success) outcome = { kind: 'decline', message: 'Fill in the card details.' };
      else if (!expiry) outcome = { kind: 'decline', message: 'Enter the expiry as MM/YY.' };
      else
        outcome = provider.tokenizeCard({
          number: parsed.output.number,
          cvc: parsed.output.cvc,
          holderName: parsed.output.holderName,
          save: parsed.output.save,
          ...expiry,
        });
    } else {
      const parsed = v.safeParse(StepRequest, json);
      if (!parsed.success) outcome = { kind: 'decline', message: 'Bad request.' };
      else if (step === 'challenge')
        outcome = provider.completeWidgetChallenge(parsed.output.stepId, parsed.output.passed === true);
      else outcome = provider.refreshToken(parsed.output.stepId);
    }
    send(res, 200, 'application/json; charset=utf-8', JSON.stringify(outcome));
  }

  function decisionGet(res: ServerResponse, kind: DecisionPageInput['provider'], search: URLSearchParams): void {
    const paymentId = search.get('paymentId') ?? '';
    const payment = provider.payment(paymentId);
    const returnText = search.get('returnUrl');
    const returnUrl = safeReturnUrl(returnText);
    const formTargets = returnUrl === null ? [] : [new URL(returnUrl).origin];
    const html = (status: number, body: string) =>
      send(res, status, 'text/html; charset=utf-8', body, {
        'content-security-policy': pagePolicy(parentsPolicy, formTargets),
      });
    if (!payment) return html(404, errorPage('Payment not found', `There is no sandbox payment "${paymentId}".`));
    if (returnText !== null && returnText !== '' && returnUrl === null)
      return html(400, errorPage('Return address refused', 'returnUrl must be on an allowed parent origin.'));
    html(
      200,
      decisionPage({
        provider: kind,
        paymentId,
        orderId: kind === 'paypal' ? (search.get('orderId') ?? payment.orderId) : null,
        returnUrl,
        amountText: moneyText(payment.amount.toFixed(2), payment.currency),
      }),
    );
  }

  async function decisionPost(
    req: IncomingMessage,
    res: ServerResponse,
    kind: DecisionPageInput['provider'],
  ): Promise<void> {
    const form = new URLSearchParams(await readBody(req));
    const paymentId = form.get('paymentId') ?? '';
    const yes = form.get('decision') === 'yes';
    const returnUrl = safeReturnUrl(form.get('returnUrl'));
    const result =
      kind === '3ds'
        ? provider.completePaymentChallenge(paymentId, yes)
        : kind === 'paypal'
          ? provider.decidePaypal(paymentId, form.get('orderId') ?? '', yes)
          : provider.decideTrustly(paymentId, yes, form.get('bankName') ?? 'Sandbox Bank');
    const policy = { 'content-security-policy': pagePolicy(parentsPolicy) };
    if (!result.ok) {
      send(res, result.status, 'text/html; charset=utf-8', errorPage('This step is over', result.message), policy);
      return;
    }
    const outcome = kind === '3ds' ? (yes ? 'passed' : 'failed') : yes ? 'approved' : 'canceled';
    // Shown in a frame inside the cashier (a card's 3-D Secure challenge, docs/product/deposit.md#pending-payment):
    // the page ends here instead of loading the return page inside the frame; the cashier checks the payment.
    const framed = req.headers['sec-fetch-dest'] === 'iframe';
    if (framed) {
      send(
        res,
        200,
        'text/html; charset=utf-8',
        resultPage(kind, `Payment ${paymentId}: ${outcome}.`, { framed: true }),
        policy,
      );
      return;
    }
    if (returnUrl !== null) {
      const target = new URL(returnUrl);
      target.searchParams.set('sandboxProvider', kind);
      target.searchParams.set('paymentId', paymentId);
      target.searchParams.set('outcome', outcome);
      if (kind === 'paypal' && result.payment.orderId !== null)
        target.searchParams.set('orderId', result.payment.orderId);
      res.writeHead(303, { ...commonHeaders, location: target.href }).end();
      return;
    }
    send(res, 200, 'text/html; charset=utf-8', resultPage(kind, `Payment ${paymentId}: ${outcome}.`), policy);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://widget.invalid');
    const method = req.method ?? 'GET';
    const route = `${method} ${url.pathname}`;
    switch (route) {
      case 'GET /favicon.ico':
        // No icon, and no 404 in the console of the top-level approval pages.
        res.writeHead(204, commonHeaders).end();
        return;
      case 'GET /widget.css':
        return send(res, 200, 'text/css; charset=utf-8', WIDGET_CSS);
      case 'GET /card/card.js':
        return send(res, 200, 'text/javascript; charset=utf-8', script);
      case 'GET /card/':
      case 'GET /card': {
        const parentOrigin = exactOrigin(url.searchParams.get(WIDGET_QUERY.parentOrigin));
        if (parentOrigin === null || !isAllowedParent(parentOrigin)) {
          return send(
            res,
            400,
            'text/html; charset=utf-8',
            errorPage('Card widget unavailable', 'parentOrigin must be the exact origin of an allowed parent page.'),
            {
              'content-security-policy': pagePolicy("'none'"),
            },
          );
        }
        const amount = url.searchParams.get(WIDGET_QUERY.amount);
        const currency = url.searchParams.get(WIDGET_QUERY.currency);
        return send(
          res,
          200,
          'text/html; charset=utf-8',
          cardWidgetPage({
            parentOrigin,
            amount: amount !== null && /^\d+(\.\d{1,2})?$/.test(amount) ? amount : null,
            currency: currency !== null && /^[A-Z]{3}$/.test(currency) ? currency : null,
          }),
          { 'content-security-policy': pagePolicy(parentOrigin) },
        );
      }
      default: {
        const step = API_STEPS.find((name) => route === `POST /card/api/${name}`);
        if (step) return api(req, res, step);
        const provider = PROVIDER_PAGES.find((name) => url.pathname === `/${name}/`);
        if (provider && method === 'GET') return decisionGet(res, provider, url.searchParams);
        if (provider && method === 'POST') return decisionPost(req, res, provider);
        return send(res, 404, 'text/plain; charset=utf-8', 'not found\n');
      }
    }
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(`[card-widget] ${req.method ?? ''} ${req.url ?? ''} failed`, error);
      if (res.headersSent) res.destroy();
      else send(res, 500, 'text/plain; charset=utf-8', '500\n');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 3002, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  if (options.register !== false) sandbox.admin.setCardWidgetOrigin(origin);
  return {
    url: origin,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
