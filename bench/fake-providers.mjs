// The outside world of bench/chaos.sh, on loopback: TurboSMS, Viva Smart Checkout (token, payment orders, the hosted
// payment page, transactions, the payment-order API and the webhook) and an SMTP server, with the payloads of Viva's and
// TurboSMS's documentation as the app's Http::fake tests use them. A control endpoint switches each provider between
// normal, slow (every answer SLOW_MS late) and error (HTTP 500), and /_state tells what each provider has seen.
//
//   node bench/fake-providers.mjs --http 18390 --smtp 18325 --shop http://127.0.0.1:8290 --dir RUN_DIR [--slow-ms 3000]
//
//   GET /_control?sms=normal|slow|error&viva=normal|slow|error   switch modes (answers the modes)
//   GET /_state                                                    messages, payment orders, transactions, mails, webhooks
//   TurboSMS  POST /turbosms/message/send.json                     (TURBOSMS_URL=http://127.0.0.1:PORT/turbosms)
//   Viva      POST /viva/accounts/connect/token                    (VIVA_BASE_URL=…/viva)
//             POST /viva/api/checkout/v2/orders, GET /viva/api/checkout/v2/transactions/{id}
//             GET  /viva/checkout/web/checkout?ref={orderCode}     the hosted page: pays at once
//             GET|DELETE /viva/merchant/api/orders/{orderCode}, GET /viva/merchant/api/transactions?ordercode=
//
// A paid payment order is redirected to the shop's success landing and its webhook (event 1796) is sent to the shop,
// again every 2 s until it is answered 200 (at most 60 tries). The SMS messages are also written to DIR/sms-outbox.json
// in the shape of the app's dev outbox, so the load client reads the codes from there.
import http from 'node:http';
import net from 'node:net';
import fs from 'node:fs';
import crypto from 'node:crypto';

const args = Object.fromEntries(
    process.argv
        .slice(2)
        .reduce((pairs, a, i, all) => (a.startsWith('--') ? [...pairs, [a.slice(2), all[i + 1]]] : pairs), []),
);
const HTTP_PORT = Number(args.http ?? 18390);
const SMTP_PORT = Number(args.smtp ?? 18325);
const SHOP = String(args.shop ?? 'http://127.0.0.1:8290').replace(/\/$/, '');
const DIR = String(args.dir ?? '.');
const SLOW_MS = Number(args['slow-ms'] ?? 3000);
const LIFETIME_MS = Number(args['lifetime-s'] ?? 1200) * 1000; // stops by itself

const modes = { sms: 'normal', viva: 'normal' };
const sms = []; // {phone, text, code, sent_at}
const smsCalls = { normal: 0, slow: 0, error: 0 };
const paymentOrders = new Map(); // orderCode -> {orderCode, amount, merchantTrns, state, transactionId}
const transactions = new Map(); // id -> transaction
const mails = []; // {at, to, subject, numbers}
const webhooks = { pending: 0, delivered: 0, gave_up: 0, tries: 0 };
const vivaCalls = { normal: 0, slow: 0, error: 0 };

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const now = () => new Date().toISOString();

