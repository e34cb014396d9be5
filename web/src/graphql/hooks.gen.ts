// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentNode } from 'graphql';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export type ChannelStatus =
  | 'ACTIVE'
  | 'INACTIVE'
  | 'NEW_PENDING'
  | 'REJECTED';

/** OTA, travel agent, own website, direct */
export type ChannelType =
  | 'DIRECT'
  | 'OTA'
  | 'TA'
  | 'WEB';

/** Completes payment of a fully served order; the table becomes free */
export type CompletePaymentInput = {
  hotelId: number;
  orderId: number;
  /** CASH or ROOM_BILL */
  paymentMethod: PaymentMethod;
  /** Given when the guest is a VAT registry customer */
  vatCustomer?: VatCustomerInput | null | undefined;
};

/** A custom dish: 'Description required', 'Price required', 'Invalid price' */
export type CustomDishInput = {
  /** The description */
  name: string;
  price: number;
  serviceId: number;
};

/** FOOD and CUSTOM_DISH go on a KOT, BEVERAGE on a BOT. */
export type ItemType =
  | 'BEVERAGE'
  | 'CUSTOM_DISH'
  | 'FOOD';

/** MESSAGE carries news; RESYNC means the live connection was re-established: refetch. */
export type LiveEventKind =
  | 'MESSAGE'
  | 'RESYNC';

export type MenuCategoryInput = {
  /** A new picture as a data URL; null keeps the current one */
  image?: string | null | undefined;
  /** The parent; null for the first layer */
  parentId?: number | null | undefined;
  serviceId: number;
  title: string;
};

export type MenuItemInput = {
  active?: boolean;
  /** A category without sub-categories; null: unallocated */
  categoryId?: number | null | undefined;
  /** A new picture as a data URL; null keeps the current one */
  image?: string | null | undefined;
  /** FOOD or BEVERAGE */
  itemType: ItemType;
  name: string;
  price: number;
  serviceId: number;
};

/** A line to send: an existing line (id) as it now is, or a new one (no id) */
export type OrderLineInput = {
  id?: number | null | undefined;
  itemId: number;
  /** At least 1 */
  quantity: number;
  /** At most 60 characters */
  remarks?: string | null | undefined;
  /** The status of an existing line */
  status?: OrderStatus | null | undefined;
  /** The ticket of an existing line */
  ticketId?: number | null | undefined;
};

/** Status of an order, an ordered item or a ticket. NEW is an item awaiting the kitchen; CANCELLED only applies to items and tickets (withdrawn before acceptance). */
export type OrderStatus =
  | 'ACCEPTED'
  | 'BEING_PREPARED'
  | 'CANCELLED'
  | 'COMPLETED'
  | 'NEW'
  | 'PLACED'
  | 'READY_TO_SERVE'
  | 'REJECTED'
  | 'REQUEST_CONFIRMATION'
  | 'SERVED';

/** OTHER means none chosen yet: ordering is blocked until CASH or ROOM_BILL is set. */
export type PaymentMethod =
  | 'CASH'
  | 'OTHER'
  | 'ROOM_BILL';

/** Sets how an allocated table pays: CASH, or ROOM_BILL with a checked-in room (reservedRoomId required) */
export type PaymentMethodInput = {
  /** The allocation; default the open one of the table */
  allocationId?: number | null | undefined;
  customerName?: string | null | undefined;
  paymentMethod: PaymentMethod;
  /** At most 60 characters */
  remarks?: string | null | undefined;
  reservedRoomId?: number | null | undefined;
  roomNumber?: string | null | undefined;
  serviceId: number;
  tableId: number;
  vatApplicable?: boolean | null | undefined;
};

/** Places a new order (no orderId) or updates one. An order awaiting reconfirmation (REQUEST_CONFIRMATION) is sent as PLACED: that is the reconfirmation. */
export type PlaceOrderInput = {
  allocationId: number;
  customerName?: string | null | undefined;
  guestName?: string | null | undefined;
  items: Array<OrderLineInput>;
  orderId?: number | null | undefined;
  /** The table time, HH:mm */
  orderTime: string;
  phoneNo?: string | null | undefined;
  /** At most 60 characters */
  remarks?: string | null | undefined;
  tableId: number;
  vatApplicable?: boolean | null | undefined;
};

export type RestaurantTableInput = {
  active?: boolean;
  categoryId?: number | null | undefined;
  number: string;
  reserved?: boolean;
  /** 1 to 50 */
  seats: number;
  serviceId: number;
};

export type RestaurantTaxInput = {
  active?: boolean;
  name: string;
  rate: number;
  sequence: number;
  serviceCharge?: boolean;
  serviceId: number;
  socialSecurityContributionLevy?: boolean;
  vat?: boolean;
};

export type ServiceType =
  | 'HOTEL'
  | 'HOUSEKEEPING'
  | 'INVENTORY'
  | 'RESTAURANT';

export type SignUpInput = {
  confirmPassword: string;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  termOfUse?: boolean;
};

export type TableCategoryInput = {
  name: string;
  serviceId: number;
};

export type TableStatus =
  | 'OCCUPIED'
  | 'READY_TO_SERVE'
  | 'RESERVED'
  | 'SERVED'
  | 'VACANT'
  | 'WAITING_FOR_ORDER';

/** KOT: kitchen order ticket (food, custom dishes); BOT: bar order ticket (beverages). */
export type TicketType =
  | 'BOT'
  | 'KOT';

/** Login level: decides where a user lands */
export type UserLevel =
  | 'ADMIN'
  | 'GROUP'
  | 'HOTEL'
  | 'SERVICE'
  | 'USER';

/** The VAT registry customer of the Prepare Invoice dialog ('Vat register customer ?') */
export type VatCustomerInput = {
  address: string;
  email: string;
  groupId?: number | null | undefined;
  /** A registry entry that was looked up */
  id?: number | null | undefined;
  name: string;
  onlyThisHotelView?: boolean | null | undefined;
  vatNumber: string;
};

/** Email, name, VAT number and address are required (operations §5 VAT registry) */
export type VatRegistryCustomerInput = {
  address: string;
  email: string;
  hotelId: number;
  name: string;
  onlyThisHotelView?: boolean;
  serviceId: number;
  vatNumber: string;
};

export type ChangePasswordMutationVariables = Exact<{
  oldPassword: string;
  newPassword: string;
}>;


export type ChangePasswordMutation = { changePassword: { message: string } };

export type ProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileQuery = { me: { id: number, firstName: string, lastName: string, email: string, userName: string, imgUrl: string | null, level: UserLevel, profile: { hotel: { id: number, name: string } | null, group: { id: number, name: string } | null, service: { id: number, name: string, serviceType: ServiceType } | null } } };

export type ForgotPasswordMutationVariables = Exact<{
  email: string;
}>;


export type ForgotPasswordMutation = { forgotPassword: { message: string } };

export type UnlockMutationVariables = Exact<{
  password: string;
}>;


export type UnlockMutation = { unlock: { accessToken: string, refreshToken: string | null, viewer: { id: number, firstName: string, lastName: string, email: string, userName: string, imgUrl: string | null, level: UserLevel, groupIds: Array<number>, hotelIds: Array<number>, serviceIds: Array<number>, profile: { hotel: { id: number, name: string, type: string, sideBarImage: string | null, titleImage: string | null } | null, group: { id: number, name: string } | null, service: { id: number, name: string, serviceType: ServiceType } | null } } } };

export type ResetPasswordMutationVariables = Exact<{
  token: string;
  password: string;
  confirmPassword: string;
}>;


export type ResetPasswordMutation = { resetPassword: { message: string } };

export type VerifySecurityCodeMutationVariables = Exact<{
  email: string;
  code: string;
}>;


export type VerifySecurityCodeMutation = { verifySecurityCode: { message: string, token: string } };

export type SignInMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type SignInMutation = { signIn: { accessToken: string, refreshToken: string | null, viewer: { id: number, firstName: string, lastName: string, email: string, userName: string, imgUrl: string | null, level: UserLevel, groupIds: Array<number>, hotelIds: Array<number>, serviceIds: Array<number>, profile: { hotel: { id: number, name: string, type: string, sideBarImage: string | null, titleImage: string | null } | null, group: { id: number, name: string } | null, service: { id: number, name: string, serviceType: ServiceType } | null } } } };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOut: { message: string } };

export type SignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type SignUpMutation = { signUp: { message: string } };

export type ConfirmUserMutationVariables = Exact<{
  email: string;
  token: string;
}>;


export type ConfirmUserMutation = { confirmUser: { message: string } };

export type IdleTimeoutQueryVariables = Exact<{ [key: string]: never; }>;


export type IdleTimeoutQuery = { idleTimeout: number };

export type HotelNotificationsQueryVariables = Exact<{
  hotelId: number;
}>;


export type HotelNotificationsQuery = { notifications: Array<{ id: number, type: number, description: string, userIcon: string | null, userName: string, channelId: number | null, hotelId: number, createdAt: string }> };

export type AnswerChannelRequestMutationVariables = Exact<{
  hotelId: number;
  channelId: number;
  accept: boolean;
}>;


export type AnswerChannelRequestMutation = { answerChannelRequest: { message: string } };

export type ChannelRequestsSubscriptionVariables = Exact<{
  hotelId: number;
}>;


export type ChannelRequestsSubscription = { channelRequests: { kind: LiveEventKind, request: { channelName: string, hotelName: string, hotelCardLogo: string | null, channelId: number | null, hotelId: number | null } | null } };

export type PendingChannelRequestsQueryVariables = Exact<{
  hotelId: number;
}>;


export type PendingChannelRequestsQuery = { pendingChannelRequests: Array<{ id: number, code: string, name: string, country: string, channelType: ChannelType, status: ChannelStatus, createdAt: string }> };

export type AdminAllocationCategoriesQueryVariables = Exact<{
  serviceId: number;
}>;


export type AdminAllocationCategoriesQuery = { allocationCategories: Array<{ id: number, title: string, trail: Array<string>, itemCount: number }> };

export type AdminAllocatableItemsQueryVariables = Exact<{
  serviceId: number;
  page: number;
  size: number;
  sortField?: string | null | undefined;
  direction?: string | null | undefined;
  name?: string | null | undefined;
  categoryId?: number | null | undefined;
  unallocated?: boolean | null | undefined;
}>;


export type AdminAllocatableItemsQuery = { allocatableItems: { total: number, items: Array<{ id: number, name: string, image: string | null, price: number, active: boolean, itemType: ItemType, categoryId: number | null, categoryTitle: string | null, parentCategoryTitle: string | null }> } };

export type AdminAllocateMenuItemsMutationVariables = Exact<{
  serviceId: number;
  categoryId?: number | null | undefined;
  itemIds: Array<number> | number;
}>;


export type AdminAllocateMenuItemsMutation = { allocateMenuItems: { message: string, items: Array<{ id: number, categoryId: number | null }> } };

export type AdminMenuCategoryFieldsFragment = { id: number, title: string, image: string | null, parentId: number | null, trail: Array<string>, lastLayer: boolean, childCount: number, itemCount: number };

export type AdminMenuCategoriesQueryVariables = Exact<{
  serviceId: number;
}>;


export type AdminMenuCategoriesQuery = { menuCategories: Array<{ id: number, title: string, image: string | null, parentId: number | null, trail: Array<string>, lastLayer: boolean, childCount: number, itemCount: number, children: Array<{ id: number, title: string, image: string | null, parentId: number | null, trail: Array<string>, lastLayer: boolean, childCount: number, itemCount: number, children: Array<{ id: number, title: string, image: string | null, parentId: number | null, trail: Array<string>, lastLayer: boolean, childCount: number, itemCount: number }> }> }> };

export type AdminCreateMenuCategoryMutationVariables = Exact<{
  input: MenuCategoryInput;
}>;


export type AdminCreateMenuCategoryMutation = { createMenuCategory: { message: string, id: number } };

export type AdminUpdateMenuCategoryMutationVariables = Exact<{
  id: number;
  input: MenuCategoryInput;
}>;


export type AdminUpdateMenuCategoryMutation = { updateMenuCategory: { message: string, id: number } };

export type AdminDeleteMenuCategoryMutationVariables = Exact<{
  serviceId: number;
  id: number;
}>;


export type AdminDeleteMenuCategoryMutation = { deleteMenuCategory: { message: string } };

export type AdminMenuItemFieldsFragment = { id: number, name: string, image: string | null, price: number, active: boolean, itemType: ItemType, categoryId: number | null, categoryTitle: string | null, parentCategoryTitle: string | null, hasOrders: boolean };

export type AdminMenuItemsQueryVariables = Exact<{
  serviceId: number;
  page: number;
  size: number;
  sortField?: string | null | undefined;
  direction?: string | null | undefined;
  name?: string | null | undefined;
  itemType?: ItemType | null | undefined;
  categoryId?: number | null | undefined;
}>;


export type AdminMenuItemsQuery = { menuItems: { total: number, items: Array<{ id: number, name: string, image: string | null, price: number, active: boolean, itemType: ItemType, categoryId: number | null, categoryTitle: string | null, parentCategoryTitle: string | null, hasOrders: boolean }> } };

export type AdminMenuCategoryOptionsQueryVariables = Exact<{
  serviceId: number;
}>;


export type AdminMenuCategoryOptionsQuery = { menuCategoryOptions: Array<{ id: number, title: string, trail: Array<string> }> };

export type AdminCreateMenuItemMutationVariables = Exact<{
  input: MenuItemInput;
}>;


export type AdminCreateMenuItemMutation = { createMenuItem: { message: string, item: { id: number, name: string, image: string | null, price: number, active: boolean, itemType: ItemType, categoryId: number | null, categoryTitle: string | null, parentCategoryTitle: string | null, hasOrders: boolean } } };

export type AdminUpdateMenuItemMutationVariables = Exact<{
  id: number;
  input: MenuItemInput;
}>;


export type AdminUpdateMenuItemMutation = { updateMenuItem: { message: string, item: { id: number, name: string, image: string | null, price: number, active: boolean, itemType: ItemType, categoryId: number | null, categoryTitle: string | null, parentCategoryTitle: string | null, hasOrders: boolean } } };

export type AdminDeleteMenuItemMutationVariables = Exact<{
  serviceId: number;
  id: number;
}>;


export type AdminDeleteMenuItemMutation = { deleteMenuItem: { message: string } };

export type AdminInvoiceFieldsFragment = { id: number, invoiceNumber: string, orderId: number, tableNumber: string, waiterName: string, customerName: string, paymentMethod: PaymentMethod, roomNumber: string | null, orderTime: string, completedAt: string, vatApplicable: boolean, vatCustomer: { id: number, name: string, vatNumber: string, email: string, address: string } | null, bill: { subTotal: number, discount: number, serviceCharge: number, serviceChargeRate: number, totalCharge: number, taxes: Array<{ name: string, originRate: number, amount: number }> }, items: Array<{ id: number, name: string, itemType: ItemType, quantity: number, price: number, amount: number, status: OrderStatus, counted: boolean }> };

export type AdminRestaurantInvoicesQueryVariables = Exact<{
  serviceId: number;
  page: number;
  size: number;
  sortField?: string | null | undefined;
  direction?: string | null | undefined;
  fromDate?: string | null | undefined;
  toDate?: string | null | undefined;
  search?: string | null | undefined;
  paymentMethod?: PaymentMethod | null | undefined;
}>;


export type AdminRestaurantInvoicesQuery = { restaurantInvoices: { total: number, items: Array<{ id: number, invoiceNumber: string, orderId: number, tableNumber: string, waiterName: string, customerName: string, paymentMethod: PaymentMethod, roomNumber: string | null, orderTime: string, completedAt: string, vatApplicable: boolean, vatCustomer: { id: number, name: string, vatNumber: string, email: string, address: string } | null, bill: { subTotal: number, discount: number, serviceCharge: number, serviceChargeRate: number, totalCharge: number, taxes: Array<{ name: string, originRate: number, amount: number }> }, items: Array<{ id: number, name: string, itemType: ItemType, quantity: number, price: number, amount: number, status: OrderStatus, counted: boolean }> }> } };

