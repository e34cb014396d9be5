// Benchmark of invoicing (issue 13). Prints, against the real stack as the BFF tests start it:
// - issuing an invoice of 30 lines (a walk-in folio of 30 additional charges, posted through the
//   upstream's own route): the BFF's issueInvoice mutation and the direct REST call, p50 / p99;
// - the invoice history of a hotel holding 50,000 issued documents: the first page (25, newest
//   first) and a search by recipient, through the BFF and directly, p50 / p99 and bytes.
// No assertions. `npm run bench` (INVOICING_BENCH_ROUNDS, default 40).
import { performance } from 'node:perf_hooks';
import { folio, invoice } from '@hotel/schema';
import { at } from '@hotel/upstream/test-harness';
import { startStack } from '../test/stack.js';
import { closeConnections, fetchBytes, fetchText, kb, ms, summary, table } from './measure.js';

const ROUNDS = Number(process.env.INVOICING_BENCH_ROUNDS ?? 40);
const LINES = 30;
const DOCUMENTS = 50_000;

const stack = await startStack();
try {
  const db = stack.upstream.db;
  const admin = await stack.signIn('admin@demo.lk');
  const json = { authorization: `Bearer ${admin}`, 'content-type': 'application/json' };
  const [hotel] = await db.query<{ id: number }>("select id from hotel where name = 'Serendib Colombo'");
  const hotelId = hotel!.id;

  // ------------------------------------------------------------------ issuing 30 lines
  const post = (body: unknown) =>
    fetchText(`${stack.upstream.url}${at(folio.postAdditionalCharge, {}, {})}`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(body),
    });
  /** A walk-in customer's folio with 30 charges, posted as the desk would. */
  const folioOf30 = async (n: number): Promise<number> => {
    const charge = { hotelId, kind: 'ADDITIONAL', quantity: 2, unitPrice: 1234.56, currency: 'LKR' };
    const first = JSON.parse(
      await post({ ...charge, description: 'Minibar 1', customer: { name: `Bench customer ${n}` } }),
    ) as { result: { charge: { folioId: number } } };
    const folioId = first.result.charge.folioId;
    for (let i = 2; i <= LINES; i++) await post({ ...charge, description: `Minibar ${i}`, folioId });
    return folioId;
  };
  const folios: number[] = [];
  for (let i = 0; i < 2 * ROUNDS + 4; i++) folios.push(await folioOf30(i));

  const issueRest = (folioId: number) =>
    fetchBytes(`${stack.upstream.url}${at(invoice.issueInvoice, {}, {})}`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ folioId }),
    });
  const issueMutation = `mutation($h: Int!, $f: Int!) { issueInvoice(hotelId: $h, folioId: $f) {
  message invoice { id number total lines { position description net tax amount } }
} }`;
  const issueBff = (folioId: number) =>
    fetchBytes(`${stack.bff.url}/graphql`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ query: issueMutation, variables: { h: hotelId, f: folioId } }),
    });
  for (let i = 0; i < 2; i++) {
    await issueRest(folios.pop()!);
    await issueBff(folios.pop()!);
  }
  const issued: Record<'bff' | 'rest', number[]> = { bff: [], rest: [] };
  for (let i = 0; i < ROUNDS; i++) {
    for (const which of i % 2 === 0 ? (['bff', 'rest'] as const) : (['rest', 'bff'] as const)) {
      const folioId = folios.pop()!;
      const t0 = performance.now();
      await (which === 'bff' ? issueBff(folioId) : issueRest(folioId));
      issued[which].push(performance.now() - t0);
    }
  }
  const ib = summary(issued.bff);
  const ir = summary(issued.rest);
  console.log(`\nIssuing an invoice of ${LINES} lines (a walk-in folio), ${ROUNDS} each way, alternating\n`);
  console.log(
    table([
      ['issue', 'p50', 'p99', 'mean'],
      ['BFF (issueInvoice with its lines)', ms(ib.p50), ms(ib.p99), ms(ib.mean)],
      ['direct REST (POST invoice)', ms(ir.p50), ms(ir.p99), ms(ir.mean)],
      ['BFF / REST', `${(ib.p50 / ir.p50).toFixed(2)}×`, `${(ib.p99 / ir.p99).toFixed(2)}×`, ''],
    ]),
  );

  // ------------------------------------------------------------------ history over 50,000 documents
  // Last year's series, so this year's numbers stay the issuer's; the search answers either.
  // In batches: the embedded database runs in this process, and one statement of 50,000 rows (and their
  // audit rows) would starve the broker's heart-beats.
  for (let from = 1; from <= DOCUMENTS; from += 2_500) {
    await db.query(
      `insert into invoice (hotel_id, document_type, year, sequence_number, number, currency, net, tax, total,
                            recipient, issuer, issued_at)
       select $1, 'INVOICE', 2025, n, 'INV-2025-' || lpad(n::text, 6, '0'), 'LKR', 10000, 1800, 11800,
              jsonb_build_object('name', 'Company ' || (n % 997), 'address', 'Colombo', 'email', '',
                                 'vatNumber', null, 'vatRegistryId', null),
              '{"name": "Serendib Colombo"}'::jsonb,
              timestamptz '2025-01-01' + (n * interval '10 minutes')
         from generate_series($2::int, $3::int) n`,
      [hotelId, from, Math.min(DOCUMENTS, from + 2_499)],
    );
    await new Promise((resolve) => setImmediate(resolve));
  }
  const historyQuery = `query($h: Int!, $r: String) {
  invoices(hotelId: $h, page: 0, size: 25, recipient: $r) {
    total items { id documentType number recipientName currency net tax total status issuedAt }
  }
}`;
  const rows: string[][] = [['history of 50,000+ documents', 'p50', 'p99', 'mean', 'bytes sent']];
  for (const search of [
    { name: 'first page, newest first', recipient: null as string | null },
    { name: "recipient contains 'Company 42'", recipient: 'Company 42' },
  ]) {
    const viaBff = () =>
      fetchBytes(`${stack.bff.url}/graphql`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ query: historyQuery, variables: { h: hotelId, r: search.recipient } }),
      });
    const restUrl = `${stack.upstream.url}${at(
      invoice.searchInvoices,
      {},
      { hotelId, page: 0, size: 25, ...(search.recipient ? { recipient: search.recipient } : {}) },
    )}`;
    const viaRest = () => fetchBytes(restUrl, { method: 'GET', headers: json });
    let bytes = { bff: 0, rest: 0 };
    for (let i = 0; i < 3; i++) bytes = { bff: await viaBff(), rest: await viaRest() };
    const times: Record<'bff' | 'rest', number[]> = { bff: [], rest: [] };
    for (let i = 0; i < ROUNDS; i++) {
      for (const which of i % 2 === 0 ? (['bff', 'rest'] as const) : (['rest', 'bff'] as const)) {
        const t0 = performance.now();
        await (which === 'bff' ? viaBff() : viaRest());
        times[which].push(performance.now() - t0);
      }
    }
    const b = summary(times.bff);
    const r = summary(times.rest);
    rows.push(
      [`BFF: ${search.name}`, ms(b.p50), ms(b.p99), ms(b.mean), kb(bytes.bff)],
      [`REST: ${search.name}`, ms(r.p50), ms(r.p99), ms(r.mean), kb(bytes.rest)],
      ['BFF / REST', `${(b.p50 / r.p50).toFixed(2)}×`, `${(b.p99 / r.p99).toFixed(2)}×`, '', ''],
    );
  }
  console.log(`\nInvoice history, ${ROUNDS} searches each way, alternating, after 3 warm-up rounds\n`);
  console.log(table(rows));
} finally {
  await stack.close();
  await closeConnections();
}