function writeOutbox() {
    const tmp = `${DIR}/sms-outbox.json.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(sms));
    fs.renameSync(tmp, `${DIR}/sms-outbox.json`);
}
writeOutbox();

function send(res, status, body, headers = {}) {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    res.writeHead(status, { 'Content-Type': typeof body === 'string' ? 'text/plain' : 'application/json', ...headers });
    res.end(text);
}

async function readBody(req) {
    const chunks = [];
    for await (const c of req) chunks.push(c);
    return Buffer.concat(chunks).toString('utf8');
}

/** Apply a provider's mode: slow waits, error answers 500 (true: answered). */
async function fault(provider, res, counters) {
    const mode = modes[provider];
    counters[mode]++;
    if (mode === 'slow') await sleep(SLOW_MS);
    if (mode === 'error') {
        send(
            res,
            500,
            provider === 'sms' ? 'Internal Server Error' : { message: 'An error has occurred.', ErrorCode: 500 },
        );
        return true;
    }
    return false;
}

function newOrderCode() {
    // 16 digits, below 2^53 so that a JSON number keeps every digit.
    for (;;) {
        const code = String(1_000_000_000_000_000 + Math.floor(Math.random() * 7_000_000_000_000_000));
        if (!paymentOrders.has(code)) return code;
    }
}

function transactionOf(po) {
    return {
        email: null,
        amount: po.amount / 100,
        orderCode: Number(po.orderCode),
        statusId: 'F',
        fullName: po.fullName ?? 'Chaos',
        insDate: now(),
        cardNumber: '523929XXXXXX0168',
        currencyCode: String(po.currencyCode ?? 980),
        customerTrns: po.customerTrns ?? '',
        merchantTrns: po.merchantTrns ?? '',
        transactionTypeId: 5,
        recurringSupport: false,
        totalInstallments: 0,
        cardCountryCode: 'UA',
        cardIssuingBank: null,
        currentInstallment: 0,
        cardUniqueReference: 'A1B2C3',
        cardTypeId: 1,
        digitalWalletId: null,
    };
}

async function deliverWebhook(po) {
    const event = {
        Url: `${SHOP}/api/payments/viva/webhook`,
        EventData: {
            Moto: false,
            Email: null,
            Phone: po.phone ?? '',
            BankId: 'NET_VISA',
            Amount: po.amount / 100,
            OrderCode: Number(po.orderCode),
            StatusId: 'F',
            FullName: po.fullName ?? 'Chaos',
            TransactionId: po.transactionId,
            CurrencyCode: '980',
            MerchantTrns: po.merchantTrns ?? '',
            InsDate: now(),
        },
        Created: now(),
        CorrelationId: crypto.randomBytes(8).toString('hex'),
        EventTypeId: 1796,
        Delay: null,
        MessageId: crypto.randomUUID(),
        RecipientId: crypto.randomUUID(),
        MessageTypeId: 512,
    };
    webhooks.pending++;
    for (let attempt = 1; attempt <= 60; attempt++) {
        webhooks.tries++;
        try {
            const r = await fetch(event.Url, {
                method: 'POST',
                headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
                body: JSON.stringify(event),
                signal: AbortSignal.timeout(10000),
            });
            if (r.status === 200) {
                webhooks.pending--;
                webhooks.delivered++;
                po.webhookDelivered = true;
                return;
            }
        } catch {
            // the shop did not answer: tried again
        }
        await sleep(2000);
    }
    webhooks.pending--;
    webhooks.gave_up++;
}

async function turbosms(req, res, path) {
    if (req.method !== 'POST' || path !== '/turbosms/message/send.json')
        return send(res, 404, { response_code: 404, response_status: 'NOT_FOUND' });
    const body = JSON.parse((await readBody(req)) || '{}');
    if (await fault('sms', res, smsCalls)) return;
    if (!String(req.headers.authorization ?? '').startsWith('Bearer '))
        return send(res, 200, { response_code: 103, response_status: 'REQUIRED_TOKEN', response_result: null });
    const result = [];
    for (const phone of body.recipients ?? []) {
        const text = String(body.sms?.text ?? '');
        const code = (text.match(/(?<!\d)(\d{4,8})(?!\d)/) ?? [])[1] ?? null;
        sms.push({ phone: String(phone), text, code, sent_at: now() });
        result.push({ phone: String(phone), response_code: 0, message_id: crypto.randomUUID(), response_status: 'OK' });
    }
    writeOutbox();
    send(res, 200, { response_code: 800, response_status: 'SUCCESS_MESSAGE_ACCEPTED', response_result: result });
}

async function viva(req, res, url) {
    const path = url.pathname;
    const body = req.method === 'POST' ? await readBody(req) : '';
    if (await fault('viva', res, vivaCalls)) return;
    const auth = String(req.headers.authorization ?? '');

    if (req.method === 'POST' && path === '/viva/accounts/connect/token') {
        if (!auth.startsWith('Basic ')) return send(res, 401, { error: 'invalid_client' });
        return send(res, 200, {
            access_token: 'fake-' + crypto.randomBytes(12).toString('hex'),
            expires_in: 3600,
            token_type: 'Bearer',
            scope: 'urn:viva:payments:core:api:redirectcheckout',
        });
    }
    if (req.method === 'POST' && path === '/viva/api/checkout/v2/orders') {
        if (!auth.startsWith('Bearer ')) return send(res, 401, {});
        const data = JSON.parse(body || '{}');
        const orderCode = newOrderCode();
        paymentOrders.set(orderCode, {
            orderCode,
            amount: Number(data.amount),
            currencyCode: Number(data.currencyCode ?? 980),
            merchantTrns: data.merchantTrns,
            customerTrns: data.customerTrns,
            fullName: data.customer?.fullName,
            phone: data.customer?.phone,
            state: 0,
            transactionId: null,
            created_at: now(),
        });
        return send(res, 200, { orderCode: Number(orderCode) });
    }
    let m;
    if (req.method === 'GET' && (m = path.match(/^\/viva\/api\/checkout\/v2\/transactions\/([0-9a-f-]{36})$/i))) {
        if (!auth.startsWith('Bearer ')) return send(res, 401, {});
        const t = transactions.get(m[1].toLowerCase());
        return t ? send(res, 200, t) : send(res, 404, { message: 'Transaction not found' });
    }
    if (req.method === 'GET' && path === '/viva/checkout/web/checkout') {
        const po = paymentOrders.get(String(url.searchParams.get('ref') ?? ''));
        if (!po) return send(res, 404, 'Unknown payment order');
        if (po.state === 1 || po.state === 2) return send(res, 410, 'This payment order can no longer be paid');
        if (po.state === 0) {
            po.transactionId = crypto.randomUUID();
            po.state = 3;
            po.paid_at = now();
            transactions.set(po.transactionId, transactionOf(po));
            deliverWebhook(po);
        }
        const to = `${SHOP}/api/success-viva-redirect-url?t=${po.transactionId}&s=${po.orderCode}&lang=uk-UA&eventId=0&eci=1`;
        return send(res, 302, '', { Location: to });
    }
    if ((m = path.match(/^\/viva\/merchant\/api\/orders\/(\d+)$/))) {
        if (!auth.startsWith('Basic ')) return send(res, 401, {});
        const po = paymentOrders.get(m[1]);
        if (!po) return send(res, 404, { ErrorCode: 404, ErrorText: 'Order not found', Success: false });
        if (req.method === 'DELETE') {
            if (po.state !== 0)
                return send(res, 400, { ErrorCode: 403, ErrorText: 'The order cannot be cancelled', Success: false });
            po.state = 2;
            return send(res, 200, {
                OrderCode: Number(po.orderCode),
                ErrorCode: 0,
                ErrorText: null,
                TimeStamp: now(),
                CorrelationId: null,
                EventId: 0,
                Success: true,
            });
        }
        return send(res, 200, {
            OrderCode: Number(po.orderCode),
            SourceCode: '4929',
            Tags: [],
            TipAmount: 0.0,
            RequestLang: 'uk-UA',
            MerchantTrns: po.merchantTrns,
            CustomerTrns: po.customerTrns,
            MaxInstallments: 0,
            RequestAmount: po.amount / 100,
            ExpirationDate: now(),
            StateId: po.state,
        });
    }
    if (req.method === 'GET' && path === '/viva/merchant/api/transactions') {
        if (!auth.startsWith('Basic ')) return send(res, 401, {});
        const po = paymentOrders.get(String(url.searchParams.get('ordercode') ?? ''));
        const list =
            po && po.transactionId
                ? [
                      {
                          ...transactions.get(po.transactionId),
                          TransactionId: po.transactionId,
                          StatusId: 'F',
                          OrderCode: Number(po.orderCode),
                          Order: { OrderCode: Number(po.orderCode), RequestLang: 'uk-UA' },
                      },
                  ]
                : [];
        return send(res, 200, {
            Transactions: list,
            ErrorCode: 0,
            ErrorText: null,
            TimeStamp: now(),
            CorrelationId: null,
            EventId: 0,
            Success: true,
        });
    }
    send(res, 404, { message: 'Not found' });
}

const server = http.createServer(async (req, res) => {
    try {
        const url = new URL(req.url, `http://127.0.0.1:${HTTP_PORT}`);
        if (url.pathname === '/_control') {
            for (const p of ['sms', 'viva']) {
                const mode = url.searchParams.get(p);
                if (mode !== null) {
                    if (!['normal', 'slow', 'error'].includes(mode))
                        return send(res, 422, { message: `unknown mode ${mode}` });
                    modes[p] = mode;
                }
            }
            return send(res, 200, { modes });
        }
        if (url.pathname === '/_state') {
            return send(res, 200, {
                modes,
                sms,
                sms_calls: smsCalls,
                viva_calls: vivaCalls,
                mails,
                webhooks,
                payment_orders: [...paymentOrders.values()].map(
                    ({ orderCode, amount, state, transactionId, merchantTrns, webhookDelivered }) => ({
                        orderCode,
                        amount,
                        state,
                        transactionId,
                        merchantTrns,
                        webhookDelivered: !!webhookDelivered,
                    }),
                ),
            });
        }
        if (url.pathname.startsWith('/turbosms/')) return await turbosms(req, res, url.pathname);
        if (url.pathname.startsWith('/viva/')) return await viva(req, res, url);
        send(res, 404, { message: 'Not found' });
    } catch (e) {
        send(res, 500, { message: String(e) });
    }
});
server.keepAliveTimeout = 5000;
server.listen(HTTP_PORT, '127.0.0.1');