export type AdminRestaurantInvoiceQueryVariables = Exact<{
  serviceId: number;
  id: number;
}>;


export type AdminRestaurantInvoiceQuery = { restaurantInvoice: { id: number, invoiceNumber: string, orderId: number, tableNumber: string, waiterName: string, customerName: string, paymentMethod: PaymentMethod, roomNumber: string | null, orderTime: string, completedAt: string, vatApplicable: boolean, vatCustomer: { id: number, name: string, vatNumber: string, email: string, address: string } | null, bill: { subTotal: number, discount: number, serviceCharge: number, serviceChargeRate: number, totalCharge: number, taxes: Array<{ name: string, originRate: number, amount: number }> }, items: Array<{ id: number, name: string, itemType: ItemType, quantity: number, price: number, amount: number, status: OrderStatus, counted: boolean }> } };

export type AdminRestaurantReceiptsQueryVariables = Exact<{
  serviceId: number;
  page: number;
  size: number;
  sortField?: string | null | undefined;
  direction?: string | null | undefined;
  fromDate?: string | null | undefined;
  toDate?: string | null | undefined;
  search?: string | null | undefined;
  paymentMethod?: PaymentMethod | null | undefined;
}>;


export type AdminRestaurantReceiptsQuery = { restaurantReceipts: { total: number, items: Array<{ id: number, receiptNumber: string, invoiceId: number, invoiceNumber: string, tableNumber: string, paymentMethod: PaymentMethod, roomNumber: string | null, amount: number, receivedBy: string, customerName: string, createdAt: string }> } };

export type AdminSalesFieldsFragment = { orders: number, subTotal: number, serviceCharge: number, taxTotal: number, totalCharge: number, cash: number, roomBill: number };

export type AdminSalesReportQueryVariables = Exact<{
  serviceId: number;
  fromDate: string;
  toDate: string;
}>;


export type AdminSalesReportQuery = { restaurantSalesReport: { hotelTitle: string, serviceName: string, fromDate: string, toDate: string, days: Array<{ date: string, orders: number, subTotal: number, serviceCharge: number, taxTotal: number, totalCharge: number, cash: number, roomBill: number }>, items: Array<{ itemId: number, name: string, itemType: ItemType, quantity: number, amount: number }>, totals: { orders: number, subTotal: number, serviceCharge: number, taxTotal: number, totalCharge: number, cash: number, roomBill: number } } };

export type AdminRestaurantDashboardQueryVariables = Exact<{
  serviceId: number;
  date?: string | null | undefined;
}>;


export type AdminRestaurantDashboardQuery = { restaurantDashboard: { date: string, averageBill: number, openOrders: number, sales: { orders: number, subTotal: number, serviceCharge: number, taxTotal: number, totalCharge: number, cash: number, roomBill: number }, ordersByStatus: Array<{ status: OrderStatus, count: number }>, ticketsByStatus: Array<{ ticketType: TicketType, status: OrderStatus, count: number }>, tables: { total: number, inUse: number, reserved: number, vacant: number }, topItems: Array<{ itemId: number, name: string, itemType: ItemType, quantity: number, amount: number }> } };

export type AdminTableCategoryFieldsFragment = { id: number, name: string, tableCount: number };

export type AdminTableCategoriesQueryVariables = Exact<{
  serviceId: number;
  page: number;
  size: number;
  sortField?: string | null | undefined;
  direction?: string | null | undefined;
  name?: string | null | undefined;
}>;


export type AdminTableCategoriesQuery = { tableCategories: { total: number, items: Array<{ id: number, name: string, tableCount: number }> } };

export type AdminTableCategoryOptionsQueryVariables = Exact<{
  serviceId: number;
}>;


export type AdminTableCategoryOptionsQuery = { tableCategoryOptions: Array<{ id: number, name: string }> };

export type AdminCreateTableCategoryMutationVariables = Exact<{
  input: TableCategoryInput;
}>;


export type AdminCreateTableCategoryMutation = { createTableCategory: { message: string, tableCategory: { id: number, name: string, tableCount: number } } };

export type AdminUpdateTableCategoryMutationVariables = Exact<{
  id: number;
  input: TableCategoryInput;
}>;


export type AdminUpdateTableCategoryMutation = { updateTableCategory: { message: string, tableCategory: { id: number, name: string, tableCount: number } } };

export type AdminDeleteTableCategoryMutationVariables = Exact<{
  serviceId: number;
  id: number;
}>;


export type AdminDeleteTableCategoryMutation = { deleteTableCategory: { message: string } };

export type AdminRestaurantTableFieldsFragment = { id: number, number: string, categoryId: number | null, categoryName: string | null, seats: number, active: boolean, reserved: boolean, status: TableStatus, inUse: boolean, hasOrders: boolean };

export type AdminRestaurantTablesQueryVariables = Exact<{
  serviceId: number;
  page: number;
  size: number;
  sortField?: string | null | undefined;
  direction?: string | null | undefined;
  number?: string | null | undefined;
  categoryId?: number | null | undefined;
}>;


export type AdminRestaurantTablesQuery = { restaurantTables: { total: number, items: Array<{ id: number, number: string, categoryId: number | null, categoryName: string | null, seats: number, active: boolean, reserved: boolean, status: TableStatus, inUse: boolean, hasOrders: boolean }> } };

export type AdminCreateRestaurantTableMutationVariables = Exact<{
  input: RestaurantTableInput;
}>;


export type AdminCreateRestaurantTableMutation = { createRestaurantTable: { message: string, table: { id: number, number: string, categoryId: number | null, categoryName: string | null, seats: number, active: boolean, reserved: boolean, status: TableStatus, inUse: boolean, hasOrders: boolean } } };

export type AdminUpdateRestaurantTableMutationVariables = Exact<{
  id: number;
  input: RestaurantTableInput;
}>;


export type AdminUpdateRestaurantTableMutation = { updateRestaurantTable: { message: string, table: { id: number, number: string, categoryId: number | null, categoryName: string | null, seats: number, active: boolean, reserved: boolean, status: TableStatus, inUse: boolean, hasOrders: boolean } } };

export type AdminDeleteRestaurantTableMutationVariables = Exact<{
  serviceId: number;
  id: number;
}>;


export type AdminDeleteRestaurantTableMutation = { deleteRestaurantTable: { message: string } };

export type AdminRestaurantTaxFieldsFragment = { id: number, name: string, rate: number, sequence: number, vat: boolean, socialSecurityContributionLevy: boolean, serviceCharge: boolean, active: boolean, onCompletedBills: boolean };

export type AdminRestaurantTaxesQueryVariables = Exact<{
  serviceId: number;
  page: number;
  size: number;
  sortField?: string | null | undefined;
  direction?: string | null | undefined;
  name?: string | null | undefined;
}>;


export type AdminRestaurantTaxesQuery = { restaurantTaxes: { total: number, items: Array<{ id: number, name: string, rate: number, sequence: number, vat: boolean, socialSecurityContributionLevy: boolean, serviceCharge: boolean, active: boolean, onCompletedBills: boolean }> } };

export type AdminCreateRestaurantTaxMutationVariables = Exact<{
  input: RestaurantTaxInput;
}>;


export type AdminCreateRestaurantTaxMutation = { createRestaurantTax: { message: string, tax: { id: number, name: string, rate: number, sequence: number, vat: boolean, socialSecurityContributionLevy: boolean, serviceCharge: boolean, active: boolean, onCompletedBills: boolean } } };

export type AdminUpdateRestaurantTaxMutationVariables = Exact<{
  id: number;
  input: RestaurantTaxInput;
}>;


export type AdminUpdateRestaurantTaxMutation = { updateRestaurantTax: { message: string, tax: { id: number, name: string, rate: number, sequence: number, vat: boolean, socialSecurityContributionLevy: boolean, serviceCharge: boolean, active: boolean, onCompletedBills: boolean } } };

export type AdminDeleteRestaurantTaxMutationVariables = Exact<{
  serviceId: number;
  id: number;
}>;


export type AdminDeleteRestaurantTaxMutation = { deleteRestaurantTax: { message: string } };

export type AdminVatCustomerFieldsFragment = { id: number, name: string, email: string, vatNumber: string, address: string, onlyThisHotelView: boolean, hotelId: number | null, hotelName: string | null, createdAt: string, onInvoices: boolean };

export type AdminVatRegistryCustomersQueryVariables = Exact<{
  serviceId: number;
  hotelId: number;
  page: number;
  size: number;
  sortField?: string | null | undefined;
  direction?: string | null | undefined;
  name?: string | null | undefined;
  email?: string | null | undefined;
  vatNumber?: string | null | undefined;
  address?: string | null | undefined;
}>;


export type AdminVatRegistryCustomersQuery = { vatRegistryCustomers: { total: number, items: Array<{ id: number, name: string, email: string, vatNumber: string, address: string, onlyThisHotelView: boolean, hotelId: number | null, hotelName: string | null, createdAt: string, onInvoices: boolean }> } };

export type AdminCreateVatCustomerMutationVariables = Exact<{
  input: VatRegistryCustomerInput;
}>;


export type AdminCreateVatCustomerMutation = { createVatRegistryCustomer: { message: string, customer: { id: number, name: string, email: string, vatNumber: string, address: string, onlyThisHotelView: boolean, hotelId: number | null, hotelName: string | null, createdAt: string, onInvoices: boolean } } };

export type AdminUpdateVatCustomerMutationVariables = Exact<{
  id: number;
  input: VatRegistryCustomerInput;
}>;


export type AdminUpdateVatCustomerMutation = { updateVatRegistryCustomer: { message: string, customer: { id: number, name: string, email: string, vatNumber: string, address: string, onlyThisHotelView: boolean, hotelId: number | null, hotelName: string | null, createdAt: string, onInvoices: boolean } } };

export type AdminDeleteVatCustomerMutationVariables = Exact<{
  serviceId: number;
  id: number;
}>;


export type AdminDeleteVatCustomerMutation = { deleteVatRegistryCustomer: { message: string } };

export type KitchenItemFieldsFragment = { id: number, name: string, image: string | null, quantity: number, remarks: string, status: OrderStatus, rejectionReason: string | null, ticket: { id: number, number: number | null, type: TicketType } | null };

export type KitchenBoardQueryVariables = Exact<{
  serviceId: number;
}>;


export type KitchenBoardQuery = { kitchenBoard: { requestConfirmationTables: Array<string>, counts: { requestConfirmation: number, placed: number, accepted: number, beingPrepared: number, readyToServe: number }, newOrders: Array<{ id: number, status: OrderStatus, orderTime: string, table: { id: number, number: string }, items: Array<{ id: number, name: string, image: string | null, quantity: number, remarks: string, status: OrderStatus, rejectionReason: string | null, ticket: { id: number, number: number | null, type: TicketType } | null }> }>, acceptedTickets: Array<{ id: number, number: number, type: TicketType, status: OrderStatus, orderTime: string | null, table: { id: number, number: string }, items: Array<{ id: number, name: string, image: string | null, quantity: number, remarks: string, status: OrderStatus, rejectionReason: string | null, ticket: { id: number, number: number | null, type: TicketType } | null }> }> } };

export type RejectOrderItemMutationVariables = Exact<{
  itemId: number;
  reason: string;
}>;


export type RejectOrderItemMutation = { rejectOrderItem: { message: string, order: { id: number, status: OrderStatus } } };

export type RequestOrderConfirmationMutationVariables = Exact<{
  orderId: number;
}>;


export type RequestOrderConfirmationMutation = { requestOrderConfirmation: { message: string, order: { id: number, status: OrderStatus } } };

export type AcceptOrderMutationVariables = Exact<{
  orderId: number;
}>;


export type AcceptOrderMutation = { acceptOrder: { message: string, order: { id: number, status: OrderStatus } } };

export type PrepareOrderItemMutationVariables = Exact<{
  ticketId: number;
  itemId: number;
}>;


export type PrepareOrderItemMutation = { prepareOrderItem: { message: string, order: { id: number, status: OrderStatus } } };

export type OrderItemReadyMutationVariables = Exact<{
  ticketId: number;
  itemId: number;
}>;


export type OrderItemReadyMutation = { orderItemReady: { message: string, order: { id: number, status: OrderStatus } } };

export type TicketReadyToServeMutationVariables = Exact<{
  ticketId: number;
  type: TicketType;
}>;


export type TicketReadyToServeMutation = { ticketReadyToServe: { message: string, order: { id: number, status: OrderStatus } } };

export type KitchenUpdatesSubscriptionVariables = Exact<{
  serviceId: number;
}>;


export type KitchenUpdatesSubscription = { kitchenUpdates: { kind: LiveEventKind, cancelled: boolean, event: string | null, orderId: number | null, tableId: number | null, tableNumber: string | null, status: OrderStatus | null } };

export type FoodCategoryFieldsFragment = { id: number, title: string, image: string | null, parentId: number | null, expanded: boolean };

export type FoodCategoriesQueryVariables = Exact<{
  serviceId: number;
}>;


export type FoodCategoriesQuery = { foodCategories: Array<{ id: number, title: string, image: string | null, parentId: number | null, expanded: boolean, children: Array<{ id: number, title: string, image: string | null, parentId: number | null, expanded: boolean, children: Array<{ id: number, title: string, image: string | null, parentId: number | null, expanded: boolean, children: Array<{ id: number, title: string, image: string | null, parentId: number | null, expanded: boolean }> }> }> }> };

export type FoodSubCategoriesQueryVariables = Exact<{
  serviceId: number;
  categoryId: number;
}>;


export type FoodSubCategoriesQuery = { foodSubCategories: Array<{ id: number, title: string, image: string | null, parentId: number | null, expanded: boolean, children: Array<{ id: number }> }> };

export type FoodCategoryTrailQueryVariables = Exact<{
  serviceId: number;
  categoryId: number;
}>;


export type FoodCategoryTrailQuery = { foodCategoryTrail: Array<{ id: number, title: string, image: string | null, parentId: number | null, expanded: boolean }> };

export type FoodItemsQueryVariables = Exact<{
  serviceId: number;
  categoryId?: number | null | undefined;
  search?: string | null | undefined;
  itemType?: ItemType | null | undefined;
}>;


export type FoodItemsQuery = { foodItems: Array<{ id: number, name: string, image: string | null, price: number, active: boolean, itemType: ItemType, categoryId: number | null }> };

export type OrderFieldsFragment = { id: number, status: OrderStatus, orderTime: string, paymentMethod: PaymentMethod, roomNumber: string | null, remarks: string, customerName: string, vatApplicable: boolean, vatActive: boolean, requestConfirmationTables: Array<string>, table: { id: number, number: string }, items: Array<{ id: number, itemId: number, name: string, image: string | null, price: number, quantity: number, remarks: string, status: OrderStatus, itemType: ItemType, rejectionReason: string | null, active: boolean, ticket: { id: number, number: number | null, type: TicketType } | null }>, bill: { subTotal: number, discount: number, serviceCharge: number, serviceChargeRate: number, totalCharge: number, taxes: Array<{ name: string, originRate: number, amount: number }> } };

export type WaiterTableFieldsFragment = { id: number, number: string, status: TableStatus, orderLineCount: number, allocation: { id: number, paymentMethod: PaymentMethod, roomNumber: string | null, customerName: string | null, vatApplicable: boolean, currentOrder: { id: number, status: OrderStatus } | null } | null };

export type WaiterTablesQueryVariables = Exact<{
  serviceId: number;
}>;


export type WaiterTablesQuery = { waiterTables: Array<{ id: number, number: string, status: TableStatus, orderLineCount: number, allocation: { id: number, paymentMethod: PaymentMethod, roomNumber: string | null, customerName: string | null, vatApplicable: boolean, currentOrder: { id: number, status: OrderStatus } | null } | null }> };

export type VacantTablesQueryVariables = Exact<{
  serviceId: number;
}>;


export type VacantTablesQuery = { vacantTables: Array<{ id: number, number: string, status: TableStatus, orderLineCount: number }> };

