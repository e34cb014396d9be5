// Purchasing of the stores: suppliers, unit types and conversions, purchase orders, goods received
// notes, trolley requests and the inventory report. Every operation names the INVENTORY service it
// acts on (the guard checks the feature there); the upstream judges each record on its own service.
import { Arg, Args, Ctx, Float, Int, Mutation, Query, Resolver } from 'type-graphql';
import { inventory as I } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { DeletePayload } from '../shared/deletion.type.js';
import { listPaging, pageFrom, pageQuery } from '../shared/paging.args.js';
import {
  Grn,
  GrnInput,
  GrnPage,
  GrnPayload,
  InventoryReportLine,
  PurchaseOrder,
  PurchaseOrderInput,
  PurchaseOrderPage,
  PurchaseOrderPayload,
  PurchaseOrderStatus,
  SupplierInput,
  SupplierPage,
  SupplierPayload,
  toGrn,
  toPurchaseOrder,
  toSupplier,
  askForTrolleyStock,
  toTrolleyRequest,
  toUnitConversion,
  toUnitType,
  Trolley,
  TrolleyRequestItemInput,
  TrolleyRequestPage,
  TrolleyRequestPayload,
  UnitConversionPage,
  UnitConversionPayload,
  UnitTypePage,
  UnitTypePayload,
} from './purchasing.type.js';

const SupplierPaging = listPaging('SupplierSort', I.searchSuppliers);
type SupplierPaging = InstanceType<typeof SupplierPaging>;
const UnitTypePaging = listPaging('UnitTypeSort', I.searchUnitTypes);
type UnitTypePaging = InstanceType<typeof UnitTypePaging>;
const ConversionPaging = listPaging('UnitConversionSort', I.searchUnitConversions);
type ConversionPaging = InstanceType<typeof ConversionPaging>;
const OrderPaging = listPaging('PurchaseOrderSort', I.searchPurchaseOrders);
type OrderPaging = InstanceType<typeof OrderPaging>;
const GrnPaging = listPaging('GrnSort', I.searchGrns);
type GrnPaging = InstanceType<typeof GrnPaging>;
const RequestPaging = listPaging('TrolleyRequestSort', I.searchTrolleyRequests);
type RequestPaging = InstanceType<typeof RequestPaging>;

const supplierBody = (input: SupplierInput) => ({
  hotelServiceId: input.serviceId,
  name: input.name,
  contactPerson: input.contactPerson,
  phone: input.phone,
  email: input.email,
  address: input.address,
  active: input.active,
});
const orderBody = (input: PurchaseOrderInput) => ({
  hotelServiceId: input.serviceId,
  supplierId: input.supplierId,
  expectedDate: input.expectedDate ?? null,
  note: input.note,
  lines: input.lines.map((l) => ({
    itemId: l.itemId,
    unitId: l.unitId ?? null,
    quantity: l.quantity,
    unitPrice: l.unitPrice,
  })),
});

@Resolver()
export class InventoryPurchasingResolver {
  // ----------------------------------------------------------------------------- suppliers
  @Query(() => SupplierPage, { description: "The service's suppliers, paged (name: contains)" })
  @Requires('SUPPLIER:VIEW', { service: 'serviceId' })
  async suppliers(
    @Arg('serviceId', () => Int) serviceId: number,
    @Args(() => SupplierPaging) paging: SupplierPaging,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Arg('active', () => Boolean, { nullable: true }) active: boolean | null,
    @Ctx() ctx: BffContext,
  ): Promise<SupplierPage> {
    const { result, pagination } = await ctx.upstream.call(I.searchSuppliers, {
      query: { ...pageQuery(paging), hotelServiceId: serviceId, name: name ?? undefined, active: active ?? undefined },
    });
    return pageFrom(result.supplier.map(toSupplier), pagination, paging);
  }