// SMTP: enough of RFC 5321 for Symfony Mailer (EHLO, AUTH PLAIN/LOGIN, MAIL, RCPT, DATA, RSET, NOOP, QUIT).
const smtp = net.createServer((socket) => {
    let buffer = '';
    let data = null;
    let rcpt = [];
    let authStep = 0;
    const reply = (line) => socket.write(line + '\r\n');
    reply('220 fake-smtp ESMTP');
    socket.on('data', (chunk) => {
        buffer += chunk.toString('utf8');
        let i;
        while ((i = buffer.indexOf('\r\n')) >= 0) {
            const line = buffer.slice(0, i);
            buffer = buffer.slice(i + 2);
            if (data !== null) {
                if (line === '.') {
                    const text = data.join('\n').replace(/=\n/g, '');
                    // The Subject header as sent (folded lines joined): with the recipients and numbers, what tells one mail from another.
                    const headers = data
                        .slice(0, Math.max(0, data.indexOf('')))
                        .join('\n')
                        .replace(/\n[ \t]+/g, ' ');
                    const subject = (headers.match(/^Subject:\s*(.*)$/im) ?? [])[1] ?? '';
                    mails.push({ at: now(), to: rcpt, subject, numbers: [...new Set(text.match(/SR-\d+/g) ?? [])] });
                    data = null;
                    rcpt = [];
                    reply('250 2.0.0 queued as ' + crypto.randomBytes(5).toString('hex'));
                } else {
                    data.push(line.startsWith('..') ? line.slice(1) : line);
                }
                continue;
            }
            if (authStep > 0) {
                authStep = authStep === 1 ? 2 : 0;
                reply(authStep === 2 ? '334 UGFzc3dvcmQ6' : '235 2.7.0 Authentication successful');
                continue;
            }
            const verb = line.split(' ')[0].toUpperCase();
            if (verb === 'EHLO') reply('250-fake-smtp\r\n250-AUTH PLAIN LOGIN\r\n250-8BITMIME\r\n250 SIZE 10485760');
            else if (verb === 'HELO') reply('250 fake-smtp');
            else if (verb === 'AUTH') {
                if (/^AUTH LOGIN/i.test(line)) {
                    authStep = 1;
                    reply('334 VXNlcm5hbWU6');
                } else reply('235 2.7.0 Authentication successful');
            } else if (verb === 'MAIL') {
                rcpt = [];
                reply('250 2.1.0 OK');
            } else if (verb === 'RCPT') {
                rcpt.push(line.replace(/^RCPT TO:\s*/i, ''));
                reply('250 2.1.5 OK');
            } else if (verb === 'DATA') {
                data = [];
                reply('354 End data with <CR><LF>.<CR><LF>');
            } else if (verb === 'RSET') {
                rcpt = [];
                reply('250 2.0.0 OK');
            } else if (verb === 'NOOP') reply('250 2.0.0 OK');
            else if (verb === 'QUIT') {
                reply('221 2.0.0 Bye');
                socket.end();
            } else reply('502 5.5.2 Command not recognized');
        }
    });
    socket.on('error', () => {});
});
smtp.listen(SMTP_PORT, '127.0.0.1');

setTimeout(() => process.exit(0), LIFETIME_MS).unref();
for (const sig of ['SIGTERM', 'SIGINT']) process.on(sig, () => process.exit(0));