export type TableOrderQueryVariables = Exact<{
  serviceId: number;
  tableId: number;
}>;


export type TableOrderQuery = { order: { id: number, status: OrderStatus, orderTime: string, paymentMethod: PaymentMethod, roomNumber: string | null, remarks: string, customerName: string, vatApplicable: boolean, vatActive: boolean, requestConfirmationTables: Array<string>, table: { id: number, number: string }, items: Array<{ id: number, itemId: number, name: string, image: string | null, price: number, quantity: number, remarks: string, status: OrderStatus, itemType: ItemType, rejectionReason: string | null, active: boolean, ticket: { id: number, number: number | null, type: TicketType } | null }>, bill: { subTotal: number, discount: number, serviceCharge: number, serviceChargeRate: number, totalCharge: number, taxes: Array<{ name: string, originRate: number, amount: number }> } } | null };

export type ReservedRoomsQueryVariables = Exact<{
  hotelId: number;
  roomNumber?: string | null | undefined;
}>;


export type ReservedRoomsQuery = { reservedRooms: Array<{ id: number, roomNumber: string, guestName: string, vatApplicableForReservation: boolean }> };

export type AllocateTableMutationVariables = Exact<{
  serviceId: number;
  tableId: number;
}>;


export type AllocateTableMutation = { allocateTable: { message: string, table: { id: number, number: string, status: TableStatus, orderLineCount: number, allocation: { id: number, paymentMethod: PaymentMethod, roomNumber: string | null, customerName: string | null, vatApplicable: boolean, currentOrder: { id: number, status: OrderStatus } | null } | null } } };

export type DeallocateTableMutationVariables = Exact<{
  allocationId: number;
}>;


export type DeallocateTableMutation = { deallocateTable: { message: string, table: { id: number, number: string, status: TableStatus } } };

export type SetPaymentMethodMutationVariables = Exact<{
  input: PaymentMethodInput;
}>;


export type SetPaymentMethodMutation = { setPaymentMethod: { message: string, table: { id: number, number: string, status: TableStatus, orderLineCount: number, allocation: { id: number, paymentMethod: PaymentMethod, roomNumber: string | null, customerName: string | null, vatApplicable: boolean, currentOrder: { id: number, status: OrderStatus } | null } | null } } };

export type PlaceOrderMutationVariables = Exact<{
  input: PlaceOrderInput;
}>;


export type PlaceOrderMutation = { placeOrder: { message: string, order: { id: number, status: OrderStatus, orderTime: string, paymentMethod: PaymentMethod, roomNumber: string | null, remarks: string, customerName: string, vatApplicable: boolean, vatActive: boolean, requestConfirmationTables: Array<string>, table: { id: number, number: string }, items: Array<{ id: number, itemId: number, name: string, image: string | null, price: number, quantity: number, remarks: string, status: OrderStatus, itemType: ItemType, rejectionReason: string | null, active: boolean, ticket: { id: number, number: number | null, type: TicketType } | null }>, bill: { subTotal: number, discount: number, serviceCharge: number, serviceChargeRate: number, totalCharge: number, taxes: Array<{ name: string, originRate: number, amount: number }> } } } };

export type CancelOrderMutationVariables = Exact<{
  orderId: number;
}>;


export type CancelOrderMutation = { cancelOrder: { message: string, orderId: number, order: { id: number, status: OrderStatus, orderTime: string, paymentMethod: PaymentMethod, roomNumber: string | null, remarks: string, customerName: string, vatApplicable: boolean, vatActive: boolean, requestConfirmationTables: Array<string>, table: { id: number, number: string }, items: Array<{ id: number, itemId: number, name: string, image: string | null, price: number, quantity: number, remarks: string, status: OrderStatus, itemType: ItemType, rejectionReason: string | null, active: boolean, ticket: { id: number, number: number | null, type: TicketType } | null }>, bill: { subTotal: number, discount: number, serviceCharge: number, serviceChargeRate: number, totalCharge: number, taxes: Array<{ name: string, originRate: number, amount: number }> } } | null } };

export type SetOrderVatMutationVariables = Exact<{
  orderId: number;
  vatApplicable: boolean;
}>;


export type SetOrderVatMutation = { setOrderVat: { message: string, order: { id: number, status: OrderStatus, orderTime: string, paymentMethod: PaymentMethod, roomNumber: string | null, remarks: string, customerName: string, vatApplicable: boolean, vatActive: boolean, requestConfirmationTables: Array<string>, table: { id: number, number: string }, items: Array<{ id: number, itemId: number, name: string, image: string | null, price: number, quantity: number, remarks: string, status: OrderStatus, itemType: ItemType, rejectionReason: string | null, active: boolean, ticket: { id: number, number: number | null, type: TicketType } | null }>, bill: { subTotal: number, discount: number, serviceCharge: number, serviceChargeRate: number, totalCharge: number, taxes: Array<{ name: string, originRate: number, amount: number }> } } } };

export type ServeOrderItemMutationVariables = Exact<{
  itemId: number;
}>;


export type ServeOrderItemMutation = { serveOrderItem: { message: string, order: { id: number, status: OrderStatus, orderTime: string, paymentMethod: PaymentMethod, roomNumber: string | null, remarks: string, customerName: string, vatApplicable: boolean, vatActive: boolean, requestConfirmationTables: Array<string>, table: { id: number, number: string }, items: Array<{ id: number, itemId: number, name: string, image: string | null, price: number, quantity: number, remarks: string, status: OrderStatus, itemType: ItemType, rejectionReason: string | null, active: boolean, ticket: { id: number, number: number | null, type: TicketType } | null }>, bill: { subTotal: number, discount: number, serviceCharge: number, serviceChargeRate: number, totalCharge: number, taxes: Array<{ name: string, originRate: number, amount: number }> } } } };

export type WithdrawOrderItemMutationVariables = Exact<{
  itemId: number;
}>;


export type WithdrawOrderItemMutation = { withdrawOrderItem: { message: string, order: { id: number, status: OrderStatus, orderTime: string, paymentMethod: PaymentMethod, roomNumber: string | null, remarks: string, customerName: string, vatApplicable: boolean, vatActive: boolean, requestConfirmationTables: Array<string>, table: { id: number, number: string }, items: Array<{ id: number, itemId: number, name: string, image: string | null, price: number, quantity: number, remarks: string, status: OrderStatus, itemType: ItemType, rejectionReason: string | null, active: boolean, ticket: { id: number, number: number | null, type: TicketType } | null }>, bill: { subTotal: number, discount: number, serviceCharge: number, serviceChargeRate: number, totalCharge: number, taxes: Array<{ name: string, originRate: number, amount: number }> } } } };

export type CompletePaymentMutationVariables = Exact<{
  input: CompletePaymentInput;
}>;


export type CompletePaymentMutation = { completePayment: { message: string, order: { id: number, status: OrderStatus } } };

export type CreateCustomDishMutationVariables = Exact<{
  input: CustomDishInput;
}>;


export type CreateCustomDishMutation = { createCustomDish: { id: number, name: string, image: string | null, price: number, active: boolean, itemType: ItemType } };

export type WaiterUpdatesSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type WaiterUpdatesSubscription = { waiterUpdates: { kind: LiveEventKind, rejected: boolean, event: string | null, orderId: number | null, tableId: number | null, tableNumber: string | null, status: OrderStatus | null, itemId: number | null, itemStatus: OrderStatus | null, ticketId: number | null, ticketStatus: OrderStatus | null, rejections: Array<{ orderId: number, itemId: number, itemName: string, reason: string, tableId: number | null, tableNumber: string | null }> } };

export type WaiterBoardQueryVariables = Exact<{
  serviceId: number;
}>;


export type WaiterBoardQuery = { waiterBoard: Array<{ id: number, orderId: number | null, orderStatus: OrderStatus | null, table: { id: number, number: string }, tickets: Array<{ id: number, number: number, type: TicketType, status: OrderStatus }> }> };

export type ServeTicketMutationVariables = Exact<{
  ticketId: number;
  type: TicketType;
}>;


export type ServeTicketMutation = { serveTicket: { message: string, order: { id: number, status: OrderStatus } } };

export type GroupsQueryVariables = Exact<{ [key: string]: never; }>;


export type GroupsQuery = { groups: Array<{ id: number, name: string, address: string, contactPerson: string, email: string, active: boolean, cardLogo: string | null, cardImage: string | null, sideBarImage: string | null }> };

export type HotelsQueryVariables = Exact<{
  groupId?: number | null | undefined;
}>;


export type HotelsQuery = { hotels: Array<{ id: number, title: string, name: string, type: string, address: string, contactNumber: string, email: string, groupId: number, groupTitle: string, cardImage: string | null, cardLogo: string | null, sideBarImage: string | null, titleImage: string | null, headerLogo: string | null, sideBarLogo: string | null }> };

export type ViewerFieldsFragment = { id: number, firstName: string, lastName: string, email: string, userName: string, imgUrl: string | null, level: UserLevel, groupIds: Array<number>, hotelIds: Array<number>, serviceIds: Array<number>, profile: { hotel: { id: number, name: string, type: string, sideBarImage: string | null, titleImage: string | null } | null, group: { id: number, name: string } | null, service: { id: number, name: string, serviceType: ServiceType } | null } };

export type MyPermissionsQueryVariables = Exact<{
  serviceId?: number | null | undefined;
}>;


export type MyPermissionsQuery = { myPermissions: Array<{ id: number, name: string, prefix: string, status: number, active: boolean }> };

export type HotelServicesQueryVariables = Exact<{
  hotelId: number;
}>;


export type HotelServicesQuery = { services: Array<{ id: number, name: string, serviceType: ServiceType, active: boolean, hotelId: number, cardImage: string | null, cardLogo: string | null }> };

export const AdminMenuCategoryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMenuCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MenuCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"trail"}},{"kind":"Field","name":{"kind":"Name","value":"lastLayer"}},{"kind":"Field","name":{"kind":"Name","value":"childCount"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}}]}}]} as unknown as DocumentNode;
export const AdminMenuItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMenuItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MenuItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"itemType"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryTitle"}},{"kind":"Field","name":{"kind":"Name","value":"parentCategoryTitle"}},{"kind":"Field","name":{"kind":"Name","value":"hasOrders"}}]}}]} as unknown as DocumentNode;
export const AdminInvoiceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RestaurantInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"tableNumber"}},{"kind":"Field","name":{"kind":"Name","value":"waiterName"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}},{"kind":"Field","name":{"kind":"Name","value":"orderTime"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"vatApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"vatCustomer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"vatNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bill"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subTotal"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"serviceCharge"}},{"kind":"Field","name":{"kind":"Name","value":"serviceChargeRate"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"originRate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCharge"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"itemType"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"counted"}}]}}]}}]} as unknown as DocumentNode;
export const AdminSalesFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSalesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RestaurantSales"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"subTotal"}},{"kind":"Field","name":{"kind":"Name","value":"serviceCharge"}},{"kind":"Field","name":{"kind":"Name","value":"taxTotal"}},{"kind":"Field","name":{"kind":"Name","value":"totalCharge"}},{"kind":"Field","name":{"kind":"Name","value":"cash"}},{"kind":"Field","name":{"kind":"Name","value":"roomBill"}}]}}]} as unknown as DocumentNode;
export const AdminTableCategoryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTableCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TableCategoryDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tableCount"}}]}}]} as unknown as DocumentNode;
export const AdminRestaurantTableFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRestaurantTableFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RestaurantTable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"reserved"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"inUse"}},{"kind":"Field","name":{"kind":"Name","value":"hasOrders"}}]}}]} as unknown as DocumentNode;
export const AdminRestaurantTaxFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRestaurantTaxFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RestaurantTax"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"vat"}},{"kind":"Field","name":{"kind":"Name","value":"socialSecurityContributionLevy"}},{"kind":"Field","name":{"kind":"Name","value":"serviceCharge"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"onCompletedBills"}}]}}]} as unknown as DocumentNode;
export const AdminVatCustomerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminVatCustomerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VatRegistryCustomer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"vatNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"onlyThisHotelView"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"hotelName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"onInvoices"}}]}}]} as unknown as DocumentNode;
export const KitchenItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KitchenItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KitchenItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode;
export const FoodCategoryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FoodCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FoodCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"expanded"}}]}}]} as unknown as DocumentNode;
export const OrderFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orderTime"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"vatApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"vatActive"}},{"kind":"Field","name":{"kind":"Name","value":"table"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"itemType"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"bill"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subTotal"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"serviceCharge"}},{"kind":"Field","name":{"kind":"Name","value":"serviceChargeRate"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"originRate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCharge"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestConfirmationTables"}}]}}]} as unknown as DocumentNode;
export const WaiterTableFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WaiterTableFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Table"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orderLineCount"}},{"kind":"Field","name":{"kind":"Name","value":"allocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"vatApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"currentOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode;
export const ViewerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"imgUrl"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"groupIds"}},{"kind":"Field","name":{"kind":"Name","value":"hotelIds"}},{"kind":"Field","name":{"kind":"Name","value":"serviceIds"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hotel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"sideBarImage"}},{"kind":"Field","name":{"kind":"Name","value":"titleImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serviceType"}}]}}]}}]}}]} as unknown as DocumentNode;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"oldPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"oldPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"oldPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode;
export function useChangePasswordMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ChangePasswordMutation, ChangePasswordMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ChangePasswordMutation, ChangePasswordMutationVariables>(ChangePasswordDocument, options);
      }
export type ChangePasswordMutationHookResult = ReturnType<typeof useChangePasswordMutation>;
export const ProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"imgUrl"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hotel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serviceType"}}]}}]}}]}}]}}]} as unknown as DocumentNode;
export function useProfileQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ProfileQuery, ProfileQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProfileQuery, ProfileQueryVariables>(ProfileDocument, options);
      }
export function useProfileLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProfileQuery, ProfileQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProfileQuery, ProfileQueryVariables>(ProfileDocument, options);
        }
// @ts-ignore
export function useProfileSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ProfileQuery, ProfileQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProfileQuery, ProfileQueryVariables>;
export function useProfileSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProfileQuery, ProfileQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProfileQuery | undefined, ProfileQueryVariables>;
export function useProfileSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProfileQuery, ProfileQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ProfileQuery, ProfileQueryVariables>(ProfileDocument, options);
        }
export type ProfileQueryHookResult = ReturnType<typeof useProfileQuery>;
export type ProfileLazyQueryHookResult = ReturnType<typeof useProfileLazyQuery>;
export type ProfileSuspenseQueryHookResult = ReturnType<typeof useProfileSuspenseQuery>;
export const ForgotPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForgotPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forgotPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode;
export function useForgotPasswordMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ForgotPasswordMutation, ForgotPasswordMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ForgotPasswordMutation, ForgotPasswordMutationVariables>(ForgotPasswordDocument, options);
      }
export type ForgotPasswordMutationHookResult = ReturnType<typeof useForgotPasswordMutation>;
export const UnlockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Unlock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unlock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"imgUrl"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"groupIds"}},{"kind":"Field","name":{"kind":"Name","value":"hotelIds"}},{"kind":"Field","name":{"kind":"Name","value":"serviceIds"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hotel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"sideBarImage"}},{"kind":"Field","name":{"kind":"Name","value":"titleImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serviceType"}}]}}]}}]}}]} as unknown as DocumentNode;
export function useUnlockMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UnlockMutation, UnlockMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UnlockMutation, UnlockMutationVariables>(UnlockDocument, options);
      }
export type UnlockMutationHookResult = ReturnType<typeof useUnlockMutation>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"confirmPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"confirmPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"confirmPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode;
export function useResetPasswordMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ResetPasswordMutation, ResetPasswordMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ResetPasswordMutation, ResetPasswordMutationVariables>(ResetPasswordDocument, options);
      }
export type ResetPasswordMutationHookResult = ReturnType<typeof useResetPasswordMutation>;
export const VerifySecurityCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifySecurityCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifySecurityCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode;
export function useVerifySecurityCodeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<VerifySecurityCodeMutation, VerifySecurityCodeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<VerifySecurityCodeMutation, VerifySecurityCodeMutationVariables>(VerifySecurityCodeDocument, options);
      }
