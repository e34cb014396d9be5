// The hotel area (groups, hotels and hotel services) through GraphQL against the real upstream: each operation's
// success and failure, pictures sent as data URLs and served back byte for byte (an edit without a
// picture keeps it), field errors naming the input's fields, clear conflicts for duplicates and for
// deletes something still depends on, refusals by permission (WRITE to add and edit, MAINTAIN to
// delete) and by level, with nothing written, and the audit log showing each write.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { audit as auditApi, restaurant } from '@hotel/schema';
import { at, PNG_BYTES } from '@hotel/upstream/test-harness';
import { startStack, type GqlResult, type Stack } from '../../test/stack.js';

const dataUrl = (bytes: Uint8Array) => `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`;
const PNG = dataUrl(PNG_BYTES);
const OTHER_PNG_BYTES = Uint8Array.from([...PNG_BYTES, 0]);

const HOTEL_FIELDS = `id title name type address contactNumber email contactNumbersList groupId groupTitle prefix
  bedsPropertyId vatApplicable companyRegistrationNumber companyRegistrationAddress vatNumber webAddress
  cardImage cardLogo sideBarImage titleImage headerLogo sideBarLogo serviceCount`;
const GROUP_FIELDS =
  'id name address contactPerson email active contactNumbersList cardLogo cardImage sideBarImage hotelCount';
const SERVICE_FIELDS = 'id name serviceType active hotelId cardImage cardLogo';

const CREATE_GROUP = `mutation($i: GroupInput!) { createHotelGroup(input: $i) { message group { ${GROUP_FIELDS} } } }`;
const UPDATE_GROUP = `mutation($id: Int!, $i: GroupInput!) { updateHotelGroup(id: $id, input: $i) { message group { ${GROUP_FIELDS} } } }`;
const DELETE_GROUP = 'mutation($id: Int!) { deleteHotelGroup(id: $id) { message id } }';
const GROUPS = `query($name: String) { groupPage(name: $name, size: 50) { total items { ${GROUP_FIELDS} } } }`;
const CREATE_HOTEL = `mutation($i: HotelInput!) { createHotel(input: $i) { message hotel { ${HOTEL_FIELDS} } } }`;
const UPDATE_HOTEL = `mutation($id: Int!, $i: HotelInput!) { updateHotel(id: $id, input: $i) { message hotel { ${HOTEL_FIELDS} } } }`;
const DELETE_HOTEL = 'mutation($id: Int!) { deleteHotel(id: $id) { message id } }';
const HOTELS = `query($g: Int, $h: Int, $name: String, $sort: HotelSort, $dir: SortDirection) {
  hotelPage(groupId: $g, hotelId: $h, name: $name, sortField: $sort, direction: $dir, size: 50) { total items { ${HOTEL_FIELDS} } } }`;
const CREATE_SERVICE = `mutation($i: HotelServiceInput!) { createHotelService(input: $i) { message service { ${SERVICE_FIELDS} } } }`;
const UPDATE_SERVICE = `mutation($id: Int!, $i: HotelServiceInput!) { updateHotelService(id: $id, input: $i) { message service { ${SERVICE_FIELDS} } } }`;
const DELETE_SERVICE = 'mutation($id: Int!) { deleteHotelService(id: $id) { message id } }';
const SERVICES = `query($h: Int!, $name: String) { hotelServicePage(hotelId: $h, name: $name) { total items { ${SERVICE_FIELDS} } } }`;
const RIGHTS = `{ hotelRights { groups { add edit delete } hotels { add edit delete } services { add edit delete } } }`;

type Row = Record<string, unknown> & { id: number };

