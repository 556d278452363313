import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/** One request the Stripe SDK sent: its form-encoded body flattened ("expand[0]" -> "pending_setup_intent"). */
export interface StripeCall {
  method: string;
  path: string;
  params: Record<string, string>;
}

/**
 * A small local HTTP server that answers the Stripe endpoints the provider uses, for a real
 * `Stripe` client pointed at it (host/port/protocol): the closest thing to Stripe available
 * offline. It records every request, so a test can assert the parameters sent (trial_period_days,
 * expand, ...), and answers the shapes Stripe documents, with made-up ids.
 */
export async function startFakeStripe(options: { trialEnd?: () => number } = {}) {
  const calls: StripeCall[] = [];
  let seq = 0;
  const next = (prefix: string) => `${prefix}_fake${++seq}`;
  const now = () => Math.floor(Date.now() / 1000);
  /** Each subscription's state as Stripe would answer it: trialing or incomplete when created, then as updated or cancelled. */
  const subscriptions = new Map<string, { status: string; cancel_at_period_end: boolean }>();
  const subscriptionOf = (id: string) => ({
    id,
    object: "subscription",
    ...(subscriptions.get(id) ?? { status: "active", cancel_at_period_end: false }),
  });

  const answer = (call: StripeCall): [number, unknown] => {
    const { method, path, params } = call;
    const list = (data: unknown[] = []) => ({ object: "list", data, has_more: false, url: path });
    if (method === "GET" && (path === "/v1/customers/search" || path === "/v1/products/search"))
      return [200, { object: "search_result", data: [], has_more: false, url: path }];
    // A card's fingerprint is the same for the same card on any customer: here, the payment method id's.
    if (method === "GET" && path.startsWith("/v1/payment_methods/")) {
      const id = path.slice("/v1/payment_methods/".length);
      return [200, { id, object: "payment_method", type: "card", card: { fingerprint: `fp_${id.replace(/^pm_/, "")}` } }];
    }
    if (method === "POST" && path === "/v1/customers") return [200, { id: next("cus"), object: "customer" }];
    if (method === "POST" && path === "/v1/products") return [200, { id: next("prod"), object: "product" }];
    if (method === "POST" && path === "/v1/coupons") return [200, { id: next("coupon"), object: "coupon" }];
    if (method === "POST" && path === "/v1/subscriptions") {
      const id = next("sub");
      subscriptions.set(id, { status: params.trial_period_days ? "trialing" : "incomplete", cancel_at_period_end: false });
      if (params.trial_period_days) {
        const setup = next("seti");
        const trialEnd = options.trialEnd?.() ?? now() + Number(params.trial_period_days) * 86_400;
        return [
          200,
          {
            id,
            object: "subscription",
            status: "trialing",
            trial_end: trialEnd,
            cancel_at_period_end: false,
            pending_setup_intent: {
              id: setup,
              object: "setup_intent",
              client_secret: `${setup}_secret_fake`,
              status: "requires_payment_method",
            },
          },
        ];
      }
      const invoice = next("in");
      const intent = next("pi");
      return [
        200,
        {
          id,
          object: "subscription",
          status: "incomplete",
          cancel_at_period_end: false,
          latest_invoice: {
            id: invoice,
            object: "invoice",
            confirmation_secret: { client_secret: `${intent}_secret_fake`, type: "payment_intent" },
          },
        },
      ];
    }
    const subscription = path.match(/^\/v1\/subscriptions\/([\w]+)$/);
    if (subscription && method === "GET") return [200, subscriptionOf(subscription[1])];
    if (subscription && method === "POST") {
      const state = subscriptionOf(subscription[1]);
      if (state.status === "incomplete" || state.status === "canceled")
        return [400, { error: { type: "invalid_request_error", message: `A subscription in status ${state.status} cannot be updated.` } }];
      subscriptions.set(subscription[1], { status: state.status, cancel_at_period_end: params.cancel_at_period_end === "true" });
      return [200, subscriptionOf(subscription[1])];
    }
    if (subscription && method === "DELETE") {
      subscriptions.set(subscription[1], { status: "canceled", cancel_at_period_end: false });
      return [200, subscriptionOf(subscription[1])];
    }
    // An invoice's payment: the intent that paid it ("pi_paid_<invoice id>").
    if (method === "GET" && path === "/v1/invoice_payments" && params.invoice)
      return [
        200,
        list([
          {
            id: next("inpay"),
            object: "invoice_payment",
            invoice: params.invoice,
            status: "paid",
            payment: { type: "payment_intent", payment_intent: `pi_paid_${params.invoice}` },
          },
        ]),
      ];
    if (method === "GET" && path === "/v1/invoice_payments") return [200, list()];
    if (method === "POST" && path === "/v1/refunds") return [200, { id: next("re"), object: "refund", status: "succeeded" }];
    return [404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path})` } }];
  };

  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const form = new URLSearchParams(req.method === "GET" ? url.search : body);
      const call: StripeCall = { method: req.method ?? "GET", path: url.pathname, params: Object.fromEntries(form.entries()) };
      calls.push(call);
      const [status, payload] = answer(call);
      res.writeHead(status, { "Content-Type": "application/json", "Request-Id": `req_${seq}` });
      res.end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  // The app constructs its client as `new Stripe(STRIPE_SECRET_KEY)` (server/index.ts); this one
  // differs only in where it sends its requests.
  const client = new Stripe("sk_test_fake_local_server", {
    host: "127.0.0.1",
    port,
    protocol: "http",
    maxNetworkRetries: 0,
    telemetry: false,
  });
  return {
    client,
    calls,
    /** The calls to one endpoint, e.g. ("POST", "/v1/subscriptions"). */
    callsTo: (method: string, path: string | RegExp) =>
      calls.filter((c) => c.method === method && (typeof path === "string" ? c.path === path : path.test(c.path))),
    /** What Stripe does on its own (a first invoice paid makes the subscription active, say). */
    setSubscriptionStatus: (id: string, status: string) =>
      subscriptions.set(id, { status, cancel_at_period_end: subscriptions.get(id)?.cancel_at_period_end ?? false }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