export type VerifySecurityCodeMutationHookResult = ReturnType<typeof useVerifySecurityCodeMutation>;
export const SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"imgUrl"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"groupIds"}},{"kind":"Field","name":{"kind":"Name","value":"hotelIds"}},{"kind":"Field","name":{"kind":"Name","value":"serviceIds"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hotel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"sideBarImage"}},{"kind":"Field","name":{"kind":"Name","value":"titleImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serviceType"}}]}}]}}]}}]} as unknown as DocumentNode;
export function useSignInMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SignInMutation, SignInMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SignInMutation, SignInMutationVariables>(SignInDocument, options);
      }
export type SignInMutationHookResult = ReturnType<typeof useSignInMutation>;
export const SignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode;
export function useSignOutMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SignOutMutation, SignOutMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SignOutMutation, SignOutMutationVariables>(SignOutDocument, options);
      }
export type SignOutMutationHookResult = ReturnType<typeof useSignOutMutation>;
export const SignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode;
export function useSignUpMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SignUpMutation, SignUpMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SignUpMutation, SignUpMutationVariables>(SignUpDocument, options);
      }
export type SignUpMutationHookResult = ReturnType<typeof useSignUpMutation>;
export const ConfirmUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode;
export function useConfirmUserMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ConfirmUserMutation, ConfirmUserMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ConfirmUserMutation, ConfirmUserMutationVariables>(ConfirmUserDocument, options);
      }
export type ConfirmUserMutationHookResult = ReturnType<typeof useConfirmUserMutation>;
export const IdleTimeoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdleTimeout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idleTimeout"}}]}}]} as unknown as DocumentNode;
export function useIdleTimeoutQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<IdleTimeoutQuery, IdleTimeoutQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<IdleTimeoutQuery, IdleTimeoutQueryVariables>(IdleTimeoutDocument, options);
      }
export function useIdleTimeoutLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<IdleTimeoutQuery, IdleTimeoutQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<IdleTimeoutQuery, IdleTimeoutQueryVariables>(IdleTimeoutDocument, options);
        }
// @ts-ignore
export function useIdleTimeoutSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<IdleTimeoutQuery, IdleTimeoutQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<IdleTimeoutQuery, IdleTimeoutQueryVariables>;
export function useIdleTimeoutSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<IdleTimeoutQuery, IdleTimeoutQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<IdleTimeoutQuery | undefined, IdleTimeoutQueryVariables>;
export function useIdleTimeoutSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<IdleTimeoutQuery, IdleTimeoutQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<IdleTimeoutQuery, IdleTimeoutQueryVariables>(IdleTimeoutDocument, options);
        }
export type IdleTimeoutQueryHookResult = ReturnType<typeof useIdleTimeoutQuery>;
export type IdleTimeoutLazyQueryHookResult = ReturnType<typeof useIdleTimeoutLazyQuery>;
export type IdleTimeoutSuspenseQueryHookResult = ReturnType<typeof useIdleTimeoutSuspenseQuery>;
export const HotelNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HotelNotifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"userIcon"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode;
export function useHotelNotificationsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<HotelNotificationsQuery, HotelNotificationsQueryVariables> & ({ variables: HotelNotificationsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<HotelNotificationsQuery, HotelNotificationsQueryVariables>(HotelNotificationsDocument, options);
      }
export function useHotelNotificationsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<HotelNotificationsQuery, HotelNotificationsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<HotelNotificationsQuery, HotelNotificationsQueryVariables>(HotelNotificationsDocument, options);
        }
// @ts-ignore
export function useHotelNotificationsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<HotelNotificationsQuery, HotelNotificationsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<HotelNotificationsQuery, HotelNotificationsQueryVariables>;
export function useHotelNotificationsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<HotelNotificationsQuery, HotelNotificationsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<HotelNotificationsQuery | undefined, HotelNotificationsQueryVariables>;
export function useHotelNotificationsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<HotelNotificationsQuery, HotelNotificationsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<HotelNotificationsQuery, HotelNotificationsQueryVariables>(HotelNotificationsDocument, options);
        }
export type HotelNotificationsQueryHookResult = ReturnType<typeof useHotelNotificationsQuery>;
export type HotelNotificationsLazyQueryHookResult = ReturnType<typeof useHotelNotificationsLazyQuery>;
export type HotelNotificationsSuspenseQueryHookResult = ReturnType<typeof useHotelNotificationsSuspenseQuery>;
export const AnswerChannelRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnswerChannelRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"channelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accept"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerChannelRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}},{"kind":"Argument","name":{"kind":"Name","value":"channelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"channelId"}}},{"kind":"Argument","name":{"kind":"Name","value":"accept"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accept"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode;
export function useAnswerChannelRequestMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AnswerChannelRequestMutation, AnswerChannelRequestMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AnswerChannelRequestMutation, AnswerChannelRequestMutationVariables>(AnswerChannelRequestDocument, options);
      }
export type AnswerChannelRequestMutationHookResult = ReturnType<typeof useAnswerChannelRequestMutation>;
export const ChannelRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ChannelRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channelRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channelName"}},{"kind":"Field","name":{"kind":"Name","value":"hotelName"}},{"kind":"Field","name":{"kind":"Name","value":"hotelCardLogo"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}}]}}]}}]}}]} as unknown as DocumentNode;
export function useChannelRequestsSubscription(baseOptions: ApolloReactHooks.SubscriptionHookOptions<ChannelRequestsSubscription, ChannelRequestsSubscriptionVariables> & ({ variables: ChannelRequestsSubscriptionVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useSubscription<ChannelRequestsSubscription, ChannelRequestsSubscriptionVariables>(ChannelRequestsDocument, options);
      }
export type ChannelRequestsSubscriptionHookResult = ReturnType<typeof useChannelRequestsSubscription>;
export const PendingChannelRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingChannelRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingChannelRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"channelType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode;
export function usePendingChannelRequestsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<PendingChannelRequestsQuery, PendingChannelRequestsQueryVariables> & ({ variables: PendingChannelRequestsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PendingChannelRequestsQuery, PendingChannelRequestsQueryVariables>(PendingChannelRequestsDocument, options);
      }
export function usePendingChannelRequestsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PendingChannelRequestsQuery, PendingChannelRequestsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PendingChannelRequestsQuery, PendingChannelRequestsQueryVariables>(PendingChannelRequestsDocument, options);
        }
// @ts-ignore
export function usePendingChannelRequestsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PendingChannelRequestsQuery, PendingChannelRequestsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PendingChannelRequestsQuery, PendingChannelRequestsQueryVariables>;
export function usePendingChannelRequestsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PendingChannelRequestsQuery, PendingChannelRequestsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PendingChannelRequestsQuery | undefined, PendingChannelRequestsQueryVariables>;
export function usePendingChannelRequestsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PendingChannelRequestsQuery, PendingChannelRequestsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PendingChannelRequestsQuery, PendingChannelRequestsQueryVariables>(PendingChannelRequestsDocument, options);
        }
export type PendingChannelRequestsQueryHookResult = ReturnType<typeof usePendingChannelRequestsQuery>;
export type PendingChannelRequestsLazyQueryHookResult = ReturnType<typeof usePendingChannelRequestsLazyQuery>;
export type PendingChannelRequestsSuspenseQueryHookResult = ReturnType<typeof usePendingChannelRequestsSuspenseQuery>;
export const AdminAllocationCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAllocationCategories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allocationCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"trail"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}}]}}]}}]} as unknown as DocumentNode;
export function useAdminAllocationCategoriesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminAllocationCategoriesQuery, AdminAllocationCategoriesQueryVariables> & ({ variables: AdminAllocationCategoriesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminAllocationCategoriesQuery, AdminAllocationCategoriesQueryVariables>(AdminAllocationCategoriesDocument, options);
      }
export function useAdminAllocationCategoriesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminAllocationCategoriesQuery, AdminAllocationCategoriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminAllocationCategoriesQuery, AdminAllocationCategoriesQueryVariables>(AdminAllocationCategoriesDocument, options);
        }
// @ts-ignore
export function useAdminAllocationCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminAllocationCategoriesQuery, AdminAllocationCategoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminAllocationCategoriesQuery, AdminAllocationCategoriesQueryVariables>;
export function useAdminAllocationCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminAllocationCategoriesQuery, AdminAllocationCategoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminAllocationCategoriesQuery | undefined, AdminAllocationCategoriesQueryVariables>;
export function useAdminAllocationCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminAllocationCategoriesQuery, AdminAllocationCategoriesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminAllocationCategoriesQuery, AdminAllocationCategoriesQueryVariables>(AdminAllocationCategoriesDocument, options);
        }
export type AdminAllocationCategoriesQueryHookResult = ReturnType<typeof useAdminAllocationCategoriesQuery>;
export type AdminAllocationCategoriesLazyQueryHookResult = ReturnType<typeof useAdminAllocationCategoriesLazyQuery>;
export type AdminAllocationCategoriesSuspenseQueryHookResult = ReturnType<typeof useAdminAllocationCategoriesSuspenseQuery>;
export const AdminAllocatableItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAllocatableItems"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortField"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unallocated"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allocatableItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortField"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortField"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"categoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}}},{"kind":"Argument","name":{"kind":"Name","value":"unallocated"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unallocated"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"itemType"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryTitle"}},{"kind":"Field","name":{"kind":"Name","value":"parentCategoryTitle"}}]}}]}}]}}]} as unknown as DocumentNode;
export function useAdminAllocatableItemsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminAllocatableItemsQuery, AdminAllocatableItemsQueryVariables> & ({ variables: AdminAllocatableItemsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminAllocatableItemsQuery, AdminAllocatableItemsQueryVariables>(AdminAllocatableItemsDocument, options);
      }
export function useAdminAllocatableItemsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminAllocatableItemsQuery, AdminAllocatableItemsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminAllocatableItemsQuery, AdminAllocatableItemsQueryVariables>(AdminAllocatableItemsDocument, options);
        }
// @ts-ignore
export function useAdminAllocatableItemsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminAllocatableItemsQuery, AdminAllocatableItemsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminAllocatableItemsQuery, AdminAllocatableItemsQueryVariables>;
export function useAdminAllocatableItemsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminAllocatableItemsQuery, AdminAllocatableItemsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminAllocatableItemsQuery | undefined, AdminAllocatableItemsQueryVariables>;
export function useAdminAllocatableItemsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminAllocatableItemsQuery, AdminAllocatableItemsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminAllocatableItemsQuery, AdminAllocatableItemsQueryVariables>(AdminAllocatableItemsDocument, options);
        }
export type AdminAllocatableItemsQueryHookResult = ReturnType<typeof useAdminAllocatableItemsQuery>;
export type AdminAllocatableItemsLazyQueryHookResult = ReturnType<typeof useAdminAllocatableItemsLazyQuery>;
export type AdminAllocatableItemsSuspenseQueryHookResult = ReturnType<typeof useAdminAllocatableItemsSuspenseQuery>;
export const AdminAllocateMenuItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminAllocateMenuItems"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allocateMenuItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"categoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}}},{"kind":"Argument","name":{"kind":"Name","value":"itemIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}}]}}]}}]}}]} as unknown as DocumentNode;
export function useAdminAllocateMenuItemsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminAllocateMenuItemsMutation, AdminAllocateMenuItemsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminAllocateMenuItemsMutation, AdminAllocateMenuItemsMutationVariables>(AdminAllocateMenuItemsDocument, options);
      }
export type AdminAllocateMenuItemsMutationHookResult = ReturnType<typeof useAdminAllocateMenuItemsMutation>;
export const AdminMenuCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMenuCategories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menuCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMenuCategoryFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMenuCategoryFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMenuCategoryFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMenuCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MenuCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"trail"}},{"kind":"Field","name":{"kind":"Name","value":"lastLayer"}},{"kind":"Field","name":{"kind":"Name","value":"childCount"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}}]}}]} as unknown as DocumentNode;
export function useAdminMenuCategoriesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminMenuCategoriesQuery, AdminMenuCategoriesQueryVariables> & ({ variables: AdminMenuCategoriesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminMenuCategoriesQuery, AdminMenuCategoriesQueryVariables>(AdminMenuCategoriesDocument, options);
      }
export function useAdminMenuCategoriesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminMenuCategoriesQuery, AdminMenuCategoriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminMenuCategoriesQuery, AdminMenuCategoriesQueryVariables>(AdminMenuCategoriesDocument, options);
        }
// @ts-ignore
export function useAdminMenuCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminMenuCategoriesQuery, AdminMenuCategoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminMenuCategoriesQuery, AdminMenuCategoriesQueryVariables>;
export function useAdminMenuCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminMenuCategoriesQuery, AdminMenuCategoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminMenuCategoriesQuery | undefined, AdminMenuCategoriesQueryVariables>;
export function useAdminMenuCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminMenuCategoriesQuery, AdminMenuCategoriesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminMenuCategoriesQuery, AdminMenuCategoriesQueryVariables>(AdminMenuCategoriesDocument, options);
        }
export type AdminMenuCategoriesQueryHookResult = ReturnType<typeof useAdminMenuCategoriesQuery>;
export type AdminMenuCategoriesLazyQueryHookResult = ReturnType<typeof useAdminMenuCategoriesLazyQuery>;
export type AdminMenuCategoriesSuspenseQueryHookResult = ReturnType<typeof useAdminMenuCategoriesSuspenseQuery>;
export const AdminCreateMenuCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateMenuCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MenuCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMenuCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode;
export function useAdminCreateMenuCategoryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminCreateMenuCategoryMutation, AdminCreateMenuCategoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminCreateMenuCategoryMutation, AdminCreateMenuCategoryMutationVariables>(AdminCreateMenuCategoryDocument, options);
      }
export type AdminCreateMenuCategoryMutationHookResult = ReturnType<typeof useAdminCreateMenuCategoryMutation>;
export const AdminUpdateMenuCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateMenuCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MenuCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMenuCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode;
export function useAdminUpdateMenuCategoryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminUpdateMenuCategoryMutation, AdminUpdateMenuCategoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminUpdateMenuCategoryMutation, AdminUpdateMenuCategoryMutationVariables>(AdminUpdateMenuCategoryDocument, options);
      }
export type AdminUpdateMenuCategoryMutationHookResult = ReturnType<typeof useAdminUpdateMenuCategoryMutation>;
export const AdminDeleteMenuCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteMenuCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMenuCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode;
export function useAdminDeleteMenuCategoryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminDeleteMenuCategoryMutation, AdminDeleteMenuCategoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminDeleteMenuCategoryMutation, AdminDeleteMenuCategoryMutationVariables>(AdminDeleteMenuCategoryDocument, options);
      }
export type AdminDeleteMenuCategoryMutationHookResult = ReturnType<typeof useAdminDeleteMenuCategoryMutation>;
export const AdminMenuItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMenuItems"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortField"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ItemType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menuItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortField"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortField"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"itemType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemType"}}},{"kind":"Argument","name":{"kind":"Name","value":"categoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMenuItemFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMenuItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MenuItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"itemType"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryTitle"}},{"kind":"Field","name":{"kind":"Name","value":"parentCategoryTitle"}},{"kind":"Field","name":{"kind":"Name","value":"hasOrders"}}]}}]} as unknown as DocumentNode;
export function useAdminMenuItemsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminMenuItemsQuery, AdminMenuItemsQueryVariables> & ({ variables: AdminMenuItemsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminMenuItemsQuery, AdminMenuItemsQueryVariables>(AdminMenuItemsDocument, options);
      }
export function useAdminMenuItemsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminMenuItemsQuery, AdminMenuItemsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminMenuItemsQuery, AdminMenuItemsQueryVariables>(AdminMenuItemsDocument, options);
        }
// @ts-ignore
export function useAdminMenuItemsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminMenuItemsQuery, AdminMenuItemsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminMenuItemsQuery, AdminMenuItemsQueryVariables>;
export function useAdminMenuItemsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminMenuItemsQuery, AdminMenuItemsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminMenuItemsQuery | undefined, AdminMenuItemsQueryVariables>;
export function useAdminMenuItemsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminMenuItemsQuery, AdminMenuItemsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminMenuItemsQuery, AdminMenuItemsQueryVariables>(AdminMenuItemsDocument, options);
        }