  @Mutation(() => SupplierPayload)
  @Requires('SUPPLIER:ADD', { service: 'input.serviceId' })
  async createSupplier(
    @Arg('input', () => SupplierInput) input: SupplierInput,
    @Ctx() ctx: BffContext,
  ): Promise<SupplierPayload> {
    const { result, message } = await ctx.upstream.call(I.createSupplier, { body: supplierBody(input) });
    return { message, supplier: toSupplier(result.supplier) };
  }

  @Mutation(() => SupplierPayload)
  @Requires('SUPPLIER:EDIT', { service: 'input.serviceId' })
  async updateSupplier(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => SupplierInput) input: SupplierInput,
    @Ctx() ctx: BffContext,
  ): Promise<SupplierPayload> {
    const { result, message } = await ctx.upstream.call(I.updateSupplier, { body: { ...supplierBody(input), id } });
    return { message, supplier: toSupplier(result.supplier) };
  }

  @Mutation(() => DeletePayload, { description: 'Refused while orders or GRNs name the supplier' })
  @Requires('SUPPLIER:DELETE', { service: 'serviceId' })
  async deleteSupplier(
    @Arg('serviceId', () => Int) _serviceId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<DeletePayload> {
    const { message } = await ctx.upstream.call(I.deleteSupplier, { params: { id } });
    return { message, id };
  }

  // ----------------------------------------------------------------------------- unit types
  @Query(() => UnitTypePage, { description: "The service's unit types, paged" })
  @Requires('UNIT:VIEW', { service: 'serviceId' })
  async unitTypes(
    @Arg('serviceId', () => Int) serviceId: number,
    @Args(() => UnitTypePaging) paging: UnitTypePaging,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<UnitTypePage> {
    const { result, pagination } = await ctx.upstream.call(I.searchUnitTypes, {
      query: { ...pageQuery(paging), hotelServiceId: serviceId, name: name ?? undefined },
    });
    return pageFrom(result.unitType.map(toUnitType), pagination, paging);
  }

  @Mutation(() => UnitTypePayload)
  @Requires('UNIT:ADD', { service: 'serviceId' })
  async createUnitType(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('name', () => String) name: string,
    @Ctx() ctx: BffContext,
  ): Promise<UnitTypePayload> {
    const { result, message } = await ctx.upstream.call(I.createUnitType, {
      body: { name, hotelServiceId: serviceId },
    });
    return { message, unitType: toUnitType(result.unitType) };
  }

  @Mutation(() => DeletePayload)
  @Requires('UNIT:DELETE', { service: 'serviceId' })
  async deleteUnitType(
    @Arg('serviceId', () => Int) _serviceId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<DeletePayload> {
    const { message } = await ctx.upstream.call(I.deleteUnitType, { params: { id } });
    return { message, id };
  }

  // ----------------------------------------------------------------------------- unit conversions
  @Query(() => UnitConversionPage, { description: "The service's unit conversions, paged" })
  @Requires('UNIT_CONVERSION:VIEW', { service: 'serviceId' })
  async unitConversions(
    @Arg('serviceId', () => Int) serviceId: number,
    @Args(() => ConversionPaging) paging: ConversionPaging,
    @Arg('unit', () => String, { nullable: true }) unit: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<UnitConversionPage> {
    const { result, pagination } = await ctx.upstream.call(I.searchUnitConversions, {
      query: { ...pageQuery(paging), hotelServiceId: serviceId, unit: unit ?? undefined },
    });
    return pageFrom(result.unitConversion.map(toUnitConversion), pagination, paging);
  }

  @Mutation(() => UnitConversionPayload, { description: 'Refused when it would close a cycle of conversions' })
  @Requires('UNIT_CONVERSION:ADD', { service: 'serviceId' })
  async createUnitConversion(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('fromUnitId', () => Int) fromUnitId: number,
    @Arg('toUnitId', () => Int) toUnitId: number,
    @Arg('factor', () => Float) factor: number,
    @Ctx() ctx: BffContext,
  ): Promise<UnitConversionPayload> {
    const { result, message } = await ctx.upstream.call(I.createUnitConversion, {
      body: { hotelServiceId: serviceId, fromUnitId, toUnitId, factor },
    });
    return { message, unitConversion: toUnitConversion(result.unitConversion) };
  }

  @Mutation(() => DeletePayload)
  @Requires('UNIT_CONVERSION:DELETE', { service: 'serviceId' })
  async deleteUnitConversion(
    @Arg('serviceId', () => Int) _serviceId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<DeletePayload> {
    const { message } = await ctx.upstream.call(I.deleteUnitConversion, { params: { id } });
    return { message, id };
  }

  // ----------------------------------------------------------------------------- purchase orders
  @Query(() => PurchaseOrderPage, { description: "The service's purchase orders, newest first" })
  @Requires('PURCHASE_ORDER:VIEW', { service: 'serviceId' })
  async purchaseOrders(
    @Arg('serviceId', () => Int) serviceId: number,
    @Args(() => OrderPaging) paging: OrderPaging,
    @Arg('supplier', () => String, { nullable: true }) supplier: string | null,
    @Arg('status', () => PurchaseOrderStatus, { nullable: true }) status: PurchaseOrderStatus | null,
    @Arg('open', () => Boolean, { nullable: true, description: 'Only orders that can be received against' })
    open: boolean | null,
    @Ctx() ctx: BffContext,
  ): Promise<PurchaseOrderPage> {
    const { result, pagination } = await ctx.upstream.call(I.searchPurchaseOrders, {
      query: {
        ...pageQuery(paging),
        hotelServiceId: serviceId,
        supplier: supplier ?? undefined,
        status: status ?? undefined,
        open: open ?? undefined,
      },
    });
    return pageFrom(result.purchaseOrder.map(toPurchaseOrder), pagination, paging);
  }

  @Query(() => PurchaseOrder, { description: 'A purchase order with its lines (purchase-order-report/{id})' })
  @Requires('PURCHASE_ORDER:VIEW', { service: 'serviceId' })
  async purchaseOrder(
    @Arg('serviceId', () => Int) _serviceId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<PurchaseOrder> {
    const { result } = await ctx.upstream.call(I.purchaseOrderReport, { params: { id } });
    return toPurchaseOrder(result.purchaseOrder);
  }

  @Mutation(() => PurchaseOrderPayload, { description: 'A draft order to an active supplier' })
  @Requires('PURCHASE_ORDER:ADD', { service: 'input.serviceId' })
  async createPurchaseOrder(
    @Arg('input', () => PurchaseOrderInput) input: PurchaseOrderInput,
    @Ctx() ctx: BffContext,
  ): Promise<PurchaseOrderPayload> {
    const { result, message } = await ctx.upstream.call(I.createPurchaseOrder, { body: orderBody(input) });
    return { message, purchaseOrder: toPurchaseOrder(result.purchaseOrder) };
  }

  @Mutation(() => PurchaseOrderPayload, { description: 'Replaces a draft order' })
  @Requires('PURCHASE_ORDER:EDIT', { service: 'input.serviceId' })
  async updatePurchaseOrder(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => PurchaseOrderInput) input: PurchaseOrderInput,
    @Ctx() ctx: BffContext,
  ): Promise<PurchaseOrderPayload> {
    const { result, message } = await ctx.upstream.call(I.updatePurchaseOrder, { body: { ...orderBody(input), id } });
    return { message, purchaseOrder: toPurchaseOrder(result.purchaseOrder) };
  }

  @Mutation(() => PurchaseOrderPayload, { description: 'DRAFT → SENT' })
  @Requires('PURCHASE_ORDER:EDIT', { service: 'serviceId' })
  async sendPurchaseOrder(
    @Arg('serviceId', () => Int) _serviceId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<PurchaseOrderPayload> {
    const { result, message } = await ctx.upstream.call(I.sendPurchaseOrder, { params: { id } });
    return { message, purchaseOrder: toPurchaseOrder(result.purchaseOrder) };
  }

  @Mutation(() => PurchaseOrderPayload, { description: 'Closes a sent or partly received order' })
  @Requires('PURCHASE_ORDER:EDIT', { service: 'serviceId' })
  async closePurchaseOrder(
    @Arg('serviceId', () => Int) _serviceId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<PurchaseOrderPayload> {
    const { result, message } = await ctx.upstream.call(I.closePurchaseOrder, { params: { id } });
    return { message, purchaseOrder: toPurchaseOrder(result.purchaseOrder) };
  }

  @Mutation(() => DeletePayload, { description: 'Deletes a draft order' })
  @Requires('PURCHASE_ORDER:DELETE', { service: 'serviceId' })
  async deletePurchaseOrder(
    @Arg('serviceId', () => Int) _serviceId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<DeletePayload> {
    const { message } = await ctx.upstream.call(I.deletePurchaseOrder, { params: { id } });
    return { message, id };
  }

  // ----------------------------------------------------------------------------- GRNs
  @Query(() => GrnPage, { description: 'GRN history, newest first' })
  @Requires('GRN:VIEW', { service: 'serviceId' })
  async grns(
    @Arg('serviceId', () => Int) serviceId: number,
    @Args(() => GrnPaging) paging: GrnPaging,
    @Arg('supplier', () => String, { nullable: true }) supplier: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<GrnPage> {
    const { result, pagination } = await ctx.upstream.call(I.searchGrns, {
      query: { ...pageQuery(paging), hotelServiceId: serviceId, supplier: supplier ?? undefined },
    });
    return pageFrom(result.grn.map(toGrn), pagination, paging);
  }

  @Query(() => [Grn], { description: 'The GRNs received against a purchase order' })
  @Requires('GRN:VIEW', { service: 'serviceId' })
  async grnsOfPurchaseOrder(
    @Arg('serviceId', () => Int) _serviceId: number,
    @Arg('purchaseOrderId', () => Int) purchaseOrderId: number,
    @Ctx() ctx: BffContext,
  ): Promise<Grn[]> {
    const { result } = await ctx.upstream.call(I.grnsOfPurchaseOrder, { params: { id: purchaseOrderId } });
    return result.grn.map(toGrn);
  }

  @Query(() => Grn, { description: 'A GRN with its lines (grn-report/{id})' })
  @Requires('GRN:VIEW', { service: 'serviceId' })
  async grn(
    @Arg('serviceId', () => Int) _serviceId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<Grn> {
    const { result } = await ctx.upstream.call(I.grnReport, { params: { id } });
    return toGrn(result.grn);
  }

  @Mutation(() => GrnPayload, {
    description: 'Receives goods: against an open purchase order (never more than open) or direct',
  })
  @Requires('GRN:ADD', { service: 'input.serviceId' })
  async createGrn(@Arg('input', () => GrnInput) input: GrnInput, @Ctx() ctx: BffContext): Promise<GrnPayload> {
    const { result, message } = await ctx.upstream.call(I.createGrn, {
      body: {
        hotelServiceId: input.serviceId,
        purchaseOrderId: input.purchaseOrderId ?? null,
        supplierId: input.supplierId ?? null,
        locationId: input.locationId,
        note: input.note,
        lines: input.lines.map((l) => ({
          purchaseOrderLineId: l.purchaseOrderLineId ?? null,
          itemId: l.itemId ?? null,
          unitPrice: l.unitPrice ?? null,
          quantity: l.quantity,
        })),
      },
    });
    return { message, grn: toGrn(result.grn) };
  }

  // ----------------------------------------------------------------------------- trolleys
  @Query(() => [Trolley], { description: "The trolleys of the store's hotel (trolley/all/hotel/{id})" })
  @Requires('TROLLEY_REQUEST:VIEW', { service: 'serviceId' })
  async trolleys(
    @Arg('serviceId', () => Int) _serviceId: number,
    @Arg('hotelId', () => Int) hotelId: number,
    @Ctx() ctx: BffContext,
  ): Promise<Trolley[]> {
    const { result } = await ctx.upstream.call(I.trolleysOfHotel, { params: { id: hotelId } });
    return result.trolley;
  }

  @Query(() => TrolleyRequestPage, { description: 'Waiting trolley requests (pending) or the decided history' })
  @Requires('TROLLEY_REQUEST:VIEW', { service: 'serviceId' })
  async trolleyRequests(
    @Arg('serviceId', () => Int) serviceId: number,
    @Args(() => RequestPaging) paging: RequestPaging,
    @Arg('pending', () => Boolean) pending: boolean,
    @Arg('trolleyNo', () => String, { nullable: true }) trolleyNo: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<TrolleyRequestPage> {
    const { result, pagination } = await ctx.upstream.call(I.searchTrolleyRequests, {
      query: { ...pageQuery(paging), hotelServiceId: serviceId, pending, trolleyNo: trolleyNo ?? undefined },
    });
    return pageFrom(result.trolleyRequest.map(toTrolleyRequest), pagination, paging);
  }

  @Mutation(() => TrolleyRequestPayload, { description: 'Asks the store for items on a trolley' })
  @Requires('TROLLEY_REQUEST:ADD', { service: 'serviceId' })
  async requestTrolleyStock(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('trolleyId', () => Int) trolleyId: number,
    @Arg('items', () => [TrolleyRequestItemInput]) items: TrolleyRequestItemInput[],
    @Ctx() ctx: BffContext,
  ): Promise<TrolleyRequestPayload> {
    return askForTrolleyStock(ctx, serviceId, trolleyId, items);
  }

  @Mutation(() => TrolleyRequestPayload, { description: 'Issues a waiting request from a location (ISSUE movements)' })
  @Requires('TROLLEY_REQUEST:EDIT', { service: 'serviceId' })
  async issueTrolleyRequest(
    @Arg('serviceId', () => Int) _serviceId: number,
    @Arg('id', () => Int) id: number,
    @Arg('locationId', () => Int) locationId: number,
    @Ctx() ctx: BffContext,
  ): Promise<TrolleyRequestPayload> {
    const { result, message } = await ctx.upstream.call(I.issueTrolleyRequest, {
      params: { id },
      body: { locationId },
    });
    return { message, trolleyRequest: toTrolleyRequest(result.trolleyRequest) };
  }

  @Mutation(() => TrolleyRequestPayload, { description: 'Refuses a waiting request with a reason' })
  @Requires('TROLLEY_REQUEST:EDIT', { service: 'serviceId' })
  async refuseTrolleyRequest(
    @Arg('serviceId', () => Int) _serviceId: number,
    @Arg('id', () => Int) id: number,
    @Arg('reason', () => String) reason: string,
    @Ctx() ctx: BffContext,
  ): Promise<TrolleyRequestPayload> {
    const { result, message } = await ctx.upstream.call(I.refuseTrolleyRequest, { params: { id }, body: { reason } });
    return { message, trolleyRequest: toTrolleyRequest(result.trolleyRequest) };
  }

  // ----------------------------------------------------------------------------- report
  @Query(() => [InventoryReportLine], { description: 'Stock on hand and movements by item and location for a period' })
  @Requires('INVENTORY_REPORT:VIEW', { service: 'serviceId' })
  async inventoryReport(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('fromDate', () => String) fromDate: string,
    @Arg('toDate', () => String) toDate: string,
    @Arg('item', () => String, { nullable: true }) item: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<InventoryReportLine[]> {
    const { result } = await ctx.upstream.call(I.inventoryReport, {
      query: { hotelServiceId: serviceId, fromDate, toDate, item: item ?? undefined },
    });
    return result.line;
  }
}
