import { beforeAll, describe, expect, it } from 'vitest';
import { shipmentDocumentDownloadsReply, shipmentDocumentListReply } from './contract';
import type { Shipment } from '../shipments/contract';
import { SAMPLE_COMPANY_IDS } from '../companies/seed';
import { demoAccounts } from '../auth/seed';
import { DOCUMENT_MAX_BYTES } from '../../contract/documents';
import { shipmentDocumentsService } from './service';
import {
  expectImpossibleId,
  impossibleIds,
  storeKinds,
  useTestApi,
  type RequestOptions,
  type TestApi,
} from '../../test/harness';

const STAFF = '/api/apps/shipments';
const PORTAL = '/api/portal/shipments';
const DAY = 24 * 3_600_000;

/** the bytes of a file: a signature, then filler */
const bytesOf = (head: string, size = 64) => {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode(head));
  return bytes;
};
const PDF = bytesOf('%PDF-1.7\n', 300);
const EXECUTABLE = bytesOf('MZ\x90\x00', 300);

describe.each(storeKinds())('shipment documents (%s store)', (kind) => {
  const ctx = useTestApi(kind);
  let api: TestApi;
  let editor: string;
  let admin: string;
  /** the demo customer (customer@demo.com, of Chao Phraya Electronics), signed in */
  let customer: string;
  let customerId: number;
  /** a person of another company, and one of no company */
  let ofOtherCompany: string;
  let ofNone: string;
  let editorId: number;
  let sample: Shipment;
  /** a time the API wrote: within the last minute of its clock (the clock runs on) */
  const isRecent = (at: string) => {
    const ago = api.deps.now().getTime() - Date.parse(at);
    return ago >= 0 && ago < 60_000;
  };

  beforeAll(async () => {
    ({ api, editor } = ctx);
    admin = await api.tokenFor('admin');
    const demo = demoAccounts.find((account) => account.email === 'customer@demo.com')!;
    const login = await api.request('POST', '/api/auth/login', {
      body: { email: demo.email, password: demo.password },
    });
    expect(login.status).toBe(200);
    customer = login.body.accessToken;
    customerId = (await api.deps.stores.auth.findUserByEmail(demo.email))!.id;
    // a sample customer of Hanseatic Machinery (api/modules/user-management/seed.ts), and the
    // default person of the role public, of no company
    const hanseatic = await api.deps.stores.auth.findUserById(290);
    expect(hanseatic?.companyId).toBe(SAMPLE_COMPANY_IDS.hanseaticMachinery);
    ofOtherCompany = await api.tokenFor('public', 290);
    ofNone = await api.tokenFor('public');
    editorId = (await api.deps.stores.auth.findUserByEmail('editor@demo.com'))!.id;
    const first = (await staff('GET', `?company=${SAMPLE_COMPANY_IDS.chaoPhrayaElectronics}`)).body
      .items[0] as Shipment;
    sample = (await staff('GET', `/${first.id}`)).body;
  });

  const staff = (method: string, path: string, options: RequestOptions = {}) =>
    api.request(method, `${STAFF}${path}`, { token: editor, ...options });
  const portal = (token: string, path: string) => api.request('GET', `${PORTAL}${path}`, { token });

  /** a new shipment of Chao Phraya Electronics, booked with a sample one's route and parties */
  async function book(): Promise<Shipment> {
    const { mode, origin, destination, shipper, consignee, cargo, companyId } = sample;
    const now = api.deps.now().getTime();
    const res = await staff('POST', '', {
      body: {
        shipment: {
          ...{ mode, origin, destination, shipper, consignee, cargo, companyId },
          operatorId: editorId,
          plannedDeparture: new Date(now + DAY).toISOString(),
          estimatedArrival: new Date(now + 3 * DAY).toISOString(),
        },
      },
    });
    expect(res.status).toBe(201);
    return res.body;
  }

  const upload = (
    shipmentId: number,
    query: string,
    bytes: Uint8Array<ArrayBuffer> = PDF,
    options: RequestOptions = {},
  ) =>
    staff('POST', `/${shipmentId}/documents?${query}`, {
      rawBody: bytes,
      headers: { 'content-type': 'application/octet-stream' },
      ...options,
    });

  const documentsOf = async (shipmentId: number) =>
    (await staff('GET', `/${shipmentId}/documents`)).body.items as { id: number }[];

  it('keeps an upload and serves it back as an attachment, with its uploader', async () => {
    const shipment = await book();
    const res = await upload(shipment.id, 'kind=billOfLading&name=B%2FL%20MAEU%20*1*.PDF', PDF, {
      headers: { 'content-type': 'application/pdf' },
    });
    // a name with a folder is refused below; this one has `/` encoded: also a folder
    expect(res.status).toBe(422);
    const ok = await upload(shipment.id, 'kind=billOfLading&name=Bill%20of%20lading%20*1*.PDF');
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({
      kind: 'billOfLading',
      name: 'Bill of lading _1_.pdf',
      type: 'application/pdf',
      size: PDF.length,
      uploadedBy: { id: editorId },
    });
    expect(isRecent(ok.body.uploadedAt)).toBe(true);
    const file = await staff('GET', `/${shipment.id}/documents/${ok.body.id}`);
    expect(file.status).toBe(200);
    expect(file.body).toBe(new TextDecoder().decode(PDF));
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Bill of lading _1_.pdf"/,
    );
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");

    const list = await staff('GET', `/${shipment.id}/documents`);
    expect(list.status).toBe(200);
    expect(shipmentDocumentListReply.parse(list.body).items).toEqual([ok.body]);
    expect(list.body.items[0].uploadedBy.name).toBeTruthy();
  });

  it("shows the shipment's documents to its company and notes every download", async () => {
    const shipment = await book();
    const doc = (await upload(shipment.id, 'kind=commercialInvoice&name=invoice.pdf')).body;
    const mine = await portal(customer, `/${shipment.id}/documents`);
    expect(mine.status).toBe(200);
    expect(mine.body.items.map((item: { id: number }) => item.id)).toEqual([doc.id]);

    expect((await staff('GET', `/${shipment.id}/documents/${doc.id}`)).status).toBe(200);
    const file = await portal(customer, `/${shipment.id}/documents/${doc.id}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="invoice.pdf"/);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');

    const log = await staff('GET', `/${shipment.id}/documents/${doc.id}/downloads`);
    expect(log.status).toBe(200);
    const items = shipmentDocumentDownloadsReply.parse(log.body).items;
    expect(items.map((item) => item.account?.id)).toEqual([editorId, customerId]);
    expect(items[1].account).toEqual({ id: customerId, name: 'Suda Rattanakorn' });
    expect(items.every((item) => isRecent(item.at))).toBe(true);
    // a customer does not read the log
    expect(
      (
        await api.request('GET', `${STAFF}/${shipment.id}/documents/${doc.id}/downloads`, {
          token: customer,
        })
      ).status,
    ).toBe(403);
  });

  it('answers the same 404 to another company, no company, another shipment and no document', async () => {
    const shipment = await book();
    const other = await book();
    const doc = (await upload(shipment.id, 'kind=packingList')).body;
    const otherDoc = (await upload(other.id, 'kind=packingList')).body;
    const refusals = [
      await portal(ofOtherCompany, `/${shipment.id}/documents/${doc.id}`),
      await portal(ofNone, `/${shipment.id}/documents/${doc.id}`),
      // the document id of another shipment of the same company
      await portal(customer, `/${other.id}/documents/${doc.id}`),
      await portal(customer, `/999999/documents/${doc.id}`),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual(refusals[0].body);
    }
    const unknown = await portal(customer, `/${shipment.id}/documents/999999`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      ...refusals[0].body,
      error: refusals[0].body.error.replace(String(doc.id), '999999'),
    });
    expect(otherDoc.id).not.toBe(doc.id);
    const staffRefusals = [
      await staff('GET', `/${shipment.id}/documents/${otherDoc.id}`),
      await staff('GET', `/${shipment.id}/documents/999999`),
    ];
    for (const res of staffRefusals) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('notFound');
    }
    expect((await portal(ofOtherCompany, `/${shipment.id}/documents`)).status).toBe(404);
    // the list reads as the portal's own shipment look-up: another company's is no shipment
    expect((await portal(ofOtherCompany, `/${shipment.id}/documents`)).body).toEqual(
      (await portal(ofOtherCompany, `/${shipment.id}`)).body,
    );
    expect((await portal(ofNone, `/${shipment.id}/documents`)).status).toBe(404);
    // nothing noted of the refused downloads
    expect(
      (await staff('GET', `/${shipment.id}/documents/${doc.id}/downloads`)).body.items,
    ).toEqual([]);
    expect((await staff('GET', `/999999/documents`)).status).toBe(404);
    expect((await upload(999999, 'kind=other')).status).toBe(404);
  });

  it('refuses a renamed executable, a file over 20 MB and a name with a folder, keeping nothing', async () => {
    const shipment = await book();
    const renamed = await upload(shipment.id, 'kind=other&name=x.pdf', EXECUTABLE);
    expect(renamed.status).toBe(415);
    expect(renamed.body).toMatchObject({ code: 'unsupportedDocument', field: 'file' });

    const large = await upload(shipment.id, 'kind=other', bytesOf('%PDF-1.7', 21 * 1024 * 1024));
    expect(large.status).toBe(413);
    expect(large.body).toMatchObject({ code: 'bodyTooLarge', field: 'file' });
    expect(DOCUMENT_MAX_BYTES).toBe(20 * 1024 * 1024);

    const folder = await upload(shipment.id, 'kind=other&name=..%2F..%2Fetc%2Fpasswd.pdf');
    expect(folder.status).toBe(422);
    expect(folder.body.field).toBe('name');

    const noKind = await upload(shipment.id, 'name=x.pdf');
    expect(noKind.status).toBe(422);
    expect(noKind.body.field).toBe('kind');

    const wrongKind = await upload(shipment.id, 'kind=other&markDelivered=true');
    expect(wrongKind.status).toBe(422);
    expect(wrongKind.body.field).toBe('markDelivered');

    expect(await documentsOf(shipment.id)).toEqual([]);
  });

  it('marks the shipment delivered with a proof of delivery', async () => {
    const shipment = await book();
    const res = await upload(
      shipment.id,
      'kind=proofOfDelivery&markDelivered=true&name=pod.jpg',
      PDF,
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'proofOfDelivery', name: 'pod.pdf' });
    const after = (await staff('GET', `/${shipment.id}`)).body as Shipment;
    expect(after.status).toBe('delivered');
    expect(after.events.at(-1)).toMatchObject({
      status: 'delivered',
      place: sample.destination.name,
      note: 'Proof of delivery uploaded',
    });
    expect(isRecent(after.events.at(-1)!.at)).toBe(true);
    // without markDelivered, a proof of delivery is only kept
    const plain = await book();
    expect((await upload(plain.id, 'kind=proofOfDelivery&markDelivered=false')).status).toBe(201);
    expect(((await staff('GET', `/${plain.id}`)).body as Shipment).status).toBe('booked');
  });

  it('refuses to mark a canceled shipment delivered, keeping nothing', async () => {
    const shipment = await book();
    expect((await staff('POST', `/${shipment.id}/cancel`)).status).toBe(200);
    const res = await upload(shipment.id, 'kind=proofOfDelivery&markDelivered=true');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'shipmentCanceled', field: 'id' });
    expect(await documentsOf(shipment.id)).toEqual([]);
    expect(((await staff('GET', `/${shipment.id}`)).body as Shipment).events).toHaveLength(1);
  });

  it('takes the document away again when the shipment refuses the event after it was kept', async () => {
    // canceled between the upload's first check and its event: the event's own refusal
    const shipment = await book();
    expect((await staff('POST', `/${shipment.id}/cancel`)).status).toBe(200);
    const service = shipmentDocumentsService(api.deps);
    const file = { name: 'pod.pdf', type: 'application/pdf' as const, bytes: PDF };
    const options = { kind: 'proofOfDelivery' as const, markDelivered: true };
    await expect(
      service.upload(shipment.id, file, options, editorId, 'http://localhost'),
    ).rejects.toMatchObject({ status: 409, code: 'shipmentCanceled' });
    expect(await documentsOf(shipment.id)).toEqual([]);
  });

  it('lets an admin alone delete a document, and a deleted shipment takes its documents', async () => {
    const shipment = await book();
    const doc = (await upload(shipment.id, 'kind=certificateOfOrigin')).body;
    const path = `/${shipment.id}/documents/${doc.id}`;
    expect((await staff('DELETE', path)).status).toBe(403);
    expect((await staff('DELETE', path, { token: admin })).status).toBe(200);
    expect((await staff('DELETE', path, { token: admin })).status).toBe(404);
    expect(await documentsOf(shipment.id)).toEqual([]);

    const kept = (await upload(shipment.id, 'kind=customsDeclaration')).body;
    expect((await staff('DELETE', `/${shipment.id}`, { token: admin })).status).toBe(200);
    expect(await api.deps.stores.shipmentDocuments.find(kept.id)).toBeUndefined();
  });

  it('answers 422 naming the parameter for an impossible id', async () => {
    for (const bad of impossibleIds) {
      expectImpossibleId(await staff('GET', `/${bad}/documents`));
      expectImpossibleId(await staff('GET', `/1/documents/${bad}`), 'documentId');
      expectImpossibleId(await portal(customer, `/1/documents/${bad}`), 'documentId');
    }
  });
});