export type AdminMenuItemsQueryHookResult = ReturnType<typeof useAdminMenuItemsQuery>;
export type AdminMenuItemsLazyQueryHookResult = ReturnType<typeof useAdminMenuItemsLazyQuery>;
export type AdminMenuItemsSuspenseQueryHookResult = ReturnType<typeof useAdminMenuItemsSuspenseQuery>;
export const AdminMenuCategoryOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMenuCategoryOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menuCategoryOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"trail"}}]}}]}}]} as unknown as DocumentNode;
export function useAdminMenuCategoryOptionsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminMenuCategoryOptionsQuery, AdminMenuCategoryOptionsQueryVariables> & ({ variables: AdminMenuCategoryOptionsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminMenuCategoryOptionsQuery, AdminMenuCategoryOptionsQueryVariables>(AdminMenuCategoryOptionsDocument, options);
      }
export function useAdminMenuCategoryOptionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminMenuCategoryOptionsQuery, AdminMenuCategoryOptionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminMenuCategoryOptionsQuery, AdminMenuCategoryOptionsQueryVariables>(AdminMenuCategoryOptionsDocument, options);
        }
// @ts-ignore
export function useAdminMenuCategoryOptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminMenuCategoryOptionsQuery, AdminMenuCategoryOptionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminMenuCategoryOptionsQuery, AdminMenuCategoryOptionsQueryVariables>;
export function useAdminMenuCategoryOptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminMenuCategoryOptionsQuery, AdminMenuCategoryOptionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminMenuCategoryOptionsQuery | undefined, AdminMenuCategoryOptionsQueryVariables>;
export function useAdminMenuCategoryOptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminMenuCategoryOptionsQuery, AdminMenuCategoryOptionsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminMenuCategoryOptionsQuery, AdminMenuCategoryOptionsQueryVariables>(AdminMenuCategoryOptionsDocument, options);
        }
export type AdminMenuCategoryOptionsQueryHookResult = ReturnType<typeof useAdminMenuCategoryOptionsQuery>;
export type AdminMenuCategoryOptionsLazyQueryHookResult = ReturnType<typeof useAdminMenuCategoryOptionsLazyQuery>;
export type AdminMenuCategoryOptionsSuspenseQueryHookResult = ReturnType<typeof useAdminMenuCategoryOptionsSuspenseQuery>;
export const AdminCreateMenuItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateMenuItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MenuItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMenuItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMenuItemFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMenuItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MenuItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"itemType"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryTitle"}},{"kind":"Field","name":{"kind":"Name","value":"parentCategoryTitle"}},{"kind":"Field","name":{"kind":"Name","value":"hasOrders"}}]}}]} as unknown as DocumentNode;
export function useAdminCreateMenuItemMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminCreateMenuItemMutation, AdminCreateMenuItemMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminCreateMenuItemMutation, AdminCreateMenuItemMutationVariables>(AdminCreateMenuItemDocument, options);
      }
export type AdminCreateMenuItemMutationHookResult = ReturnType<typeof useAdminCreateMenuItemMutation>;
export const AdminUpdateMenuItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateMenuItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MenuItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMenuItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMenuItemFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMenuItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MenuItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"itemType"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryTitle"}},{"kind":"Field","name":{"kind":"Name","value":"parentCategoryTitle"}},{"kind":"Field","name":{"kind":"Name","value":"hasOrders"}}]}}]} as unknown as DocumentNode;
export function useAdminUpdateMenuItemMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminUpdateMenuItemMutation, AdminUpdateMenuItemMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminUpdateMenuItemMutation, AdminUpdateMenuItemMutationVariables>(AdminUpdateMenuItemDocument, options);
      }
export type AdminUpdateMenuItemMutationHookResult = ReturnType<typeof useAdminUpdateMenuItemMutation>;
export const AdminDeleteMenuItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteMenuItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMenuItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode;
export function useAdminDeleteMenuItemMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminDeleteMenuItemMutation, AdminDeleteMenuItemMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminDeleteMenuItemMutation, AdminDeleteMenuItemMutationVariables>(AdminDeleteMenuItemDocument, options);
      }
export type AdminDeleteMenuItemMutationHookResult = ReturnType<typeof useAdminDeleteMenuItemMutation>;
export const AdminRestaurantInvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRestaurantInvoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortField"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethod"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restaurantInvoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortField"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortField"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"toDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentMethod"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethod"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminInvoiceFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RestaurantInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"tableNumber"}},{"kind":"Field","name":{"kind":"Name","value":"waiterName"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}},{"kind":"Field","name":{"kind":"Name","value":"orderTime"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"vatApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"vatCustomer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"vatNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bill"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subTotal"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"serviceCharge"}},{"kind":"Field","name":{"kind":"Name","value":"serviceChargeRate"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"originRate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCharge"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"itemType"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"counted"}}]}}]}}]} as unknown as DocumentNode;
export function useAdminRestaurantInvoicesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminRestaurantInvoicesQuery, AdminRestaurantInvoicesQueryVariables> & ({ variables: AdminRestaurantInvoicesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminRestaurantInvoicesQuery, AdminRestaurantInvoicesQueryVariables>(AdminRestaurantInvoicesDocument, options);
      }
export function useAdminRestaurantInvoicesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminRestaurantInvoicesQuery, AdminRestaurantInvoicesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminRestaurantInvoicesQuery, AdminRestaurantInvoicesQueryVariables>(AdminRestaurantInvoicesDocument, options);
        }
// @ts-ignore
export function useAdminRestaurantInvoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminRestaurantInvoicesQuery, AdminRestaurantInvoicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminRestaurantInvoicesQuery, AdminRestaurantInvoicesQueryVariables>;
export function useAdminRestaurantInvoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminRestaurantInvoicesQuery, AdminRestaurantInvoicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminRestaurantInvoicesQuery | undefined, AdminRestaurantInvoicesQueryVariables>;
export function useAdminRestaurantInvoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminRestaurantInvoicesQuery, AdminRestaurantInvoicesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminRestaurantInvoicesQuery, AdminRestaurantInvoicesQueryVariables>(AdminRestaurantInvoicesDocument, options);
        }
export type AdminRestaurantInvoicesQueryHookResult = ReturnType<typeof useAdminRestaurantInvoicesQuery>;
export type AdminRestaurantInvoicesLazyQueryHookResult = ReturnType<typeof useAdminRestaurantInvoicesLazyQuery>;
export type AdminRestaurantInvoicesSuspenseQueryHookResult = ReturnType<typeof useAdminRestaurantInvoicesSuspenseQuery>;
export const AdminRestaurantInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRestaurantInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restaurantInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminInvoiceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RestaurantInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"tableNumber"}},{"kind":"Field","name":{"kind":"Name","value":"waiterName"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}},{"kind":"Field","name":{"kind":"Name","value":"orderTime"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"vatApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"vatCustomer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"vatNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bill"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subTotal"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"serviceCharge"}},{"kind":"Field","name":{"kind":"Name","value":"serviceChargeRate"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"originRate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCharge"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"itemType"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"counted"}}]}}]}}]} as unknown as DocumentNode;
export function useAdminRestaurantInvoiceQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminRestaurantInvoiceQuery, AdminRestaurantInvoiceQueryVariables> & ({ variables: AdminRestaurantInvoiceQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminRestaurantInvoiceQuery, AdminRestaurantInvoiceQueryVariables>(AdminRestaurantInvoiceDocument, options);
      }
export function useAdminRestaurantInvoiceLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminRestaurantInvoiceQuery, AdminRestaurantInvoiceQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminRestaurantInvoiceQuery, AdminRestaurantInvoiceQueryVariables>(AdminRestaurantInvoiceDocument, options);
        }
// @ts-ignore
export function useAdminRestaurantInvoiceSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminRestaurantInvoiceQuery, AdminRestaurantInvoiceQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminRestaurantInvoiceQuery, AdminRestaurantInvoiceQueryVariables>;
export function useAdminRestaurantInvoiceSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminRestaurantInvoiceQuery, AdminRestaurantInvoiceQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminRestaurantInvoiceQuery | undefined, AdminRestaurantInvoiceQueryVariables>;
export function useAdminRestaurantInvoiceSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminRestaurantInvoiceQuery, AdminRestaurantInvoiceQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminRestaurantInvoiceQuery, AdminRestaurantInvoiceQueryVariables>(AdminRestaurantInvoiceDocument, options);
        }
export type AdminRestaurantInvoiceQueryHookResult = ReturnType<typeof useAdminRestaurantInvoiceQuery>;
export type AdminRestaurantInvoiceLazyQueryHookResult = ReturnType<typeof useAdminRestaurantInvoiceLazyQuery>;
export type AdminRestaurantInvoiceSuspenseQueryHookResult = ReturnType<typeof useAdminRestaurantInvoiceSuspenseQuery>;
export const AdminRestaurantReceiptsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRestaurantReceipts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortField"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethod"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restaurantReceipts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortField"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortField"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"toDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentMethod"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethod"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"receiptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"tableNumber"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"receivedBy"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode;
export function useAdminRestaurantReceiptsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminRestaurantReceiptsQuery, AdminRestaurantReceiptsQueryVariables> & ({ variables: AdminRestaurantReceiptsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminRestaurantReceiptsQuery, AdminRestaurantReceiptsQueryVariables>(AdminRestaurantReceiptsDocument, options);
      }
export function useAdminRestaurantReceiptsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminRestaurantReceiptsQuery, AdminRestaurantReceiptsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminRestaurantReceiptsQuery, AdminRestaurantReceiptsQueryVariables>(AdminRestaurantReceiptsDocument, options);
        }
// @ts-ignore
export function useAdminRestaurantReceiptsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminRestaurantReceiptsQuery, AdminRestaurantReceiptsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminRestaurantReceiptsQuery, AdminRestaurantReceiptsQueryVariables>;
export function useAdminRestaurantReceiptsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminRestaurantReceiptsQuery, AdminRestaurantReceiptsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminRestaurantReceiptsQuery | undefined, AdminRestaurantReceiptsQueryVariables>;
export function useAdminRestaurantReceiptsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminRestaurantReceiptsQuery, AdminRestaurantReceiptsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminRestaurantReceiptsQuery, AdminRestaurantReceiptsQueryVariables>(AdminRestaurantReceiptsDocument, options);
        }
export type AdminRestaurantReceiptsQueryHookResult = ReturnType<typeof useAdminRestaurantReceiptsQuery>;
export type AdminRestaurantReceiptsLazyQueryHookResult = ReturnType<typeof useAdminRestaurantReceiptsLazyQuery>;
export type AdminRestaurantReceiptsSuspenseQueryHookResult = ReturnType<typeof useAdminRestaurantReceiptsSuspenseQuery>;
export const AdminSalesReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSalesReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restaurantSalesReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"toDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hotelTitle"}},{"kind":"Field","name":{"kind":"Name","value":"serviceName"}},{"kind":"Field","name":{"kind":"Name","value":"fromDate"}},{"kind":"Field","name":{"kind":"Name","value":"toDate"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"subTotal"}},{"kind":"Field","name":{"kind":"Name","value":"serviceCharge"}},{"kind":"Field","name":{"kind":"Name","value":"taxTotal"}},{"kind":"Field","name":{"kind":"Name","value":"totalCharge"}},{"kind":"Field","name":{"kind":"Name","value":"cash"}},{"kind":"Field","name":{"kind":"Name","value":"roomBill"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"itemType"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminSalesFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSalesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RestaurantSales"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"subTotal"}},{"kind":"Field","name":{"kind":"Name","value":"serviceCharge"}},{"kind":"Field","name":{"kind":"Name","value":"taxTotal"}},{"kind":"Field","name":{"kind":"Name","value":"totalCharge"}},{"kind":"Field","name":{"kind":"Name","value":"cash"}},{"kind":"Field","name":{"kind":"Name","value":"roomBill"}}]}}]} as unknown as DocumentNode;
export function useAdminSalesReportQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminSalesReportQuery, AdminSalesReportQueryVariables> & ({ variables: AdminSalesReportQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminSalesReportQuery, AdminSalesReportQueryVariables>(AdminSalesReportDocument, options);
      }
export function useAdminSalesReportLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminSalesReportQuery, AdminSalesReportQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminSalesReportQuery, AdminSalesReportQueryVariables>(AdminSalesReportDocument, options);
        }
// @ts-ignore
export function useAdminSalesReportSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminSalesReportQuery, AdminSalesReportQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminSalesReportQuery, AdminSalesReportQueryVariables>;
export function useAdminSalesReportSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminSalesReportQuery, AdminSalesReportQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminSalesReportQuery | undefined, AdminSalesReportQueryVariables>;
export function useAdminSalesReportSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminSalesReportQuery, AdminSalesReportQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminSalesReportQuery, AdminSalesReportQueryVariables>(AdminSalesReportDocument, options);
        }
export type AdminSalesReportQueryHookResult = ReturnType<typeof useAdminSalesReportQuery>;
export type AdminSalesReportLazyQueryHookResult = ReturnType<typeof useAdminSalesReportLazyQuery>;
export type AdminSalesReportSuspenseQueryHookResult = ReturnType<typeof useAdminSalesReportSuspenseQuery>;
export const AdminRestaurantDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRestaurantDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restaurantDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"sales"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminSalesFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"averageBill"}},{"kind":"Field","name":{"kind":"Name","value":"openOrders"}},{"kind":"Field","name":{"kind":"Name","value":"ordersByStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ticketsByStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"inUse"}},{"kind":"Field","name":{"kind":"Name","value":"reserved"}},{"kind":"Field","name":{"kind":"Name","value":"vacant"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"itemType"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSalesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RestaurantSales"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"subTotal"}},{"kind":"Field","name":{"kind":"Name","value":"serviceCharge"}},{"kind":"Field","name":{"kind":"Name","value":"taxTotal"}},{"kind":"Field","name":{"kind":"Name","value":"totalCharge"}},{"kind":"Field","name":{"kind":"Name","value":"cash"}},{"kind":"Field","name":{"kind":"Name","value":"roomBill"}}]}}]} as unknown as DocumentNode;
export function useAdminRestaurantDashboardQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminRestaurantDashboardQuery, AdminRestaurantDashboardQueryVariables> & ({ variables: AdminRestaurantDashboardQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminRestaurantDashboardQuery, AdminRestaurantDashboardQueryVariables>(AdminRestaurantDashboardDocument, options);
      }
export function useAdminRestaurantDashboardLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminRestaurantDashboardQuery, AdminRestaurantDashboardQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminRestaurantDashboardQuery, AdminRestaurantDashboardQueryVariables>(AdminRestaurantDashboardDocument, options);
        }
// @ts-ignore
export function useAdminRestaurantDashboardSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminRestaurantDashboardQuery, AdminRestaurantDashboardQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminRestaurantDashboardQuery, AdminRestaurantDashboardQueryVariables>;
export function useAdminRestaurantDashboardSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminRestaurantDashboardQuery, AdminRestaurantDashboardQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminRestaurantDashboardQuery | undefined, AdminRestaurantDashboardQueryVariables>;
export function useAdminRestaurantDashboardSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminRestaurantDashboardQuery, AdminRestaurantDashboardQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminRestaurantDashboardQuery, AdminRestaurantDashboardQueryVariables>(AdminRestaurantDashboardDocument, options);
        }