describe('groups, hotels and services through GraphQL', () => {
  let stack: Stack;
  let admin: string;
  let groupAdmin: string;
  let hotelAdmin: string;
  let serviceAdmin: string;
  let auditor: string;
  let groupId: number;
  let colomboId: number;
  let frontOfficeId: number;
  let restaurantId: number;

  const codeOf = (res: GqlResult) => res.errors?.[0]?.extensions?.code;
  const fieldsOf = (res: GqlResult) => res.errors?.[0]?.extensions?.fieldErrors?.map((e) => e.field);
  const count = async (table: string) =>
    Number((await stack.upstream.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n);
  const ok = <T>(res: GqlResult<T>): T => {
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    return res.data!;
  };
  /** The audit log's rows for an entity (table) and id, newest first, as an administrator reads them. */
  const audit = async (entity: string, id: number) => {
    const res = await stack.upstream.api('GET', at(auditApi.searchAuditLog, {}, { entity, page: 0, size: 200 }), {
      token: await stack.upstream.signIn('admin@demo.lk'),
    });
    assert.equal(res.json.statusCode, '20000', JSON.stringify(res.json));
    return (
      res.json.result.auditLog as { entityId: string; action: string; actorEmail: string; after: Row | null }[]
    ).filter((e) => e.entityId === String(id));
  };
  const picture = async (url: unknown) => {
    assert.match(String(url), /^\/files\/images\/[0-9a-f-]{36}$/);
    const res = await fetch(`${stack.bff.url}${String(url)}`);
    assert.equal(res.status, 200);
    return new Uint8Array(await res.arrayBuffer());
  };
  const hotelInput = (name: string, extra: Record<string, unknown> = {}) => ({
    groupId,
    title: name,
    name,
    type: 'RESORT',
    address: '1 Lighthouse Street, Galle',
    contactNumber: '+94912222222',
    email: 'front@galle.example',
    contactNumbersList: ['+94912222223'],
    bedsPropertyId: 'BEDS-42',
    vatApplicable: true,
    companyRegistrationNumber: 'PV 1234',
    companyRegistrationAddress: '1 Lighthouse Street',
    vatNumber: '114-7788',
    webAddress: 'https://galle.example',
    ...extra,
  });

  before(async () => {
    stack = await startStack();
    const signIn = (user: string) => stack.signIn(`${user}@demo.lk`);
    [admin, groupAdmin, hotelAdmin, serviceAdmin, auditor] = await Promise.all([
      signIn('admin'),
      signIn('group.admin'),
      signIn('hotel.admin'),
      signIn('service.admin'),
      signIn('auditor'),
    ]);
    const db = stack.upstream.db;
    groupId = (await db.query<{ id: number }>("select id from app_group where name = 'Serendib Hotels'"))[0]!.id;
    colomboId = (await db.query<{ id: number }>("select id from hotel where name = 'Serendib Colombo'"))[0]!.id;
    const services = await db.query<{ id: number; service_type: string }>(
      'select id, service_type from hotel_service where hotel_id = $1',
      [colomboId],
    );
    frontOfficeId = services.find((s) => s.service_type === 'HOTEL')!.id;
    restaurantId = services.find((s) => s.service_type === 'RESTAURANT')!.id;
  });
  after(() => stack.close());

  describe('groups', () => {
    test('an administrator adds a group with pictures, edits it keeping them, and deletes it; each write is audited', async () => {
      const created = ok(
        await stack.gql<{ createHotelGroup: { message: string; group: Row } }>(
          CREATE_GROUP,
          {
            i: {
              name: 'Lagoon Collection',
              address: '3 Lagoon Road, Negombo',
              contactPerson: 'Nimal Perera',
              email: 'office@lagoon.example',
              contactNumbersList: ['+94312222222', '+94312222223'],
              cardLogo: PNG,
              cardImage: PNG,
            },
          },
          { token: admin },
        ),
      ).createHotelGroup;
      assert.equal(created.message, 'Group created');
      const group = created.group;
      assert.deepEqual(
        [group.name, group.contactPerson, group.contactNumbersList, group.active, group.hotelCount, group.sideBarImage],
        ['Lagoon Collection', 'Nimal Perera', ['+94312222222', '+94312222223'], true, 0, null],
      );
      assert.deepEqual(await picture(group.cardLogo), PNG_BYTES);

      const edited = ok(
        await stack.gql<{ updateHotelGroup: { group: Row } }>(
          UPDATE_GROUP,
          { id: group.id, i: { name: 'Lagoon Hotels', active: false, sideBarImage: dataUrl(OTHER_PNG_BYTES) } },
          { token: admin },
        ),
      ).updateHotelGroup.group;
      assert.deepEqual(
        [edited.name, edited.active, edited.cardLogo, edited.cardImage],
        ['Lagoon Hotels', false, group.cardLogo, group.cardImage],
      );
      assert.deepEqual(await picture(edited.sideBarImage), OTHER_PNG_BYTES);

      const listed = ok(
        await stack.gql<{ groupPage: { total: number; items: Row[] } }>(GROUPS, { name: 'lagoon' }, { token: admin }),
      );
      assert.deepEqual(
        listed.groupPage.items.map((g) => g.name),
        ['Lagoon Hotels'],
      );

      const deleted = ok(
        await stack.gql<{ deleteHotelGroup: { message: string } }>(DELETE_GROUP, { id: group.id }, { token: admin }),
      );
      assert.equal(deleted.deleteHotelGroup.message, 'Group deleted');
      const rows = await audit('app_group', group.id);
      assert.deepEqual(rows.map((r) => r.action).sort(), ['DELETE', 'INSERT', 'UPDATE']);
      assert.ok(rows.every((r) => r.actorEmail === 'admin@demo.lk'));
    });

    test('bad input names the fields; a duplicate name is a CONFLICT; nothing is written', async () => {
      const before = await count('app_group');
      const bad = await stack.gql(CREATE_GROUP, { i: { name: ' ', email: 'not-an-email' } }, { token: admin });
      assert.equal(codeOf(bad), 'BAD_USER_INPUT');
      assert.deepEqual(fieldsOf(bad), ['name', 'email']);
      const badPicture = await stack.gql(
        CREATE_GROUP,
        { i: { name: 'Pictureless', cardImage: 'data:text/plain;base64,aGk=' } },
        { token: admin },
      );
      assert.deepEqual(badPicture.errors?.[0]?.extensions?.fieldErrors, [
        {
          field: 'cardImage',
          message: 'The picture must be a PNG, JPEG, WebP, GIF or SVG image',
          reason: 'PICTURE_TYPE_NOT_ALLOWED',
        },
      ]);
      const dup = await stack.gql(CREATE_GROUP, { i: { name: 'serendib hotels' } }, { token: admin });
      assert.equal(codeOf(dup), 'CONFLICT');
      assert.equal(dup.errors![0]!.message, 'A group with this name already exists');
      assert.deepEqual(fieldsOf(dup), ['name'], 'the taken name is named on its field');
      assert.equal(await count('app_group'), before);
    });

    test('a group admin sees and edits their group but may neither add nor delete one; a group with hotels stays', async () => {
      const mine = ok(await stack.gql<{ groupPage: { items: Row[] } }>(GROUPS, {}, { token: groupAdmin })).groupPage
        .items;
      assert.deepEqual(
        mine.map((g) => [g.name, g.hotelCount]),
        [['Serendib Hotels', 2]],
      );
      const edited = ok(
        await stack.gql<{ updateHotelGroup: { group: Row } }>(
          UPDATE_GROUP,
          { id: groupId, i: { name: 'Serendib Hotels', contactPerson: 'Group Office', address: '12 Galle Road' } },
          { token: groupAdmin },
        ),
      ).updateHotelGroup.group;
      assert.deepEqual(
        [edited.contactPerson, edited.hotelCount, edited.cardLogo],
        ['Group Office', 2, mine[0]!.cardLogo],
      );

      const before = await count('app_group');
      const add = await stack.gql(CREATE_GROUP, { i: { name: 'Second Group' } }, { token: groupAdmin });
      assert.equal(codeOf(add), 'FORBIDDEN');
      assert.equal(add.errors![0]!.message, 'Only system administrators may add hotel groups');
      const remove = await stack.gql(DELETE_GROUP, { id: groupId }, { token: groupAdmin });
      assert.equal(codeOf(remove), 'FORBIDDEN');
      const withHotels = await stack.gql(DELETE_GROUP, { id: groupId }, { token: admin });
      assert.equal(codeOf(withHotels), 'CONFLICT');
      assert.equal(withHotels.errors![0]!.message, 'The group still has hotels. Delete them first.');
      assert.equal(await count('app_group'), before);
    });

    test('without the GROUP permission the list and the writes are refused before the upstream', async () => {
      const list = await stack.gql(GROUPS, {}, { token: auditor, serviceId: frontOfficeId });
      assert.equal(codeOf(list), 'FORBIDDEN');
      const before = await count('app_group');
      const add = await stack.gql(
        CREATE_GROUP,
        { i: { name: 'Auditor Group' } },
        { token: auditor, serviceId: frontOfficeId },
      );
      assert.equal(codeOf(add), 'FORBIDDEN');
      assert.equal(await count('app_group'), before);
    });
  });

  describe('hotels', () => {
    test('a group admin adds a hotel with every field and pictures, edits it keeping pictures and prefix, and deletes it', async () => {
      const created = ok(
        await stack.gql<{ createHotel: { message: string; hotel: Row } }>(
          CREATE_HOTEL,
          { i: hotelInput('Serendib Galle', { cardImage: PNG, headerLogo: PNG }) },
          { token: groupAdmin },
        ),
      ).createHotel;
      assert.equal(created.message, 'Hotel created');
      const hotel = created.hotel;
      assert.deepEqual(
        [
          hotel.prefix,
          hotel.type,
          hotel.groupTitle,
          hotel.bedsPropertyId,
          hotel.vatApplicable,
          hotel.vatNumber,
          hotel.contactNumbersList,
          hotel.serviceCount,
          hotel.cardLogo,
        ],
        ['SGA', 'RESORT', 'Serendib Hotels', 'BEDS-42', true, '114-7788', ['+94912222223'], 0, null],
      );
      assert.deepEqual(await picture(hotel.cardImage), PNG_BYTES);
      assert.deepEqual(await picture(hotel.headerLogo), PNG_BYTES);

      const edited = ok(
        await stack.gql<{ updateHotel: { message: string; hotel: Row } }>(
          UPDATE_HOTEL,
          {
            id: hotel.id,
            i: hotelInput('Serendib Galle Fort', {
              title: 'Galle Fort',
              type: 'BOUTIQUE',
              bedsPropertyId: '',
              sideBarLogo: dataUrl(OTHER_PNG_BYTES),
            }),
          },
          { token: groupAdmin },
        ),
      ).updateHotel;
      assert.equal(edited.message, 'Hotel updated');
      assert.deepEqual(
        [
          edited.hotel.name,
          edited.hotel.title,
          edited.hotel.type,
          edited.hotel.prefix,
          edited.hotel.bedsPropertyId,
          edited.hotel.cardImage,
          edited.hotel.headerLogo,
        ],
        ['Serendib Galle Fort', 'Galle Fort', 'BOUTIQUE', 'SGA', null, hotel.cardImage, hotel.headerLogo],
      );
      assert.deepEqual(await picture(edited.hotel.sideBarLogo), OTHER_PNG_BYTES);

      const listed = ok(
        await stack.gql<{ hotelPage: { total: number; items: Row[] } }>(
          HOTELS,
          { g: groupId, sort: 'name', dir: 'DESC' },
          { token: groupAdmin },
        ),
      );
      assert.deepEqual(
        listed.hotelPage.items.map((h) => [h.name, h.serviceCount]),
        [
          ['Serendib Kandy', 4],
          ['Serendib Galle Fort', 0],
          ['Serendib Colombo', 4],
        ],
      );

      const deleted = ok(
        await stack.gql<{ deleteHotel: { message: string } }>(DELETE_HOTEL, { id: hotel.id }, { token: groupAdmin }),
      );
      assert.equal(deleted.deleteHotel.message, 'Hotel deleted');
      const rows = await audit('hotel', hotel.id);
      assert.deepEqual(rows.map((r) => r.action).sort(), ['DELETE', 'INSERT', 'UPDATE']);
      const insert = rows.find((r) => r.action === 'INSERT')!;
      assert.equal(insert.actorEmail, 'group.admin@demo.lk');
      assert.equal(insert.after?.['name'], 'Serendib Galle');
    });

    test('bad input names the fields, duplicates are CONFLICTs, and nothing is written', async () => {
      const before = await count('hotel');
      const bad = await stack.gql(
        CREATE_HOTEL,
        { i: hotelInput('Bad Hotel', { title: '', email: 'nope', prefix: 'x1' }) },
        { token: groupAdmin },
      );
      assert.equal(codeOf(bad), 'BAD_USER_INPUT');
      assert.deepEqual(fieldsOf(bad), ['title', 'email', 'prefix']);
      assert.match(bad.errors![0]!.message, /^title: /);
      const badPicture = await stack.gql(
        CREATE_HOTEL,
        { i: hotelInput('Bad Picture', { titleImage: 'data:image/png;base64,' }) },
        { token: groupAdmin },
      );
      assert.deepEqual(fieldsOf(badPicture), ['titleImage']);
      const junkContact = await stack.gql(
        CREATE_HOTEL,
        { i: hotelInput('Junk Contact', { contactNumber: 'abc', webAddress: 'not a url' }) },
        { token: groupAdmin },
      );
      assert.equal(codeOf(junkContact), 'BAD_USER_INPUT');
      assert.deepEqual(junkContact.errors![0]!.extensions!.fieldErrors, [
        { field: 'contactNumber', message: 'Invalid phone number', reason: 'INVALID_PHONE_NUMBER' },
        { field: 'webAddress', message: 'Invalid web address', reason: 'INVALID_WEB_ADDRESS' },
      ]);
      const dupName = await stack.gql(CREATE_HOTEL, { i: hotelInput('serendib colombo') }, { token: groupAdmin });
      assert.equal(codeOf(dupName), 'CONFLICT');
      assert.equal(dupName.errors![0]!.message, 'A hotel with this name already exists in the group');
      assert.deepEqual(fieldsOf(dupName), ['name'], 'the taken name is named on its field');
      const dupPrefix = await stack.gql(
        CREATE_HOTEL,
        { i: hotelInput('Serendib Ella', { prefix: 'SKY' }) },
        { token: groupAdmin },
      );
      assert.equal(dupPrefix.errors![0]!.message, 'A hotel with this prefix already exists');
      assert.deepEqual(fieldsOf(dupPrefix), ['prefix']);
      const unknown = await stack.gql(UPDATE_HOTEL, { id: 999999, i: hotelInput('Nowhere') }, { token: groupAdmin });
      assert.equal(codeOf(unknown), 'NOT_FOUND');
      assert.equal(await count('hotel'), before);
    });

    test('a hotel with services is not deleted: a clear CONFLICT, nothing removed', async () => {
      const before = await count('hotel');
      const res = await stack.gql(DELETE_HOTEL, { id: colomboId }, { token: groupAdmin });
      assert.equal(codeOf(res), 'CONFLICT');
      assert.equal(res.errors![0]!.message, 'The hotel still has services. Delete them first.');
      assert.equal(await count('hotel'), before);
    });

    test('a hotel admin edits a hotel but adds and deletes none; a service admin only reads', async () => {
      const edited = ok(
        await stack.gql<{ updateHotel: { hotel: Row } }>(
          UPDATE_HOTEL,
          {
            id: colomboId,
            i: {
              groupId,
              title: 'Serendib Colombo',
              name: 'Serendib Colombo',
              address: '12 Galle Road, Colombo 03',
              vatApplicable: true,
            },
          },
          { token: hotelAdmin },
        ),
      ).updateHotel.hotel;
      assert.deepEqual([edited.prefix, edited.serviceCount], ['SCB', 4]);
      const before = await count('hotel');
      const add = await stack.gql(CREATE_HOTEL, { i: hotelInput('Hotel Admin Hotel') }, { token: hotelAdmin });
      assert.equal(codeOf(add), 'FORBIDDEN');
      assert.equal(add.errors![0]!.message, 'Only system or group administrators may add hotels');
      const remove = await stack.gql(DELETE_HOTEL, { id: colomboId }, { token: hotelAdmin });
      assert.equal(codeOf(remove), 'FORBIDDEN');
      const read = ok(await stack.gql<{ hotelPage: { total: number } }>(HOTELS, {}, { token: serviceAdmin }));
      assert.equal(read.hotelPage.total, 2);
      const one = ok(
        await stack.gql<{ hotelPage: { items: Row[] } }>(HOTELS, { h: colomboId }, { token: serviceAdmin }),
      );
      assert.deepEqual(
        one.hotelPage.items.map((h) => h.name),
        ['Serendib Colombo'],
      );
      const write = await stack.gql(
        UPDATE_HOTEL,
        { id: colomboId, i: hotelInput('Serendib Colombo') },
        { token: serviceAdmin },
      );
      assert.equal(codeOf(write), 'FORBIDDEN');
      assert.equal(await count('hotel'), before);
    });

    test('an unknown sort field is refused naming the argument', async () => {
      const res = await stack.gql(HOTELS, { sort: 'password' }, { token: groupAdmin });
      assert.equal(codeOf(res), 'BAD_USER_INPUT');
      assert.deepEqual(fieldsOf(res), ['sortField']);
    });

    test('a sort, direction or page size outside the list is refused naming it, with what it may be', async () => {
      const sort = await stack.gql('{ groupPage(sortField: password) { total } }', {}, { token: groupAdmin });
      assert.equal(codeOf(sort), 'BAD_USER_INPUT');
      assert.deepEqual(fieldsOf(sort), ['sortField']);
      assert.equal(sort.errors?.[0]?.message, 'Sort by one of: name, contactPerson, email, hotelCount, active, id');

      const direction = await stack.gql('{ groupPage(direction: SIDEWAYS) { total } }', {}, { token: groupAdmin });
      assert.equal(codeOf(direction), 'BAD_USER_INPUT');
      assert.deepEqual(fieldsOf(direction), ['direction']);

      const size = await stack.gql('{ hotelServicePage(hotelId: 1, size: 500) { total } }', {}, { token: groupAdmin });
      assert.equal(codeOf(size), 'BAD_USER_INPUT');
      assert.deepEqual(fieldsOf(size), ['size']);
    });

    test('a page comes from the paged search: its size, its number and the count of every match', async () => {
      const first = ok(
        await stack.gql<{ groupPage: { total: number; page: number; size: number; items: { name: string }[] } }>(
          '{ groupPage(page: 0, size: 1, sortField: name, direction: DESC) { total page size items { name } } }',
          {},
          { token: admin },
        ),
      ).groupPage;
      assert.equal(first.size, 1);
      assert.equal(first.page, 0);
      assert.equal(first.items.length, 1);
      assert.ok(first.total >= 1, `total ${first.total}`);
      const second = ok(
        await stack.gql<{ groupPage: { page: number; items: { name: string }[] } }>(
          '{ groupPage(page: 1, size: 1, sortField: name, direction: DESC) { page items { name } } }',
          {},
          { token: admin },
        ),
      ).groupPage;
      assert.equal(second.page, 1);
      assert.equal(second.items.length, first.total > 1 ? 1 : 0);
      if (second.items[0]) {
        const [a, b] = [first.items[0]!.name, second.items[0].name];
        assert.ok(b.localeCompare(a, 'en', { sensitivity: 'base' }) <= 0, `${b} after ${a}, descending`);
      }
    });

    test('the rights follow the level: the screens show only the buttons that work', async () => {
      const rights = async (token: string, serviceId?: number) =>
        ok(
          await stack.gql<{ hotelRights: Record<string, Record<string, boolean>> }>(
            RIGHTS,
            {},
            { token, serviceId: serviceId ?? null },
          ),
        ).hotelRights;
      const flags = (r: Record<string, Record<string, boolean>>) =>
        Object.fromEntries(Object.entries(r).map(([k, v]) => [k, [v['add'], v['edit'], v['delete']]]));
      assert.deepEqual(flags(await rights(admin)), {
        groups: [true, true, true],
        hotels: [true, true, true],
        services: [true, true, true],
      });
      assert.deepEqual(flags(await rights(groupAdmin)), {
        groups: [false, true, false],
        hotels: [true, true, true],
        services: [true, true, true],
      });
      assert.deepEqual(flags(await rights(hotelAdmin)), {
        groups: [false, false, false],
        hotels: [false, true, false],
        services: [true, true, true],
      });
      assert.deepEqual(flags(await rights(serviceAdmin)), {
        groups: [false, false, false],
        hotels: [false, false, false],
        services: [false, false, false],
      });
      assert.deepEqual(flags(await rights(auditor, frontOfficeId)), {
        groups: [false, false, false],
        hotels: [false, false, false],
        services: [false, false, false],
      });
    });
  });

  describe('hotel services', () => {
    test('a group admin works in a service the moment they created it, though their session was cached before', async () => {
      const hotel = ok(
        await stack.gql<{ createHotel: { hotel: Row } }>(
          CREATE_HOTEL,
          { i: hotelInput('Serendib Haputale') },
          { token: groupAdmin },
        ),
      ).createHotel.hotel;
      const service = ok(
        await stack.gql<{ createHotelService: { service: Row } }>(
          CREATE_SERVICE,
          { i: { hotelId: hotel.id, name: 'Haputale Cafe', serviceType: 'RESTAURANT' } },
          { token: groupAdmin },
        ),
      ).createHotelService.service;
      const role = ok(
        await stack.gql<{ createServiceRole: { role: { serviceId: number } } }>(
          'mutation($i: ServiceRoleInput!) { createServiceRole(input: $i) { role { serviceId } } }',
          { i: { serviceId: service.id, name: 'Haputale Cashier' } },
          { token: groupAdmin },
        ),
      ).createServiceRole.role;
      assert.equal(role.serviceId, service.id);
    });

    test('a group admin adds a service with pictures to a new hotel, edits it, and deletes it; audited', async () => {
      const hotel = ok(
        await stack.gql<{ createHotel: { hotel: Row } }>(
          CREATE_HOTEL,
          { i: hotelInput('Serendib Ella') },
          { token: groupAdmin },
        ),
      ).createHotel.hotel;
      const created = ok(
        await stack.gql<{ createHotelService: { message: string; service: Row } }>(
          CREATE_SERVICE,
          { i: { hotelId: hotel.id, name: 'Hill Cafe', serviceType: 'RESTAURANT', cardImage: PNG, cardLogo: PNG } },
          { token: groupAdmin },
        ),
      ).createHotelService;
      assert.equal(created.message, 'Service created');
      const service = created.service;
      assert.deepEqual([service.serviceType, service.active, service.hotelId], ['RESTAURANT', true, hotel.id]);
      assert.deepEqual(await picture(service.cardLogo), PNG_BYTES);

      const edited = ok(
        await stack.gql<{ updateHotelService: { service: Row } }>(
          UPDATE_SERVICE,
          { id: service.id, i: { hotelId: hotel.id, name: 'Hill Stores', serviceType: 'INVENTORY', active: false } },
          { token: groupAdmin },
        ),
      ).updateHotelService.service;
      assert.deepEqual(
        [edited.name, edited.serviceType, edited.active, edited.cardImage, edited.cardLogo],
        ['Hill Stores', 'INVENTORY', false, service.cardImage, service.cardLogo],
      );
      const listed = ok(
        await stack.gql<{ hotelServicePage: { items: Row[] } }>(SERVICES, { h: hotel.id }, { token: groupAdmin }),
      );
      assert.deepEqual(
        listed.hotelServicePage.items.map((s) => s.name),
        ['Hill Stores'],
      );
      const counted = ok(
        await stack.gql<{ hotelPage: { items: Row[] } }>(HOTELS, { h: hotel.id }, { token: groupAdmin }),
      );
      assert.equal(counted.hotelPage.items[0]!.serviceCount, 1);

      const refused = await stack.gql(DELETE_HOTEL, { id: hotel.id }, { token: groupAdmin });
      assert.equal(refused.errors![0]!.message, 'The hotel still has services. Delete them first.');
      ok(await stack.gql(DELETE_SERVICE, { id: service.id }, { token: groupAdmin }));
      ok(await stack.gql(DELETE_HOTEL, { id: hotel.id }, { token: groupAdmin }));
      const rows = await audit('hotel_service', service.id);
      assert.deepEqual(rows.map((r) => r.action).sort(), ['DELETE', 'INSERT', 'UPDATE']);
    });

    test('bad input names the field, a duplicate name is a CONFLICT, nothing is written', async () => {
      const before = await count('hotel_service');
      const bad = await stack.gql(
        CREATE_SERVICE,
        { i: { hotelId: colomboId, name: '  ', serviceType: 'HOTEL' } },
        { token: hotelAdmin },
      );
      assert.equal(codeOf(bad), 'BAD_USER_INPUT');
      assert.deepEqual(fieldsOf(bad), ['name']);
      const dup = await stack.gql(
        CREATE_SERVICE,
        { i: { hotelId: colomboId, name: 'ocean restaurant', serviceType: 'RESTAURANT' } },
        { token: hotelAdmin },
      );
      assert.equal(codeOf(dup), 'CONFLICT');
      assert.equal(dup.errors![0]!.message, 'A service with this name already exists in the hotel');
      assert.deepEqual(fieldsOf(dup), ['name'], 'the taken name is named on its field');
      assert.equal(await count('hotel_service'), before);
    });

    test('a service with an open order is not deleted: the orders are named, nothing removed', async () => {
      const waiter = await stack.upstream.signIn('waiter@demo.lk');
      const db = stack.upstream.db;
      const [table] = await db.query<{ id: number }>(
        "select id from restaurant_table where hotel_service_id = $1 and number = '5'",
        [restaurantId],
      );
      const [item] = await db.query<{ id: number }>(
        'select id from food_item where hotel_service_id = $1 and active limit 1',
        [restaurantId],
      );
      const taken = await stack.upstream.api('POST', at(restaurant.allocateTable), {
        token: waiter,
        body: { tableId: table!.id, hotelServiceId: restaurantId },
      });
      assert.equal(taken.json.statusCode, '20000', JSON.stringify(taken.json));
      const allocationId = taken.json.result.restaurantTable.tableAllocationId;
      const cash = await stack.upstream.api('PUT', at(restaurant.updateTableAllocation), {
        token: waiter,
        body: { tableId: table!.id, hotelServiceId: restaurantId, paymentMethod: 'CASH' },
      });
      assert.equal(cash.json.statusCode, '20000', JSON.stringify(cash.json));
      const order = await stack.upstream.api('POST', at(restaurant.createOrder), {
        token: waiter,
        body: {
          tableId: table!.id,
          tableAllocationId: allocationId,
          orderTime: '12:30',
          totalPrice: 500,
          orderStatus: 'PLACED',
          guestType: 'INSIDE',
          orderType: 'DINE',
          orderedItemDtoList: [{ itemId: item!.id, quantity: 1, remarks: '' }],
        },
      });
      assert.equal(order.json.statusCode, '20000', JSON.stringify(order.json));
      const before = await count('hotel_service');
      const res = await stack.gql(DELETE_SERVICE, { id: restaurantId }, { token: groupAdmin });
      assert.equal(codeOf(res), 'CONFLICT');
      assert.equal(res.errors![0]!.message, 'The service has open orders. Complete or cancel them first.');
      assert.equal(await count('hotel_service'), before);
    });

    test('WRITE adds and edits but does not delete; without WRITE nothing is added; a staff level writes nothing', async () => {
      // The auditor's role reads HOTEL_SERVICE; the front desk's role gets WRITE on it.
      const db = stack.upstream.db;
      const grant = (email: string, status: number) =>
        db.query(
          `update service_role_permission p set status = $2
             from user_allocation a, app_user u, feature f
            where u.email = $1 and a.user_id = u.id and p.service_role_id = a.service_role_id
              and f.id = p.feature_id and f.prefix = 'HOTEL_SERVICE'`,
          [email, status],
        );
      await grant('auditor@demo.lk', 0);
      await grant('frontdesk@demo.lk', 1);
      const reader = await stack.signIn('auditor@demo.lk');
      const writer = await stack.signIn('frontdesk@demo.lk');
      const as = (token: string) => ({ token, serviceId: frontOfficeId });

      const listed = ok(
        await stack.gql<{ hotelServicePage: { total: number } }>(SERVICES, { h: colomboId }, as(reader)),
      );
      // A staff member's scope is the services they work in.
      assert.equal(listed.hotelServicePage.total, 1);
      const before = await count('hotel_service');
      const readerAdd = await stack.gql(
        CREATE_SERVICE,
        { i: { hotelId: colomboId, name: 'Spa', serviceType: 'HOTEL' } },
        as(reader),
      );
      assert.equal(codeOf(readerAdd), 'FORBIDDEN');
      assert.match(readerAdd.errors![0]!.message, /HOTEL_SERVICE ADD/);
      const readerEdit = await stack.gql(
        UPDATE_SERVICE,
        { id: frontOfficeId, i: { hotelId: colomboId, name: 'Renamed', serviceType: 'HOTEL' } },
        as(reader),
      );
      assert.equal(codeOf(readerEdit), 'FORBIDDEN');
      const writerDelete = await stack.gql(DELETE_SERVICE, { id: frontOfficeId }, as(writer));
      assert.equal(codeOf(writerDelete), 'FORBIDDEN');
      assert.match(writerDelete.errors![0]!.message, /HOTEL_SERVICE DELETE/);
      // WRITE passes the guard, but the services let only administrators manage the estate.
      const writerAdd = await stack.gql(
        CREATE_SERVICE,
        { i: { hotelId: colomboId, name: 'Spa', serviceType: 'HOTEL' } },
        as(writer),
      );
      assert.equal(codeOf(writerAdd), 'FORBIDDEN');
      assert.equal(writerAdd.errors![0]!.message, 'Only system, group or hotel administrators may add hotel services');
      assert.equal(await count('hotel_service'), before);
      const names = await db.query<{ name: string }>('select name from hotel_service where id = $1', [frontOfficeId]);
      assert.equal(names[0]!.name, 'Front Office');
    });
  });

  describe('one type per entity', () => {
    test('the cards and the administration read the same Group, Hotel and HotelService', async () => {
      const both = ok(
        await stack.gql<{
          groups: Row[];
          groupPage: { items: Row[] };
          hotels: Row[];
          hotelPage: { items: Row[] };
          services: Row[];
          hotelServicePage: { items: Row[] };
        }>(
          `query($h: Int!) {
            groups { __typename id name } groupPage(size: 50) { items { __typename id name hotelCount } }
            hotels { __typename id title } hotelPage(size: 50) { items { __typename id title vatNumber serviceCount } }
            services(hotelId: $h) { __typename id name } hotelServicePage(hotelId: $h) { items { __typename id name } }
          }`,
          { h: colomboId },
          { token: groupAdmin },
        ),
      );
      const typeOf = (rows: Row[]) => [...new Set(rows.map((r) => r['__typename']))];
      assert.deepEqual(typeOf([...both.groups, ...both.groupPage.items]), ['Group']);
      assert.deepEqual(typeOf([...both.hotels, ...both.hotelPage.items]), ['Hotel']);
      assert.deepEqual(typeOf([...both.services, ...both.hotelServicePage.items]), ['HotelService']);
      const colombo = both.hotelPage.items.find((h) => h.id === colomboId)!;
      assert.equal(colombo.serviceCount, 4);
    });

    test("the hotel form's fields need HOTEL:VIEW; the names and pictures every signed-in user reads", async () => {
      const waiter = await stack.signIn('waiter@demo.lk');
      const as = { token: waiter, serviceId: restaurantId };
      const names = await stack.gql<{ hotels: Row[] }>('{ hotels { id title headerLogo } }', {}, as);
      assert.equal(names.errors, undefined, JSON.stringify(names.errors));
      assert.ok(names.data!.hotels.length > 0);
      for (const field of ['vatNumber', 'companyRegistrationNumber', 'serviceCount']) {
        const refused = await stack.gql(`{ hotels { id ${field} } }`, {}, as);
        assert.equal(codeOf(refused), 'FORBIDDEN', field);
        assert.match(refused.errors![0]!.message, /HOTEL VIEW/);
      }
      const counted = await stack.gql('{ groups { id hotelCount } }', {}, as);
      assert.equal(codeOf(counted), 'FORBIDDEN');
    });
  });
});
