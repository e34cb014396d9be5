// Employees over HTTP: a hotel's paged, sorted list; adding, editing and removing employees with
// their service, service role and user; conflicts; and who may do what (EMPLOYEE READ/WRITE/MAINTAIN).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { people, access } from '@hotel/schema';
import { at, startTestUpstream, type TestUpstream } from '../test/harness.js';
import { countRows, loadEstate, staffWith, type Estate } from '../test/fixtures.js';

let up: TestUpstream;
let estate: Estate;
let waiterRoleId: number;

const employee = (extra: Record<string, unknown> = {}) => ({
  hotelId: estate.colomboId,
  firstName: 'Nuwan',
  lastName: 'Perera',
  email: 'nuwan@serendib.lk',
  phone: '+94 77 123 4567',
  designation: 'Steward',
  ...extra,
});

before(async () => {
  up = await startTestUpstream();
  estate = await loadEstate(up);
  const roles = (
    await up.api('GET', at(access.serviceRolesOfService, { id: estate.colombo.RESTAURANT }), { token: estate.admin })
  ).json.result.serviceRole as { id: number; name: string }[];
  waiterRoleId = roles.find((r) => r.name === 'Waiter')!.id;
});
after(() => up.close());

describe('adding and listing employees', () => {
  let id: number;

  test("a GROUP admin adds a steward of the restaurant holding the waiter role, linked to the waiter's user", async () => {
    const res = await up.api('POST', at(people.createEmployee), {
      token: estate.groupAdmin,
      body: employee({
        serviceId: estate.colombo.RESTAURANT,
        serviceRoleId: waiterRoleId,
        userId: estate.userIds['waiter@demo.lk'],
      }),
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.equal(res.json.message, 'Employee created');
    const e = res.json.result.employee;
    id = e.id;
    assert.equal(e.serviceName, 'Ocean Restaurant');
    assert.equal(e.serviceRoleName, 'Waiter');
    assert.equal(e.active, true);
  });

  test('the list is paged and sorted, and searches by name', async () => {
    for (const [firstName, email] of [
      ['Amara', 'amara@serendib.lk'],
      ['Zahir', 'zahir@serendib.lk'],
    ]) {
      await up.api('POST', at(people.createEmployee), {
        token: estate.groupAdmin,
        body: employee({ firstName, email }),
      });
    }
    const page = await up.api(
      'GET',
      at(
        people.employeesOfHotel,
        { hotelId: estate.colomboId },
        { page: 0, size: 2, sortField: 'firstName', direction: 'DESC' },
      ),
      { token: estate.groupAdmin },
    );
    assert.deepEqual(
      page.json.result.employee.map((e: { firstName: string }) => e.firstName),
      ['Zahir', 'Nuwan'],
    );
    assert.deepEqual(page.json.pagination, { pageNumber: 0, pageSize: 2, totalRecords: 3 });
    const found = await up.api('GET', at(people.employeesOfHotel, { hotelId: estate.colomboId }, { name: 'amara' }), {
      token: estate.groupAdmin,
    });
    assert.deepEqual(
      found.json.result.employee.map((e: { firstName: string }) => e.firstName),
      ['Amara'],
    );
    const badSort = await up.api(
      'GET',
      at(people.employeesOfHotel, { hotelId: estate.colomboId }, { sortField: 'x' }),
      {
        token: estate.groupAdmin,
      },
    );
    assert.equal(badSort.json.errors[0].field, 'sortField');
    const kandy = await up.api('GET', at(people.employeesOfHotel, { hotelId: estate.kandyId }), {
      token: estate.groupAdmin,
    });
    assert.deepEqual(kandy.json.result.employee, []);
  });

  test('the same email twice in a hotel, or the same user linked twice, is 40900', async () => {
    const dup = await up.api('POST', at(people.createEmployee), {
      token: estate.groupAdmin,
      body: employee({ email: 'NUWAN@serendib.lk' }),
    });
    assert.equal(dup.status, 409);
    assert.equal(dup.json.message, 'An employee with this email already exists in the hotel');
    assert.equal(dup.json.reason, 'EMPLOYEE_EMAIL_TAKEN');
    assert.equal(dup.json.errors[0].field, 'email');
    const linked = await up.api('POST', at(people.createEmployee), {
      token: estate.groupAdmin,
      body: employee({ email: '', userId: estate.userIds['waiter@demo.lk'] }),
    });
    assert.equal(linked.json.message, 'This user is already linked to another employee of the hotel');
    assert.equal(linked.json.reason, 'EMPLOYEE_USER_LINKED');
    assert.equal(linked.json.errors[0].field, 'userId');
  });

  test('a service of another hotel, a role of another service, a user of another hotel: 40000', async () => {
    const kandyServices = await up.api('GET', at(access.rolesOfHotel, { id: estate.kandyId }), { token: estate.admin });
    const kandyServiceId = kandyServices.json.result.role.find((r: { level: string }) => r.level === 'SERVICE').ownerId;
    const cases: [Record<string, unknown>, string][] = [
      [{ serviceId: kandyServiceId }, 'serviceId'],
      [{ serviceId: estate.colombo.HOTEL, serviceRoleId: waiterRoleId }, 'serviceRoleId'],
      [{ hotelId: estate.kandyId, userId: estate.userIds['chef@demo.lk'] }, 'userId'],
      [{ email: 'not-an-email' }, 'email'],
      [{ firstName: '' }, 'firstName'],
    ];
    const before = await countRows(up, 'employee');
    for (const [extra, field] of cases) {
      const res = await up.api('POST', at(people.createEmployee), {
        token: estate.admin,
        body: employee({ email: 'other@serendib.lk', ...extra }),
      });
      assert.equal(res.json.statusCode, '40000', JSON.stringify(res.json));
      assert.equal(res.json.errors[0].field, field);
    }
    assert.equal(await countRows(up, 'employee'), before);
  });

  test('edits and removes an employee; an unknown one is 40400', async () => {
    const updated = await up.api('PUT', at(people.updateEmployee), {
      token: estate.groupAdmin,
      body: employee({ id, designation: 'Head Steward', active: false }),
    });
    assert.equal(updated.json.result.employee.designation, 'Head Steward');
    assert.equal(updated.json.result.employee.active, false);
    assert.equal(updated.json.result.employee.serviceId, null);
    const removed = await up.api('DELETE', at(people.deleteEmployee, { id }), { token: estate.groupAdmin });
    assert.equal(removed.status, 200);
    const again = await up.api('DELETE', at(people.deleteEmployee, { id }), { token: estate.groupAdmin });
    assert.equal(again.json.message, 'Employee not found');
    assert.equal(again.json.reason, 'NOT_FOUND');
    assert.deepEqual(again.json.params, { what: 'Employee' });
  });
});

describe('who may manage employees', () => {
  test('a hotel outside the scope is 40300 and nothing is written', async () => {
    const other = await staffWith(up, estate, estate.colombo.HOUSEKEEPING, { EMPLOYEE: 2 });
    const before = await countRows(up, 'employee');
    const res = await up.api('POST', at(people.createEmployee), {
      token: other.token,
      body: employee({ hotelId: estate.kandyId, email: 'k@serendib.lk' }),
    });
    assert.equal(res.status, 403);
    assert.equal(await countRows(up, 'employee'), before);
  });

  test('EMPLOYEE READ lists but cannot add; WRITE adds and edits but cannot delete; MAINTAIN deletes', async () => {
    const reader = await staffWith(up, estate, estate.colombo.HOUSEKEEPING, { EMPLOYEE: 0 });
    const list = await up.api('GET', at(people.employeesOfHotel, { hotelId: estate.colomboId }), {
      token: reader.token,
    });
    assert.equal(list.status, 200);
    const add = await up.api('POST', at(people.createEmployee), {
      token: reader.token,
      body: employee({ email: 'r@serendib.lk' }),
    });
    assert.equal(add.status, 403);

    const writer = await staffWith(up, estate, estate.colombo.HOUSEKEEPING, { EMPLOYEE: 1 });
    const created = await up.api('POST', at(people.createEmployee), {
      token: writer.token,
      body: employee({ email: 'w@serendib.lk', serviceId: estate.colombo.HOUSEKEEPING }),
    });
    assert.equal(created.status, 200, JSON.stringify(created.json));
    const id = created.json.result.employee.id;
    const edited = await up.api('PUT', at(people.updateEmployee), {
      token: writer.token,
      body: employee({ id, email: 'w@serendib.lk', designation: 'Room Attendant' }),
    });
    assert.equal(edited.status, 200);
    const refused = await up.api('DELETE', at(people.deleteEmployee, { id }), { token: writer.token });
    assert.equal(refused.status, 403);
    assert.equal(await countRows(up, `employee where id = ${id}`), 1);

    const maintainer = await staffWith(up, estate, estate.colombo.HOUSEKEEPING, { EMPLOYEE: 2 });
    const deleted = await up.api('DELETE', at(people.deleteEmployee, { id }), { token: maintainer.token });
    assert.equal(deleted.status, 200);
  });

  test('a USER with no employee rights sees nothing', async () => {
    const res = await up.api('GET', at(people.employeesOfHotel, { hotelId: estate.colomboId }), {
      token: await up.signIn('chef@demo.lk'),
    });
    assert.equal(res.status, 403);
  });
});