export type AdminRestaurantDashboardQueryHookResult = ReturnType<typeof useAdminRestaurantDashboardQuery>;
export type AdminRestaurantDashboardLazyQueryHookResult = ReturnType<typeof useAdminRestaurantDashboardLazyQuery>;
export type AdminRestaurantDashboardSuspenseQueryHookResult = ReturnType<typeof useAdminRestaurantDashboardSuspenseQuery>;
export const AdminTableCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminTableCategories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortField"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tableCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortField"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortField"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminTableCategoryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTableCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TableCategoryDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tableCount"}}]}}]} as unknown as DocumentNode;
export function useAdminTableCategoriesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminTableCategoriesQuery, AdminTableCategoriesQueryVariables> & ({ variables: AdminTableCategoriesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminTableCategoriesQuery, AdminTableCategoriesQueryVariables>(AdminTableCategoriesDocument, options);
      }
export function useAdminTableCategoriesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminTableCategoriesQuery, AdminTableCategoriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminTableCategoriesQuery, AdminTableCategoriesQueryVariables>(AdminTableCategoriesDocument, options);
        }
// @ts-ignore
export function useAdminTableCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminTableCategoriesQuery, AdminTableCategoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminTableCategoriesQuery, AdminTableCategoriesQueryVariables>;
export function useAdminTableCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminTableCategoriesQuery, AdminTableCategoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminTableCategoriesQuery | undefined, AdminTableCategoriesQueryVariables>;
export function useAdminTableCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminTableCategoriesQuery, AdminTableCategoriesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminTableCategoriesQuery, AdminTableCategoriesQueryVariables>(AdminTableCategoriesDocument, options);
        }
export type AdminTableCategoriesQueryHookResult = ReturnType<typeof useAdminTableCategoriesQuery>;
export type AdminTableCategoriesLazyQueryHookResult = ReturnType<typeof useAdminTableCategoriesLazyQuery>;
export type AdminTableCategoriesSuspenseQueryHookResult = ReturnType<typeof useAdminTableCategoriesSuspenseQuery>;
export const AdminTableCategoryOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminTableCategoryOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tableCategoryOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;
export function useAdminTableCategoryOptionsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminTableCategoryOptionsQuery, AdminTableCategoryOptionsQueryVariables> & ({ variables: AdminTableCategoryOptionsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminTableCategoryOptionsQuery, AdminTableCategoryOptionsQueryVariables>(AdminTableCategoryOptionsDocument, options);
      }
export function useAdminTableCategoryOptionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminTableCategoryOptionsQuery, AdminTableCategoryOptionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminTableCategoryOptionsQuery, AdminTableCategoryOptionsQueryVariables>(AdminTableCategoryOptionsDocument, options);
        }
// @ts-ignore
export function useAdminTableCategoryOptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminTableCategoryOptionsQuery, AdminTableCategoryOptionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminTableCategoryOptionsQuery, AdminTableCategoryOptionsQueryVariables>;
export function useAdminTableCategoryOptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminTableCategoryOptionsQuery, AdminTableCategoryOptionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminTableCategoryOptionsQuery | undefined, AdminTableCategoryOptionsQueryVariables>;
export function useAdminTableCategoryOptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminTableCategoryOptionsQuery, AdminTableCategoryOptionsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminTableCategoryOptionsQuery, AdminTableCategoryOptionsQueryVariables>(AdminTableCategoryOptionsDocument, options);
        }
export type AdminTableCategoryOptionsQueryHookResult = ReturnType<typeof useAdminTableCategoryOptionsQuery>;
export type AdminTableCategoryOptionsLazyQueryHookResult = ReturnType<typeof useAdminTableCategoryOptionsLazyQuery>;
export type AdminTableCategoryOptionsSuspenseQueryHookResult = ReturnType<typeof useAdminTableCategoryOptionsSuspenseQuery>;
export const AdminCreateTableCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateTableCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TableCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTableCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"tableCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminTableCategoryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTableCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TableCategoryDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tableCount"}}]}}]} as unknown as DocumentNode;
export function useAdminCreateTableCategoryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminCreateTableCategoryMutation, AdminCreateTableCategoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminCreateTableCategoryMutation, AdminCreateTableCategoryMutationVariables>(AdminCreateTableCategoryDocument, options);
      }
export type AdminCreateTableCategoryMutationHookResult = ReturnType<typeof useAdminCreateTableCategoryMutation>;
export const AdminUpdateTableCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateTableCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TableCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTableCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"tableCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminTableCategoryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTableCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TableCategoryDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tableCount"}}]}}]} as unknown as DocumentNode;
export function useAdminUpdateTableCategoryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminUpdateTableCategoryMutation, AdminUpdateTableCategoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminUpdateTableCategoryMutation, AdminUpdateTableCategoryMutationVariables>(AdminUpdateTableCategoryDocument, options);
      }
export type AdminUpdateTableCategoryMutationHookResult = ReturnType<typeof useAdminUpdateTableCategoryMutation>;
export const AdminDeleteTableCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteTableCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTableCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode;
export function useAdminDeleteTableCategoryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminDeleteTableCategoryMutation, AdminDeleteTableCategoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminDeleteTableCategoryMutation, AdminDeleteTableCategoryMutationVariables>(AdminDeleteTableCategoryDocument, options);
      }
export type AdminDeleteTableCategoryMutationHookResult = ReturnType<typeof useAdminDeleteTableCategoryMutation>;
export const AdminRestaurantTablesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRestaurantTables"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortField"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restaurantTables"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortField"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortField"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}},{"kind":"Argument","name":{"kind":"Name","value":"categoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRestaurantTableFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRestaurantTableFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RestaurantTable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"reserved"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"inUse"}},{"kind":"Field","name":{"kind":"Name","value":"hasOrders"}}]}}]} as unknown as DocumentNode;
export function useAdminRestaurantTablesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminRestaurantTablesQuery, AdminRestaurantTablesQueryVariables> & ({ variables: AdminRestaurantTablesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminRestaurantTablesQuery, AdminRestaurantTablesQueryVariables>(AdminRestaurantTablesDocument, options);
      }
export function useAdminRestaurantTablesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminRestaurantTablesQuery, AdminRestaurantTablesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminRestaurantTablesQuery, AdminRestaurantTablesQueryVariables>(AdminRestaurantTablesDocument, options);
        }
// @ts-ignore
export function useAdminRestaurantTablesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminRestaurantTablesQuery, AdminRestaurantTablesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminRestaurantTablesQuery, AdminRestaurantTablesQueryVariables>;
export function useAdminRestaurantTablesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminRestaurantTablesQuery, AdminRestaurantTablesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminRestaurantTablesQuery | undefined, AdminRestaurantTablesQueryVariables>;
export function useAdminRestaurantTablesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminRestaurantTablesQuery, AdminRestaurantTablesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminRestaurantTablesQuery, AdminRestaurantTablesQueryVariables>(AdminRestaurantTablesDocument, options);
        }
export type AdminRestaurantTablesQueryHookResult = ReturnType<typeof useAdminRestaurantTablesQuery>;
export type AdminRestaurantTablesLazyQueryHookResult = ReturnType<typeof useAdminRestaurantTablesLazyQuery>;
export type AdminRestaurantTablesSuspenseQueryHookResult = ReturnType<typeof useAdminRestaurantTablesSuspenseQuery>;
export const AdminCreateRestaurantTableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateRestaurantTable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RestaurantTableInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRestaurantTable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"table"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRestaurantTableFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRestaurantTableFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RestaurantTable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"reserved"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"inUse"}},{"kind":"Field","name":{"kind":"Name","value":"hasOrders"}}]}}]} as unknown as DocumentNode;
export function useAdminCreateRestaurantTableMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminCreateRestaurantTableMutation, AdminCreateRestaurantTableMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminCreateRestaurantTableMutation, AdminCreateRestaurantTableMutationVariables>(AdminCreateRestaurantTableDocument, options);
      }
export type AdminCreateRestaurantTableMutationHookResult = ReturnType<typeof useAdminCreateRestaurantTableMutation>;
export const AdminUpdateRestaurantTableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateRestaurantTable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RestaurantTableInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRestaurantTable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"table"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRestaurantTableFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRestaurantTableFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RestaurantTable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"reserved"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"inUse"}},{"kind":"Field","name":{"kind":"Name","value":"hasOrders"}}]}}]} as unknown as DocumentNode;
export function useAdminUpdateRestaurantTableMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminUpdateRestaurantTableMutation, AdminUpdateRestaurantTableMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminUpdateRestaurantTableMutation, AdminUpdateRestaurantTableMutationVariables>(AdminUpdateRestaurantTableDocument, options);
      }
export type AdminUpdateRestaurantTableMutationHookResult = ReturnType<typeof useAdminUpdateRestaurantTableMutation>;
export const AdminDeleteRestaurantTableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteRestaurantTable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRestaurantTable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode;
export function useAdminDeleteRestaurantTableMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminDeleteRestaurantTableMutation, AdminDeleteRestaurantTableMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminDeleteRestaurantTableMutation, AdminDeleteRestaurantTableMutationVariables>(AdminDeleteRestaurantTableDocument, options);
      }
export type AdminDeleteRestaurantTableMutationHookResult = ReturnType<typeof useAdminDeleteRestaurantTableMutation>;
export const AdminRestaurantTaxesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRestaurantTaxes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortField"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restaurantTaxes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortField"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortField"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRestaurantTaxFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRestaurantTaxFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RestaurantTax"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"vat"}},{"kind":"Field","name":{"kind":"Name","value":"socialSecurityContributionLevy"}},{"kind":"Field","name":{"kind":"Name","value":"serviceCharge"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"onCompletedBills"}}]}}]} as unknown as DocumentNode;
export function useAdminRestaurantTaxesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminRestaurantTaxesQuery, AdminRestaurantTaxesQueryVariables> & ({ variables: AdminRestaurantTaxesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminRestaurantTaxesQuery, AdminRestaurantTaxesQueryVariables>(AdminRestaurantTaxesDocument, options);
      }
export function useAdminRestaurantTaxesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminRestaurantTaxesQuery, AdminRestaurantTaxesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminRestaurantTaxesQuery, AdminRestaurantTaxesQueryVariables>(AdminRestaurantTaxesDocument, options);
        }
// @ts-ignore
export function useAdminRestaurantTaxesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminRestaurantTaxesQuery, AdminRestaurantTaxesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminRestaurantTaxesQuery, AdminRestaurantTaxesQueryVariables>;
export function useAdminRestaurantTaxesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminRestaurantTaxesQuery, AdminRestaurantTaxesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminRestaurantTaxesQuery | undefined, AdminRestaurantTaxesQueryVariables>;
export function useAdminRestaurantTaxesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminRestaurantTaxesQuery, AdminRestaurantTaxesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminRestaurantTaxesQuery, AdminRestaurantTaxesQueryVariables>(AdminRestaurantTaxesDocument, options);
        }
export type AdminRestaurantTaxesQueryHookResult = ReturnType<typeof useAdminRestaurantTaxesQuery>;
export type AdminRestaurantTaxesLazyQueryHookResult = ReturnType<typeof useAdminRestaurantTaxesLazyQuery>;
export type AdminRestaurantTaxesSuspenseQueryHookResult = ReturnType<typeof useAdminRestaurantTaxesSuspenseQuery>;
export const AdminCreateRestaurantTaxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateRestaurantTax"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RestaurantTaxInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRestaurantTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRestaurantTaxFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRestaurantTaxFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RestaurantTax"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"vat"}},{"kind":"Field","name":{"kind":"Name","value":"socialSecurityContributionLevy"}},{"kind":"Field","name":{"kind":"Name","value":"serviceCharge"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"onCompletedBills"}}]}}]} as unknown as DocumentNode;
export function useAdminCreateRestaurantTaxMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminCreateRestaurantTaxMutation, AdminCreateRestaurantTaxMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminCreateRestaurantTaxMutation, AdminCreateRestaurantTaxMutationVariables>(AdminCreateRestaurantTaxDocument, options);
      }
export type AdminCreateRestaurantTaxMutationHookResult = ReturnType<typeof useAdminCreateRestaurantTaxMutation>;
export const AdminUpdateRestaurantTaxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateRestaurantTax"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RestaurantTaxInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRestaurantTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRestaurantTaxFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRestaurantTaxFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RestaurantTax"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"vat"}},{"kind":"Field","name":{"kind":"Name","value":"socialSecurityContributionLevy"}},{"kind":"Field","name":{"kind":"Name","value":"serviceCharge"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"onCompletedBills"}}]}}]} as unknown as DocumentNode;
export function useAdminUpdateRestaurantTaxMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminUpdateRestaurantTaxMutation, AdminUpdateRestaurantTaxMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminUpdateRestaurantTaxMutation, AdminUpdateRestaurantTaxMutationVariables>(AdminUpdateRestaurantTaxDocument, options);
      }
export type AdminUpdateRestaurantTaxMutationHookResult = ReturnType<typeof useAdminUpdateRestaurantTaxMutation>;
export const AdminDeleteRestaurantTaxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteRestaurantTax"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRestaurantTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode;
export function useAdminDeleteRestaurantTaxMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminDeleteRestaurantTaxMutation, AdminDeleteRestaurantTaxMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminDeleteRestaurantTaxMutation, AdminDeleteRestaurantTaxMutationVariables>(AdminDeleteRestaurantTaxDocument, options);
      }
export type AdminDeleteRestaurantTaxMutationHookResult = ReturnType<typeof useAdminDeleteRestaurantTaxMutation>;
export const AdminVatRegistryCustomersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminVatRegistryCustomers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortField"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vatNumber"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"address"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vatRegistryCustomers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortField"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortField"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"vatNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vatNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"address"},"value":{"kind":"Variable","name":{"kind":"Name","value":"address"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminVatCustomerFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminVatCustomerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VatRegistryCustomer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"vatNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"onlyThisHotelView"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"hotelName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"onInvoices"}}]}}]} as unknown as DocumentNode;
export function useAdminVatRegistryCustomersQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminVatRegistryCustomersQuery, AdminVatRegistryCustomersQueryVariables> & ({ variables: AdminVatRegistryCustomersQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminVatRegistryCustomersQuery, AdminVatRegistryCustomersQueryVariables>(AdminVatRegistryCustomersDocument, options);
      }
export function useAdminVatRegistryCustomersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminVatRegistryCustomersQuery, AdminVatRegistryCustomersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminVatRegistryCustomersQuery, AdminVatRegistryCustomersQueryVariables>(AdminVatRegistryCustomersDocument, options);
        }
// @ts-ignore
export function useAdminVatRegistryCustomersSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminVatRegistryCustomersQuery, AdminVatRegistryCustomersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminVatRegistryCustomersQuery, AdminVatRegistryCustomersQueryVariables>;
export function useAdminVatRegistryCustomersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminVatRegistryCustomersQuery, AdminVatRegistryCustomersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminVatRegistryCustomersQuery | undefined, AdminVatRegistryCustomersQueryVariables>;
export function useAdminVatRegistryCustomersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminVatRegistryCustomersQuery, AdminVatRegistryCustomersQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminVatRegistryCustomersQuery, AdminVatRegistryCustomersQueryVariables>(AdminVatRegistryCustomersDocument, options);
        }
export type AdminVatRegistryCustomersQueryHookResult = ReturnType<typeof useAdminVatRegistryCustomersQuery>;
export type AdminVatRegistryCustomersLazyQueryHookResult = ReturnType<typeof useAdminVatRegistryCustomersLazyQuery>;
export type AdminVatRegistryCustomersSuspenseQueryHookResult = ReturnType<typeof useAdminVatRegistryCustomersSuspenseQuery>;
export const AdminCreateVatCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateVatCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VatRegistryCustomerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createVatRegistryCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminVatCustomerFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminVatCustomerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VatRegistryCustomer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"vatNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"onlyThisHotelView"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"hotelName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"onInvoices"}}]}}]} as unknown as DocumentNode;
export function useAdminCreateVatCustomerMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminCreateVatCustomerMutation, AdminCreateVatCustomerMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminCreateVatCustomerMutation, AdminCreateVatCustomerMutationVariables>(AdminCreateVatCustomerDocument, options);
      }
