// Suppliers (SUPPLIER), unit types (UNIT) and unit conversions (UNIT_CONVERSION) of an INVENTORY
// service. A conversion never closes a cycle: the table's trigger refuses it under a lock of the
// service's row (unit_conversion_no_cycle), described as UNIT_CONVERSION_CYCLE.
import { INVENTORY_NOTICES } from '@hotel/domain';
import { inventory } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import type { Queryable } from '../db/database.js';
import { containsText, pageOf } from '../db/paging.js';
import { conflict, describeConstraint, invalid, notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { requireInventory } from './access.js';

type Supplier = inventory.Supplier;
type UnitConversion = inventory.UnitConversion;

interface SupplierRow {
  id: number;
  hotel_service_id: number;
  name: string;
  contact_person: string;
  phone: string;
  email: string;
  address: string;
  active: boolean;
}
const toSupplier = (r: SupplierRow): Supplier => ({
  id: r.id,
  hotelServiceId: r.hotel_service_id,
  name: r.name,
  contactPerson: r.contact_person,
  phone: r.phone,
  email: r.email,
  address: r.address,
  active: r.active,
});
const SUPPLIER_SELECT =
  'select s.id, s.hotel_service_id, s.name, s.contact_person, s.phone, s.email, s.address, s.active';

async function findSupplier(db: Queryable, id: number): Promise<Supplier> {
  const [row] = await db.query<SupplierRow>(`${SUPPLIER_SELECT} from supplier s where s.id = $1`, [id]);
  if (!row) throw notFound('Supplier');
  return toSupplier(row);
}

interface ConversionRow {
  id: number;
  hotel_service_id: number;
  from_unit_id: number;
  from_unit_name: string;
  to_unit_id: number;
  to_unit_name: string;
  factor: number;
}
const CONVERSION_SELECT = `select c.id, c.hotel_service_id, c.from_unit_id, f.name as from_unit_name, c.to_unit_id,
  t.name as to_unit_name, c.factor::float8 as factor`;
const CONVERSION_FROM = `from unit_conversion c join inventory_unit f on f.id = c.from_unit_id
  join inventory_unit t on t.id = c.to_unit_id`;
const toConversion = (r: ConversionRow): UnitConversion => ({
  id: r.id,
  hotelServiceId: r.hotel_service_id,
  fromUnitId: r.from_unit_id,
  fromUnitName: r.from_unit_name,
  toUnitId: r.to_unit_id,
  toUnitName: r.to_unit_name,
  factor: Number(r.factor),
});

export function inventorySupplierRoutes({ db }: AppContext): RouteBinding[] {
  describeConstraint('supplier_name_key', 'SUPPLIER_NAME_TAKEN', 'name');
  describeConstraint('inventory_unit_type_name_key', 'UNIT_TYPE_NAME_TAKEN', 'name');
  describeConstraint('unit_conversion_pair_key', 'UNIT_CONVERSION_EXISTS', 'toUnitId');
  describeConstraint('unit_conversion_not_self', 'UNIT_CONVERSION_CYCLE', 'toUnitId');
  describeConstraint('unit_conversion_no_cycle', 'UNIT_CONVERSION_CYCLE', 'toUnitId');

  const writeSupplier = async (body: typeof inventory.supplierInput._zod.output, id: number | null) => {
    const values = [
      body.hotelServiceId,
      body.name,
      body.contactPerson,
      body.phone,
      body.email,
      body.address,
      body.active,
    ];
    if (id === null) {
      const [row] = await db.query<{ id: number }>(
        `insert into supplier (hotel_service_id, name, contact_person, phone, email, address, active)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        values,
      );
      return row!.id;
    }
    await db.query(
      `update supplier set name = $2, contact_person = $3, phone = $4, email = $5, address = $6, active = $7
        where id = $8 and hotel_service_id = $1`,
      [...values, id],
    );
    return id;
  };

  return [
    // ----------------------------------------------------------------------------- suppliers
    route(inventory.searchSuppliers, async ({ query, principal }) => {
      // Purchase orders and GRNs pick suppliers.
      await requireInventory(db, principal, query.hotelServiceId, ['SUPPLIER', 'PURCHASE_ORDER', 'GRN'], 'VIEW');
      const { rows, pagination } = await pageOf<SupplierRow>(db, {
        select: SUPPLIER_SELECT,
        from: `from supplier s where s.hotel_service_id = $1 and ($2::text is null or s.name ilike $2 escape '\\')
                 and ($3::boolean is null or s.active = $3)`,
        params: [query.hotelServiceId, containsText(query.name), query.active ?? null],
        sort: { id: 's.id', name: 'lower(s.name)', active: 's.active' },
        id: 's.id',
        query,
      });
      return { result: { supplier: rows.map(toSupplier) }, pagination };
    }),
    route(inventory.createSupplier, async ({ body, principal }) => {
      await requireInventory(db, principal, body.hotelServiceId, 'SUPPLIER', 'ADD');
      const id = await writeSupplier(body, null);
      return { result: { supplier: await findSupplier(db, id) }, message: INVENTORY_NOTICES.SUPPLIER_CREATED };
    }),
    route(inventory.updateSupplier, async ({ body, principal }) => {
      const current = await findSupplier(db, body.id);
      await requireInventory(db, principal, current.hotelServiceId, 'SUPPLIER', 'EDIT');
      if (body.hotelServiceId !== current.hotelServiceId) throw invalid('hotelServiceId', 'NOT_AN_INVENTORY_SERVICE');
      await writeSupplier(body, body.id);
      return { result: { supplier: await findSupplier(db, body.id) }, message: INVENTORY_NOTICES.SUPPLIER_UPDATED };
    }),
    route(inventory.deleteSupplier, async ({ params, principal }) => {
      const current = await findSupplier(db, params.id);
      await requireInventory(db, principal, current.hotelServiceId, 'SUPPLIER', 'DELETE');
      const [used] = await db.query(
        'select 1 from purchase_order where supplier_id = $1 union all select 1 from grn where supplier_id = $1 limit 1',
        [params.id],
      );
      if (used) throw conflict('INVENTORY_IN_USE', { what: current.name });
      await db.query('delete from supplier where id = $1', [params.id]);
      return { result: {}, message: INVENTORY_NOTICES.SUPPLIER_DELETED };
    }),

    // ----------------------------------------------------------------------------- unit types
    route(inventory.searchUnitTypes, async ({ query, principal }) => {
      await requireInventory(db, principal, query.hotelServiceId, 'UNIT', 'VIEW');
      const { rows, pagination } = await pageOf<{ id: number; name: string; hotel_service_id: number }>(db, {
        select: 'select t.id, t.name, t.hotel_service_id',
        from: `from inventory_unit_type t where t.hotel_service_id = $1 and ($2::text is null or t.name ilike $2 escape '\\')`,
        params: [query.hotelServiceId, containsText(query.name)],
        sort: { id: 't.id', name: 'lower(t.name)' },
        id: 't.id',
        query,
      });
      return {
        result: { unitType: rows.map((r) => ({ id: r.id, name: r.name, hotelServiceId: r.hotel_service_id })) },
        pagination,
      };
    }),
    route(inventory.createUnitType, async ({ body, principal }) => {
      await requireInventory(db, principal, body.hotelServiceId, 'UNIT', 'ADD');
      const [row] = await db.query<{ id: number }>(
        'insert into inventory_unit_type (hotel_service_id, name) values ($1, $2) returning id',
        [body.hotelServiceId, body.name],
      );
      return {
        result: { unitType: { id: row!.id, name: body.name, hotelServiceId: body.hotelServiceId } },
        message: INVENTORY_NOTICES.UNIT_TYPE_CREATED,
      };
    }),
    route(inventory.deleteUnitType, async ({ params, principal }) => {
      const [row] = await db.query<{ hotel_service_id: number; name: string }>(
        'select hotel_service_id, name from inventory_unit_type where id = $1',
        [params.id],
      );
      if (!row) throw notFound('Unit type');
      await requireInventory(db, principal, row.hotel_service_id, 'UNIT', 'DELETE');
      const [used] = await db.query('select 1 from inventory_unit where unit_type_id = $1 limit 1', [params.id]);
      if (used) throw conflict('INVENTORY_IN_USE', { what: row.name });
      await db.query('delete from inventory_unit_type where id = $1', [params.id]);
      return { result: {}, message: INVENTORY_NOTICES.UNIT_TYPE_DELETED };
    }),

    // ----------------------------------------------------------------------------- unit conversions
    route(inventory.searchUnitConversions, async ({ query, principal }) => {
      await requireInventory(db, principal, query.hotelServiceId, ['UNIT_CONVERSION', 'PURCHASE_ORDER'], 'VIEW');
      const { rows, pagination } = await pageOf<ConversionRow>(db, {
        select: CONVERSION_SELECT,
        from: `${CONVERSION_FROM} where c.hotel_service_id = $1
                 and ($2::text is null or f.name ilike $2 escape '\\' or t.name ilike $2 escape '\\')`,
        params: [query.hotelServiceId, containsText(query.unit)],
        sort: { id: 'c.id', fromUnit: 'lower(f.name)', toUnit: 'lower(t.name)' },
        id: 'c.id',
        query,
      });
      return { result: { unitConversion: rows.map(toConversion) }, pagination };
    }),
    route(inventory.createUnitConversion, async ({ body, principal }) => {
      await requireInventory(db, principal, body.hotelServiceId, 'UNIT_CONVERSION', 'ADD');
      const units = await db.query<{ id: number }>(
        'select id from inventory_unit where id = any($1::int[]) and hotel_service_id = $2',
        [[body.fromUnitId, body.toUnitId], body.hotelServiceId],
      );
      if (!units.some((u) => u.id === body.fromUnitId)) throw invalid('fromUnitId', 'NOT_FOUND', { what: 'Unit' });
      if (!units.some((u) => u.id === body.toUnitId)) throw invalid('toUnitId', 'NOT_FOUND', { what: 'Unit' });
      const [row] = await db.query<{ id: number }>(
        `insert into unit_conversion (hotel_service_id, from_unit_id, to_unit_id, factor) values ($1, $2, $3, $4)
         returning id`,
        [body.hotelServiceId, body.fromUnitId, body.toUnitId, body.factor],
      );
      const [created] = await db.query<ConversionRow>(`${CONVERSION_SELECT} ${CONVERSION_FROM} where c.id = $1`, [
        row!.id,
      ]);
      return { result: { unitConversion: toConversion(created!) }, message: INVENTORY_NOTICES.UNIT_CONVERSION_CREATED };
    }),
    route(inventory.deleteUnitConversion, async ({ params, principal }) => {
      const [row] = await db.query<{ hotel_service_id: number }>(
        'select hotel_service_id from unit_conversion where id = $1',
        [params.id],
      );
      if (!row) throw notFound('Unit conversion');
      await requireInventory(db, principal, row.hotel_service_id, 'UNIT_CONVERSION', 'DELETE');
      await db.query('delete from unit_conversion where id = $1', [params.id]);
      return { result: {}, message: INVENTORY_NOTICES.UNIT_CONVERSION_DELETED };
    }),
  ];
}