export type AdminCreateVatCustomerMutationHookResult = ReturnType<typeof useAdminCreateVatCustomerMutation>;
export const AdminUpdateVatCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateVatCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VatRegistryCustomerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateVatRegistryCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminVatCustomerFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminVatCustomerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VatRegistryCustomer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"vatNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"onlyThisHotelView"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"hotelName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"onInvoices"}}]}}]} as unknown as DocumentNode;
export function useAdminUpdateVatCustomerMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminUpdateVatCustomerMutation, AdminUpdateVatCustomerMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminUpdateVatCustomerMutation, AdminUpdateVatCustomerMutationVariables>(AdminUpdateVatCustomerDocument, options);
      }
export type AdminUpdateVatCustomerMutationHookResult = ReturnType<typeof useAdminUpdateVatCustomerMutation>;
export const AdminDeleteVatCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteVatCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteVatRegistryCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode;
export function useAdminDeleteVatCustomerMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminDeleteVatCustomerMutation, AdminDeleteVatCustomerMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminDeleteVatCustomerMutation, AdminDeleteVatCustomerMutationVariables>(AdminDeleteVatCustomerDocument, options);
      }
export type AdminDeleteVatCustomerMutationHookResult = ReturnType<typeof useAdminDeleteVatCustomerMutation>;
export const KitchenBoardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KitchenBoard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kitchenBoard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestConfirmation"}},{"kind":"Field","name":{"kind":"Name","value":"placed"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"beingPrepared"}},{"kind":"Field","name":{"kind":"Name","value":"readyToServe"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orderTime"}},{"kind":"Field","name":{"kind":"Name","value":"table"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KitchenItemFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orderTime"}},{"kind":"Field","name":{"kind":"Name","value":"table"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KitchenItemFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestConfirmationTables"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KitchenItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KitchenItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode;
export function useKitchenBoardQuery(baseOptions: ApolloReactHooks.QueryHookOptions<KitchenBoardQuery, KitchenBoardQueryVariables> & ({ variables: KitchenBoardQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<KitchenBoardQuery, KitchenBoardQueryVariables>(KitchenBoardDocument, options);
      }
export function useKitchenBoardLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<KitchenBoardQuery, KitchenBoardQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<KitchenBoardQuery, KitchenBoardQueryVariables>(KitchenBoardDocument, options);
        }
// @ts-ignore
export function useKitchenBoardSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<KitchenBoardQuery, KitchenBoardQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<KitchenBoardQuery, KitchenBoardQueryVariables>;
export function useKitchenBoardSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<KitchenBoardQuery, KitchenBoardQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<KitchenBoardQuery | undefined, KitchenBoardQueryVariables>;
export function useKitchenBoardSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<KitchenBoardQuery, KitchenBoardQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<KitchenBoardQuery, KitchenBoardQueryVariables>(KitchenBoardDocument, options);
        }
export type KitchenBoardQueryHookResult = ReturnType<typeof useKitchenBoardQuery>;
export type KitchenBoardLazyQueryHookResult = ReturnType<typeof useKitchenBoardLazyQuery>;
export type KitchenBoardSuspenseQueryHookResult = ReturnType<typeof useKitchenBoardSuspenseQuery>;
export const RejectOrderItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectOrderItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectOrderItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"itemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode;
export function useRejectOrderItemMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RejectOrderItemMutation, RejectOrderItemMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RejectOrderItemMutation, RejectOrderItemMutationVariables>(RejectOrderItemDocument, options);
      }
export type RejectOrderItemMutationHookResult = ReturnType<typeof useRejectOrderItemMutation>;
export const RequestOrderConfirmationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestOrderConfirmation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestOrderConfirmation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode;
export function useRequestOrderConfirmationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RequestOrderConfirmationMutation, RequestOrderConfirmationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RequestOrderConfirmationMutation, RequestOrderConfirmationMutationVariables>(RequestOrderConfirmationDocument, options);
      }
export type RequestOrderConfirmationMutationHookResult = ReturnType<typeof useRequestOrderConfirmationMutation>;
export const AcceptOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode;
export function useAcceptOrderMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AcceptOrderMutation, AcceptOrderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AcceptOrderMutation, AcceptOrderMutationVariables>(AcceptOrderDocument, options);
      }
export type AcceptOrderMutationHookResult = ReturnType<typeof useAcceptOrderMutation>;
export const PrepareOrderItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PrepareOrderItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prepareOrderItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticketId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}}},{"kind":"Argument","name":{"kind":"Name","value":"itemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode;
export function usePrepareOrderItemMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<PrepareOrderItemMutation, PrepareOrderItemMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<PrepareOrderItemMutation, PrepareOrderItemMutationVariables>(PrepareOrderItemDocument, options);
      }
export type PrepareOrderItemMutationHookResult = ReturnType<typeof usePrepareOrderItemMutation>;
export const OrderItemReadyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OrderItemReady"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderItemReady"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticketId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}}},{"kind":"Argument","name":{"kind":"Name","value":"itemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode;
export function useOrderItemReadyMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<OrderItemReadyMutation, OrderItemReadyMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<OrderItemReadyMutation, OrderItemReadyMutationVariables>(OrderItemReadyDocument, options);
      }
export type OrderItemReadyMutationHookResult = ReturnType<typeof useOrderItemReadyMutation>;
export const TicketReadyToServeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TicketReadyToServe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TicketType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketReadyToServe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticketId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode;
export function useTicketReadyToServeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<TicketReadyToServeMutation, TicketReadyToServeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<TicketReadyToServeMutation, TicketReadyToServeMutationVariables>(TicketReadyToServeDocument, options);
      }
export type TicketReadyToServeMutationHookResult = ReturnType<typeof useTicketReadyToServeMutation>;
export const KitchenUpdatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"KitchenUpdates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kitchenUpdates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"tableId"}},{"kind":"Field","name":{"kind":"Name","value":"tableNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode;
export function useKitchenUpdatesSubscription(baseOptions: ApolloReactHooks.SubscriptionHookOptions<KitchenUpdatesSubscription, KitchenUpdatesSubscriptionVariables> & ({ variables: KitchenUpdatesSubscriptionVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useSubscription<KitchenUpdatesSubscription, KitchenUpdatesSubscriptionVariables>(KitchenUpdatesDocument, options);
      }
export type KitchenUpdatesSubscriptionHookResult = ReturnType<typeof useKitchenUpdatesSubscription>;
export const FoodCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FoodCategories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"foodCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FoodCategoryFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FoodCategoryFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FoodCategoryFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FoodCategoryFields"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FoodCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FoodCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"expanded"}}]}}]} as unknown as DocumentNode;
export function useFoodCategoriesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<FoodCategoriesQuery, FoodCategoriesQueryVariables> & ({ variables: FoodCategoriesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<FoodCategoriesQuery, FoodCategoriesQueryVariables>(FoodCategoriesDocument, options);
      }
export function useFoodCategoriesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<FoodCategoriesQuery, FoodCategoriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<FoodCategoriesQuery, FoodCategoriesQueryVariables>(FoodCategoriesDocument, options);
        }
// @ts-ignore
export function useFoodCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<FoodCategoriesQuery, FoodCategoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<FoodCategoriesQuery, FoodCategoriesQueryVariables>;
export function useFoodCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<FoodCategoriesQuery, FoodCategoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<FoodCategoriesQuery | undefined, FoodCategoriesQueryVariables>;
export function useFoodCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<FoodCategoriesQuery, FoodCategoriesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<FoodCategoriesQuery, FoodCategoriesQueryVariables>(FoodCategoriesDocument, options);
        }
export type FoodCategoriesQueryHookResult = ReturnType<typeof useFoodCategoriesQuery>;
export type FoodCategoriesLazyQueryHookResult = ReturnType<typeof useFoodCategoriesLazyQuery>;
export type FoodCategoriesSuspenseQueryHookResult = ReturnType<typeof useFoodCategoriesSuspenseQuery>;
export const FoodSubCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FoodSubCategories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"foodSubCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"categoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FoodCategoryFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FoodCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FoodCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"expanded"}}]}}]} as unknown as DocumentNode;
export function useFoodSubCategoriesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<FoodSubCategoriesQuery, FoodSubCategoriesQueryVariables> & ({ variables: FoodSubCategoriesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<FoodSubCategoriesQuery, FoodSubCategoriesQueryVariables>(FoodSubCategoriesDocument, options);
      }
export function useFoodSubCategoriesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<FoodSubCategoriesQuery, FoodSubCategoriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<FoodSubCategoriesQuery, FoodSubCategoriesQueryVariables>(FoodSubCategoriesDocument, options);
        }
// @ts-ignore
export function useFoodSubCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<FoodSubCategoriesQuery, FoodSubCategoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<FoodSubCategoriesQuery, FoodSubCategoriesQueryVariables>;
export function useFoodSubCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<FoodSubCategoriesQuery, FoodSubCategoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<FoodSubCategoriesQuery | undefined, FoodSubCategoriesQueryVariables>;
export function useFoodSubCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<FoodSubCategoriesQuery, FoodSubCategoriesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<FoodSubCategoriesQuery, FoodSubCategoriesQueryVariables>(FoodSubCategoriesDocument, options);
        }
export type FoodSubCategoriesQueryHookResult = ReturnType<typeof useFoodSubCategoriesQuery>;
export type FoodSubCategoriesLazyQueryHookResult = ReturnType<typeof useFoodSubCategoriesLazyQuery>;
export type FoodSubCategoriesSuspenseQueryHookResult = ReturnType<typeof useFoodSubCategoriesSuspenseQuery>;
export const FoodCategoryTrailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FoodCategoryTrail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"foodCategoryTrail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"categoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FoodCategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FoodCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FoodCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"expanded"}}]}}]} as unknown as DocumentNode;
export function useFoodCategoryTrailQuery(baseOptions: ApolloReactHooks.QueryHookOptions<FoodCategoryTrailQuery, FoodCategoryTrailQueryVariables> & ({ variables: FoodCategoryTrailQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<FoodCategoryTrailQuery, FoodCategoryTrailQueryVariables>(FoodCategoryTrailDocument, options);
      }
export function useFoodCategoryTrailLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<FoodCategoryTrailQuery, FoodCategoryTrailQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<FoodCategoryTrailQuery, FoodCategoryTrailQueryVariables>(FoodCategoryTrailDocument, options);
        }
// @ts-ignore
export function useFoodCategoryTrailSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<FoodCategoryTrailQuery, FoodCategoryTrailQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<FoodCategoryTrailQuery, FoodCategoryTrailQueryVariables>;
export function useFoodCategoryTrailSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<FoodCategoryTrailQuery, FoodCategoryTrailQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<FoodCategoryTrailQuery | undefined, FoodCategoryTrailQueryVariables>;
export function useFoodCategoryTrailSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<FoodCategoryTrailQuery, FoodCategoryTrailQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<FoodCategoryTrailQuery, FoodCategoryTrailQueryVariables>(FoodCategoryTrailDocument, options);
        }
export type FoodCategoryTrailQueryHookResult = ReturnType<typeof useFoodCategoryTrailQuery>;
export type FoodCategoryTrailLazyQueryHookResult = ReturnType<typeof useFoodCategoryTrailLazyQuery>;
export type FoodCategoryTrailSuspenseQueryHookResult = ReturnType<typeof useFoodCategoryTrailSuspenseQuery>;
export const FoodItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FoodItems"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ItemType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"foodItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"categoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"itemType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"itemType"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}}]}}]}}]} as unknown as DocumentNode;
export function useFoodItemsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<FoodItemsQuery, FoodItemsQueryVariables> & ({ variables: FoodItemsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<FoodItemsQuery, FoodItemsQueryVariables>(FoodItemsDocument, options);
      }
export function useFoodItemsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<FoodItemsQuery, FoodItemsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<FoodItemsQuery, FoodItemsQueryVariables>(FoodItemsDocument, options);
        }
// @ts-ignore
export function useFoodItemsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<FoodItemsQuery, FoodItemsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<FoodItemsQuery, FoodItemsQueryVariables>;
export function useFoodItemsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<FoodItemsQuery, FoodItemsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<FoodItemsQuery | undefined, FoodItemsQueryVariables>;
export function useFoodItemsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<FoodItemsQuery, FoodItemsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<FoodItemsQuery, FoodItemsQueryVariables>(FoodItemsDocument, options);
        }
export type FoodItemsQueryHookResult = ReturnType<typeof useFoodItemsQuery>;
export type FoodItemsLazyQueryHookResult = ReturnType<typeof useFoodItemsLazyQuery>;
export type FoodItemsSuspenseQueryHookResult = ReturnType<typeof useFoodItemsSuspenseQuery>;
export const WaiterTablesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WaiterTables"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waiterTables"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WaiterTableFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WaiterTableFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Table"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orderLineCount"}},{"kind":"Field","name":{"kind":"Name","value":"allocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"vatApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"currentOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode;
export function useWaiterTablesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<WaiterTablesQuery, WaiterTablesQueryVariables> & ({ variables: WaiterTablesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<WaiterTablesQuery, WaiterTablesQueryVariables>(WaiterTablesDocument, options);
      }
export function useWaiterTablesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<WaiterTablesQuery, WaiterTablesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<WaiterTablesQuery, WaiterTablesQueryVariables>(WaiterTablesDocument, options);
        }
// @ts-ignore
export function useWaiterTablesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<WaiterTablesQuery, WaiterTablesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WaiterTablesQuery, WaiterTablesQueryVariables>;
export function useWaiterTablesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WaiterTablesQuery, WaiterTablesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WaiterTablesQuery | undefined, WaiterTablesQueryVariables>;
export function useWaiterTablesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WaiterTablesQuery, WaiterTablesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<WaiterTablesQuery, WaiterTablesQueryVariables>(WaiterTablesDocument, options);
        }
export type WaiterTablesQueryHookResult = ReturnType<typeof useWaiterTablesQuery>;
export type WaiterTablesLazyQueryHookResult = ReturnType<typeof useWaiterTablesLazyQuery>;
export type WaiterTablesSuspenseQueryHookResult = ReturnType<typeof useWaiterTablesSuspenseQuery>;
export const VacantTablesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VacantTables"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vacantTables"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orderLineCount"}}]}}]}}]} as unknown as DocumentNode;
export function useVacantTablesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<VacantTablesQuery, VacantTablesQueryVariables> & ({ variables: VacantTablesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<VacantTablesQuery, VacantTablesQueryVariables>(VacantTablesDocument, options);
      }
export function useVacantTablesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<VacantTablesQuery, VacantTablesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<VacantTablesQuery, VacantTablesQueryVariables>(VacantTablesDocument, options);
        }
// @ts-ignore
export function useVacantTablesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<VacantTablesQuery, VacantTablesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<VacantTablesQuery, VacantTablesQueryVariables>;
export function useVacantTablesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<VacantTablesQuery, VacantTablesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<VacantTablesQuery | undefined, VacantTablesQueryVariables>;
export function useVacantTablesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<VacantTablesQuery, VacantTablesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<VacantTablesQuery, VacantTablesQueryVariables>(VacantTablesDocument, options);
        }
export type VacantTablesQueryHookResult = ReturnType<typeof useVacantTablesQuery>;
export type VacantTablesLazyQueryHookResult = ReturnType<typeof useVacantTablesLazyQuery>;
export type VacantTablesSuspenseQueryHookResult = ReturnType<typeof useVacantTablesSuspenseQuery>;
export const TableOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TableOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tableId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"tableId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tableId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orderTime"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"vatApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"vatActive"}},{"kind":"Field","name":{"kind":"Name","value":"table"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"itemType"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"bill"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subTotal"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"serviceCharge"}},{"kind":"Field","name":{"kind":"Name","value":"serviceChargeRate"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"originRate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCharge"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestConfirmationTables"}}]}}]} as unknown as DocumentNode;
export function useTableOrderQuery(baseOptions: ApolloReactHooks.QueryHookOptions<TableOrderQuery, TableOrderQueryVariables> & ({ variables: TableOrderQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<TableOrderQuery, TableOrderQueryVariables>(TableOrderDocument, options);
      }
export function useTableOrderLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<TableOrderQuery, TableOrderQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<TableOrderQuery, TableOrderQueryVariables>(TableOrderDocument, options);
        }
// @ts-ignore
export function useTableOrderSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<TableOrderQuery, TableOrderQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TableOrderQuery, TableOrderQueryVariables>;
export function useTableOrderSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TableOrderQuery, TableOrderQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TableOrderQuery | undefined, TableOrderQueryVariables>;
export function useTableOrderSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TableOrderQuery, TableOrderQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<TableOrderQuery, TableOrderQueryVariables>(TableOrderDocument, options);
        }
export type TableOrderQueryHookResult = ReturnType<typeof useTableOrderQuery>;
export type TableOrderLazyQueryHookResult = ReturnType<typeof useTableOrderLazyQuery>;
export type TableOrderSuspenseQueryHookResult = ReturnType<typeof useTableOrderSuspenseQuery>;
export const ReservedRoomsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReservedRooms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roomNumber"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reservedRooms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}},{"kind":"Argument","name":{"kind":"Name","value":"roomNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roomNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}},{"kind":"Field","name":{"kind":"Name","value":"guestName"}},{"kind":"Field","name":{"kind":"Name","value":"vatApplicableForReservation"}}]}}]}}]} as unknown as DocumentNode;
export function useReservedRoomsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ReservedRoomsQuery, ReservedRoomsQueryVariables> & ({ variables: ReservedRoomsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ReservedRoomsQuery, ReservedRoomsQueryVariables>(ReservedRoomsDocument, options);
      }
export function useReservedRoomsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ReservedRoomsQuery, ReservedRoomsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ReservedRoomsQuery, ReservedRoomsQueryVariables>(ReservedRoomsDocument, options);
        }
// @ts-ignore
export function useReservedRoomsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ReservedRoomsQuery, ReservedRoomsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ReservedRoomsQuery, ReservedRoomsQueryVariables>;
export function useReservedRoomsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ReservedRoomsQuery, ReservedRoomsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ReservedRoomsQuery | undefined, ReservedRoomsQueryVariables>;
export function useReservedRoomsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ReservedRoomsQuery, ReservedRoomsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ReservedRoomsQuery, ReservedRoomsQueryVariables>(ReservedRoomsDocument, options);
        }
export type ReservedRoomsQueryHookResult = ReturnType<typeof useReservedRoomsQuery>;
export type ReservedRoomsLazyQueryHookResult = ReturnType<typeof useReservedRoomsLazyQuery>;
export type ReservedRoomsSuspenseQueryHookResult = ReturnType<typeof useReservedRoomsSuspenseQuery>;
export const AllocateTableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AllocateTable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tableId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allocateTable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"tableId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tableId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"table"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WaiterTableFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WaiterTableFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Table"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orderLineCount"}},{"kind":"Field","name":{"kind":"Name","value":"allocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"vatApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"currentOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode;
export function useAllocateTableMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AllocateTableMutation, AllocateTableMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AllocateTableMutation, AllocateTableMutationVariables>(AllocateTableDocument, options);
      }
export type AllocateTableMutationHookResult = ReturnType<typeof useAllocateTableMutation>;
export const DeallocateTableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeallocateTable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"allocationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deallocateTable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"allocationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"allocationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"table"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode;
export function useDeallocateTableMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeallocateTableMutation, DeallocateTableMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeallocateTableMutation, DeallocateTableMutationVariables>(DeallocateTableDocument, options);
      }
export type DeallocateTableMutationHookResult = ReturnType<typeof useDeallocateTableMutation>;
export const SetPaymentMethodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPaymentMethod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethodInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPaymentMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"table"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WaiterTableFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WaiterTableFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Table"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orderLineCount"}},{"kind":"Field","name":{"kind":"Name","value":"allocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"vatApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"currentOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode;
export function useSetPaymentMethodMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SetPaymentMethodMutation, SetPaymentMethodMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SetPaymentMethodMutation, SetPaymentMethodMutationVariables>(SetPaymentMethodDocument, options);
      }
export type SetPaymentMethodMutationHookResult = ReturnType<typeof useSetPaymentMethodMutation>;
export const PlaceOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlaceOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlaceOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"placeOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orderTime"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"vatApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"vatActive"}},{"kind":"Field","name":{"kind":"Name","value":"table"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"itemType"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"bill"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subTotal"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"serviceCharge"}},{"kind":"Field","name":{"kind":"Name","value":"serviceChargeRate"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"originRate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCharge"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestConfirmationTables"}}]}}]} as unknown as DocumentNode;
export function usePlaceOrderMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<PlaceOrderMutation, PlaceOrderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<PlaceOrderMutation, PlaceOrderMutationVariables>(PlaceOrderDocument, options);
      }
export type PlaceOrderMutationHookResult = ReturnType<typeof usePlaceOrderMutation>;
export const CancelOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orderTime"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"vatApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"vatActive"}},{"kind":"Field","name":{"kind":"Name","value":"table"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"itemType"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"bill"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subTotal"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"serviceCharge"}},{"kind":"Field","name":{"kind":"Name","value":"serviceChargeRate"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"originRate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCharge"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestConfirmationTables"}}]}}]} as unknown as DocumentNode;
export function useCancelOrderMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CancelOrderMutation, CancelOrderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CancelOrderMutation, CancelOrderMutationVariables>(CancelOrderDocument, options);
      }
export type CancelOrderMutationHookResult = ReturnType<typeof useCancelOrderMutation>;
export const SetOrderVatDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetOrderVat"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vatApplicable"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setOrderVat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"vatApplicable"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vatApplicable"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orderTime"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"vatApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"vatActive"}},{"kind":"Field","name":{"kind":"Name","value":"table"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"itemType"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"bill"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subTotal"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"serviceCharge"}},{"kind":"Field","name":{"kind":"Name","value":"serviceChargeRate"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"originRate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCharge"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestConfirmationTables"}}]}}]} as unknown as DocumentNode;
export function useSetOrderVatMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SetOrderVatMutation, SetOrderVatMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SetOrderVatMutation, SetOrderVatMutationVariables>(SetOrderVatDocument, options);
      }
export type SetOrderVatMutationHookResult = ReturnType<typeof useSetOrderVatMutation>;
export const ServeOrderItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ServeOrderItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serveOrderItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"itemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orderTime"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"vatApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"vatActive"}},{"kind":"Field","name":{"kind":"Name","value":"table"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"itemType"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"bill"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subTotal"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"serviceCharge"}},{"kind":"Field","name":{"kind":"Name","value":"serviceChargeRate"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"originRate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCharge"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestConfirmationTables"}}]}}]} as unknown as DocumentNode;
export function useServeOrderItemMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ServeOrderItemMutation, ServeOrderItemMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ServeOrderItemMutation, ServeOrderItemMutationVariables>(ServeOrderItemDocument, options);
      }
export type ServeOrderItemMutationHookResult = ReturnType<typeof useServeOrderItemMutation>;
export const WithdrawOrderItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawOrderItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawOrderItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"itemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orderTime"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"vatApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"vatActive"}},{"kind":"Field","name":{"kind":"Name","value":"table"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"itemType"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"bill"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subTotal"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"serviceCharge"}},{"kind":"Field","name":{"kind":"Name","value":"serviceChargeRate"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"originRate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCharge"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestConfirmationTables"}}]}}]} as unknown as DocumentNode;
export function useWithdrawOrderItemMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<WithdrawOrderItemMutation, WithdrawOrderItemMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<WithdrawOrderItemMutation, WithdrawOrderItemMutationVariables>(WithdrawOrderItemDocument, options);
      }
export type WithdrawOrderItemMutationHookResult = ReturnType<typeof useWithdrawOrderItemMutation>;
export const CompletePaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompletePayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompletePaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completePayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode;
export function useCompletePaymentMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CompletePaymentMutation, CompletePaymentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CompletePaymentMutation, CompletePaymentMutationVariables>(CompletePaymentDocument, options);
      }
export type CompletePaymentMutationHookResult = ReturnType<typeof useCompletePaymentMutation>;
export const CreateCustomDishDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCustomDish"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomDishInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCustomDish"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"itemType"}}]}}]}}]} as unknown as DocumentNode;
export function useCreateCustomDishMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateCustomDishMutation, CreateCustomDishMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateCustomDishMutation, CreateCustomDishMutationVariables>(CreateCustomDishDocument, options);
      }
export type CreateCustomDishMutationHookResult = ReturnType<typeof useCreateCustomDishMutation>;
export const WaiterUpdatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"WaiterUpdates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waiterUpdates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"tableId"}},{"kind":"Field","name":{"kind":"Name","value":"tableNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemStatus"}},{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"ticketStatus"}},{"kind":"Field","name":{"kind":"Name","value":"rejections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"tableId"}},{"kind":"Field","name":{"kind":"Name","value":"tableNumber"}}]}}]}}]}}]} as unknown as DocumentNode;
export function useWaiterUpdatesSubscription(baseOptions?: ApolloReactHooks.SubscriptionHookOptions<WaiterUpdatesSubscription, WaiterUpdatesSubscriptionVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useSubscription<WaiterUpdatesSubscription, WaiterUpdatesSubscriptionVariables>(WaiterUpdatesDocument, options);
      }
export type WaiterUpdatesSubscriptionHookResult = ReturnType<typeof useWaiterUpdatesSubscription>;
export const WaiterBoardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WaiterBoard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waiterBoard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"table"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode;
export function useWaiterBoardQuery(baseOptions: ApolloReactHooks.QueryHookOptions<WaiterBoardQuery, WaiterBoardQueryVariables> & ({ variables: WaiterBoardQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<WaiterBoardQuery, WaiterBoardQueryVariables>(WaiterBoardDocument, options);
      }
export function useWaiterBoardLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<WaiterBoardQuery, WaiterBoardQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<WaiterBoardQuery, WaiterBoardQueryVariables>(WaiterBoardDocument, options);
        }
// @ts-ignore
export function useWaiterBoardSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<WaiterBoardQuery, WaiterBoardQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WaiterBoardQuery, WaiterBoardQueryVariables>;
export function useWaiterBoardSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WaiterBoardQuery, WaiterBoardQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WaiterBoardQuery | undefined, WaiterBoardQueryVariables>;
export function useWaiterBoardSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WaiterBoardQuery, WaiterBoardQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<WaiterBoardQuery, WaiterBoardQueryVariables>(WaiterBoardDocument, options);
        }
export type WaiterBoardQueryHookResult = ReturnType<typeof useWaiterBoardQuery>;
export type WaiterBoardLazyQueryHookResult = ReturnType<typeof useWaiterBoardLazyQuery>;
export type WaiterBoardSuspenseQueryHookResult = ReturnType<typeof useWaiterBoardSuspenseQuery>;
export const ServeTicketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ServeTicket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TicketType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serveTicket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticketId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode;
export function useServeTicketMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ServeTicketMutation, ServeTicketMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ServeTicketMutation, ServeTicketMutationVariables>(ServeTicketDocument, options);
      }
export type ServeTicketMutationHookResult = ReturnType<typeof useServeTicketMutation>;
export const GroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"contactPerson"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"cardLogo"}},{"kind":"Field","name":{"kind":"Name","value":"cardImage"}},{"kind":"Field","name":{"kind":"Name","value":"sideBarImage"}}]}}]}}]} as unknown as DocumentNode;
export function useGroupsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<GroupsQuery, GroupsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GroupsQuery, GroupsQueryVariables>(GroupsDocument, options);
      }
export function useGroupsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GroupsQuery, GroupsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GroupsQuery, GroupsQueryVariables>(GroupsDocument, options);
        }
// @ts-ignore
export function useGroupsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GroupsQuery, GroupsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GroupsQuery, GroupsQueryVariables>;
export function useGroupsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GroupsQuery, GroupsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GroupsQuery | undefined, GroupsQueryVariables>;
export function useGroupsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GroupsQuery, GroupsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GroupsQuery, GroupsQueryVariables>(GroupsDocument, options);
        }
export type GroupsQueryHookResult = ReturnType<typeof useGroupsQuery>;
export type GroupsLazyQueryHookResult = ReturnType<typeof useGroupsLazyQuery>;
export type GroupsSuspenseQueryHookResult = ReturnType<typeof useGroupsSuspenseQuery>;
export const HotelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Hotels"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hotels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupTitle"}},{"kind":"Field","name":{"kind":"Name","value":"cardImage"}},{"kind":"Field","name":{"kind":"Name","value":"cardLogo"}},{"kind":"Field","name":{"kind":"Name","value":"sideBarImage"}},{"kind":"Field","name":{"kind":"Name","value":"titleImage"}},{"kind":"Field","name":{"kind":"Name","value":"headerLogo"}},{"kind":"Field","name":{"kind":"Name","value":"sideBarLogo"}}]}}]}}]} as unknown as DocumentNode;
export function useHotelsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<HotelsQuery, HotelsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<HotelsQuery, HotelsQueryVariables>(HotelsDocument, options);
      }
export function useHotelsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<HotelsQuery, HotelsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<HotelsQuery, HotelsQueryVariables>(HotelsDocument, options);
        }
// @ts-ignore
export function useHotelsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<HotelsQuery, HotelsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<HotelsQuery, HotelsQueryVariables>;
export function useHotelsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<HotelsQuery, HotelsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<HotelsQuery | undefined, HotelsQueryVariables>;
export function useHotelsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<HotelsQuery, HotelsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<HotelsQuery, HotelsQueryVariables>(HotelsDocument, options);
        }
export type HotelsQueryHookResult = ReturnType<typeof useHotelsQuery>;
export type HotelsLazyQueryHookResult = ReturnType<typeof useHotelsLazyQuery>;
export type HotelsSuspenseQueryHookResult = ReturnType<typeof useHotelsSuspenseQuery>;
export const MyPermissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyPermissions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPermissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode;
export function useMyPermissionsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyPermissionsQuery, MyPermissionsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyPermissionsQuery, MyPermissionsQueryVariables>(MyPermissionsDocument, options);
      }
export function useMyPermissionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyPermissionsQuery, MyPermissionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyPermissionsQuery, MyPermissionsQueryVariables>(MyPermissionsDocument, options);
        }
// @ts-ignore
export function useMyPermissionsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyPermissionsQuery, MyPermissionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyPermissionsQuery, MyPermissionsQueryVariables>;
export function useMyPermissionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyPermissionsQuery, MyPermissionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyPermissionsQuery | undefined, MyPermissionsQueryVariables>;
export function useMyPermissionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyPermissionsQuery, MyPermissionsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyPermissionsQuery, MyPermissionsQueryVariables>(MyPermissionsDocument, options);
        }
export type MyPermissionsQueryHookResult = ReturnType<typeof useMyPermissionsQuery>;
export type MyPermissionsLazyQueryHookResult = ReturnType<typeof useMyPermissionsLazyQuery>;
export type MyPermissionsSuspenseQueryHookResult = ReturnType<typeof useMyPermissionsSuspenseQuery>;
export const HotelServicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HotelServices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"services"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serviceType"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"cardImage"}},{"kind":"Field","name":{"kind":"Name","value":"cardLogo"}}]}}]}}]} as unknown as DocumentNode;
export function useHotelServicesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<HotelServicesQuery, HotelServicesQueryVariables> & ({ variables: HotelServicesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<HotelServicesQuery, HotelServicesQueryVariables>(HotelServicesDocument, options);
      }
export function useHotelServicesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<HotelServicesQuery, HotelServicesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<HotelServicesQuery, HotelServicesQueryVariables>(HotelServicesDocument, options);
        }
// @ts-ignore
export function useHotelServicesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<HotelServicesQuery, HotelServicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<HotelServicesQuery, HotelServicesQueryVariables>;
export function useHotelServicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<HotelServicesQuery, HotelServicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<HotelServicesQuery | undefined, HotelServicesQueryVariables>;
export function useHotelServicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<HotelServicesQuery, HotelServicesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<HotelServicesQuery, HotelServicesQueryVariables>(HotelServicesDocument, options);
        }
export type HotelServicesQueryHookResult = ReturnType<typeof useHotelServicesQuery>;
export type HotelServicesLazyQueryHookResult = ReturnType<typeof useHotelServicesLazyQuery>;
export type HotelServicesSuspenseQueryHookResult = ReturnType<typeof useHotelServicesSuspenseQuery>;