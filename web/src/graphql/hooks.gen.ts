// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentNode } from 'graphql';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
/** What a recorded write did to its record */
export type AuditAction =
  | 'DELETE'
  | 'INSERT'
  | 'UPDATE';

/** One address per kind of mail; a second copy of it is a CONFLICT */
export type CcMailInput = {
  email: string;
  hotelId: number;
  mailType: MailType;
};

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

/** Several users at once, at one hotel or in the whole group */
export type CreateUserDiscountsInput = {
  groupId?: number | null | undefined;
  hotelId?: number | null | undefined;
  users: Array<UserDiscountLine>;
};

/** A custom dish: 'Description required', 'Price required', 'Invalid price' */
export type CustomDishInput = {
  /** The description */
  name: string;
  price: number;
  serviceId: number;
};

/** Every field of an employee; a service role needs its service, a user must work in the hotel */
export type EmployeeInput = {
  active?: boolean;
  designation?: string;
  email?: string;
  firstName: string;
  hotelId: number;
  lastName: string;
  /** Digits and spaces, an optional leading + */
  phone?: string;
  serviceId?: number | null | undefined;
  serviceRoleId?: number | null | undefined;
  userId?: number | null | undefined;
};

export type EstateGroupInput = {
  active?: boolean;
  address?: string;
  /** A new picture as a data URL; null keeps the current one */
  cardImage?: string | null | undefined;
  /** A new picture as a data URL; null keeps the current one */
  cardLogo?: string | null | undefined;
  /** At most 10 numbers */
  contactNumbersList?: Array<string>;
  contactPerson?: string;
  /** Empty or a valid email */
  email?: string;
  name: string;
  /** A new picture as a data URL; null keeps the current one */
  sideBarImage?: string | null | undefined;
};

export type EstateHotelInput = {
  address?: string;
  bedsPropertyId?: string | null | undefined;
  /** A new picture as a data URL; null keeps the current one */
  cardImage?: string | null | undefined;
  /** A new picture as a data URL; null keeps the current one */
  cardLogo?: string | null | undefined;
  companyRegistrationAddress?: string;
  companyRegistrationNumber?: string;
  contactNumber?: string;
  /** At most 10 numbers */
  contactNumbersList?: Array<string>;
  /** Empty or a valid email */
  email?: string;
  groupId: number;
  /** A new picture as a data URL; null keeps the current one */
  headerLogo?: string | null | undefined;
  name: string;
  /** Two to six capitals or digits; null: made from the name (create) or kept (update) */
  prefix?: string | null | undefined;
  /** A new picture as a data URL; null keeps the current one */
  sideBarImage?: string | null | undefined;
  /** A new picture as a data URL; null keeps the current one */
  sideBarLogo?: string | null | undefined;
  title: string;
  /** A new picture as a data URL; null keeps the current one */
  titleImage?: string | null | undefined;
  type?: HotelType;
  vatApplicable?: boolean;
  vatNumber?: string;
  webAddress?: string;
};

export type EstateHotelServiceInput = {
  active?: boolean;
  /** A new picture as a data URL; null keeps the current one */
  cardImage?: string | null | undefined;
  /** A new picture as a data URL; null keeps the current one */
  cardLogo?: string | null | undefined;
  hotelId: number;
  name: string;
  serviceType: ServiceType;
};

export type GroupRoleInput = {
  active?: boolean;
  /** Up to 500 characters */
  description?: string;
  groupId: number;
  /** Required, up to 120 characters */
  name: string;
};

export type HotelRoleInput = {
  active?: boolean;
  /** Up to 500 characters */
  description?: string;
  hotelId: number;
  /** Required, up to 120 characters */
  name: string;
};

/** The kind of property; HOTEL hides the Events menu */
export type HotelType =
  | 'BOUTIQUE'
  | 'HOTEL'
  | 'RESORT'
  | 'VILLA';

/** FOOD and CUSTOM_DISH go on a KOT, BEVERAGE on a BOT. */
export type ItemType =
  | 'BEVERAGE'
  | 'CUSTOM_DISH'
  | 'FOOD';

export type LeadTypeInput = {
  active?: boolean;
  hotelId: number;
  /** At most 60 characters */
  name: string;
};

/** MESSAGE carries news; RESYNC means the live connection was re-established: refetch. */
export type LiveEventKind =
  | 'MESSAGE'
  | 'RESYNC';

export type MailConfigInput = {
  cancellationMail: boolean;
  hotelId: number;
  invoiceMail: boolean;
  receiptMail: boolean;
  /** An email, or empty */
  replyToEmail?: string;
  reservationMail: boolean;
  /** An email, or empty */
  senderEmail?: string;
  senderName?: string;
};

/** A kind of mail the hotel sends guests */
export type MailType =
  | 'CANCELLATION'
  | 'INVOICE'
  | 'RECEIPT'
  | 'REFUND'
  | 'RESERVATION';

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

/** Operations §5: a range not before today ('Please select a date range!'), the minimum nights ('Please enter the minimum nights!', 'Invalid value', 'Value must be less than or equal to {n}', 'Minimum Night not less than 2'), web and/or direct ('Please select Reservation Type!'), a hotel or the group ('Please select a hotel!') */
export type MinimumNightInput = {
  always?: boolean;
  direct?: boolean;
  /** YYYY-MM-DD */
  endDate?: string | null | undefined;
  groupId?: number | null | undefined;
  hotelId?: number | null | undefined;
  numOfDays?: number | null | undefined;
  /** YYYY-MM-DD */
  startDate?: string | null | undefined;
  web?: boolean;
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

export type PaymentConfigInput = {
  advancePaymentPercentage: number;
  bankTransfer: boolean;
  cardPayment: boolean;
  cashPayment: boolean;
  hotelId: number;
  merchantId?: string;
  merchantName?: string;
  paymentGateway: PaymentGateway;
  /** An http(s) URL, or empty */
  returnUrl?: string;
};

/** How the booking engine takes online payments (none, a card gateway, bank transfer) */
export type PaymentGateway =
  | 'BANK_TRANSFER'
  | 'CARD_GATEWAY'
  | 'NONE';

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

/** At least 60 seconds, at most 7200 */
export type PaymentTimeoutInput = {
  hotelId: number;
  seconds: number;
};

/** READ (0) views; WRITE (1) adds, views, edits; MAINTAIN (2) also deletes; NO_PERMISSION (3) nothing */
export type PermissionStatus =
  | 'MAINTAIN'
  | 'NO_PERMISSION'
  | 'READ'
  | 'WRITE';

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

export type PrivilegeInput = {
  featureId: number;
  status: PermissionStatus;
};

export type PromotionDiscountType =
  | 'AMOUNT'
  | 'PERCENTAGE';

/** Code 2-30 letters, digits, dashes or underscores; a percentage at most 100; end not before start; web and/or direct ('Please select Reservation Type!') */
export type PromotionInput = {
  active?: boolean;
  code: string;
  description?: string;
  direct: boolean;
  discountType: PromotionDiscountType;
  discountValue: number;
  endDate: string;
  hotelId: number;
  name: string;
  startDate: string;
  web: boolean;
};

export type ReservationConfigInput = {
  advancePaymentRequired: boolean;
  holdUnpaidMinutes: number;
  hotelId: number;
  maxRoomsPerBooking: number;
  onlineBooking: boolean;
  sameDayBooking: boolean;
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

/** A service role's status per feature; features left out keep their status */
export type RolePrivilegesInput = {
  privileges: Array<PrivilegeInput>;
  /** The role's service (rights are judged for it) */
  serviceId: number;
  serviceRoleId: number;
};

/** A room ('Please select a room'), a range ('Please select a date range!'), a reason */
export type RoomBlockInput = {
  active?: boolean;
  endDate: string;
  hotelId: number;
  reason?: string;
  roomId?: number | null | undefined;
  startDate: string;
};

/** A role's service cannot change once created */
export type ServiceRoleInput = {
  active?: boolean;
  /** Up to 500 characters */
  description?: string;
  /** Required, up to 120 characters */
  name: string;
  serviceId: number;
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

/** hotelId 0 sets the default every hotel without its own uses (system administrators only) */
export type StandardTimeInput = {
  /** HH:mm */
  checkInTime: string;
  /** HH:mm */
  checkOutTime: string;
  hotelId: number;
};

/** Names are unique per owner (any case); a duplicate is a CONFLICT */
export type SystemRoleInput = {
  active?: boolean;
  /** Up to 500 characters */
  description?: string;
  /** Required, up to 120 characters */
  name: string;
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

/** Title and text are required */
export type TermConditionInput = {
  active?: boolean;
  description: string;
  hotelId: number;
  sequence?: number;
  termType: TermType;
  title: string;
};

/** Where a term is printed or shown */
export type TermType =
  | 'BOOKING'
  | 'GENERAL'
  | 'INVOICE'
  | 'RECEIPT';

/** KOT: kitchen order ticket (food, custom dishes); BOT: bar order ticket (beverages). */
export type TicketType =
  | 'BOT'
  | 'KOT';

/** A user; the password is required when creating, and empty keeps it when editing */
export type UserAccountInput = {
  allocations?: Array<UserAllocationInput>;
  email: string;
  firstName: string;
  groupId?: number | null | undefined;
  hotelId?: number | null | undefined;
  lastName: string;
  /** Not above your own */
  level: UserLevel;
  /** At least 8 characters with an uppercase letter, a lowercase letter and a digit */
  password?: string | null | undefined;
};

/** A service the user works in and the service role they hold there */
export type UserAllocationInput = {
  serviceId: number;
  serviceRoleId: number;
};

/** Required, 0 to 100 ('Percentage must be less than or equal to 100.') */
export type UserDiscountInput = {
  discount?: number | null | undefined;
  groupId?: number | null | undefined;
  hotelId?: number | null | undefined;
  name?: string | null | undefined;
  userId: number;
};

/** One user of a new list: digits and a decimal point, at most 100 (operations §5) */
export type UserDiscountLine = {
  /** Percent; missing is refused with 'Discount is required' */
  discount?: number | null | undefined;
  /** Shown name; the user's full name when empty */
  name?: string | null | undefined;
  userId: number;
};

/** Login level: decides where a user lands */
export type UserLevel =
  | 'ADMIN'
  | 'GROUP'
  | 'HOTEL'
  | 'SERVICE'
  | 'USER';

export type UserRoleAssignmentInput = {
  groupsRoleId?: number | null | undefined;
  hotelRoleId?: number | null | undefined;
  roleId?: number | null | undefined;
  userId: number;
};

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

export type AccessSystemRoleFieldsFragment = { id: number, name: string, description: string, active: boolean };

export type AccessGroupRoleFieldsFragment = { id: number, name: string, description: string, active: boolean, groupId: number };

export type AccessHotelRoleFieldsFragment = { id: number, name: string, description: string, active: boolean, hotelId: number, hotelName: string | null };

export type AccessServiceRoleFieldsFragment = { id: number, name: string, description: string, active: boolean, serviceId: number, serviceName: string, hotelId: number, hotelName: string | null };

export type AccessGroupsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccessGroupsQuery = { groups: Array<{ id: number, name: string }> };

export type AccessHotelsQueryVariables = Exact<{
  groupId?: number | null | undefined;
}>;


export type AccessHotelsQuery = { hotels: Array<{ id: number, name: string, groupId: number }> };

export type AccessServicesQueryVariables = Exact<{
  hotelId: number;
}>;


export type AccessServicesQuery = { services: Array<{ id: number, name: string, serviceType: ServiceType, hotelId: number }> };

export type AccessSystemRolesQueryVariables = Exact<{
  page: number;
  size: number;
  sortField?: string | null | undefined;
  direction?: string | null | undefined;
  name?: string | null | undefined;
}>;


export type AccessSystemRolesQuery = { systemRoles: { total: number, items: Array<{ id: number, name: string, description: string, active: boolean }> } };

export type AccessCreateSystemRoleMutationVariables = Exact<{
  input: SystemRoleInput;
}>;


export type AccessCreateSystemRoleMutation = { createSystemRole: { message: string, role: { id: number, name: string, description: string, active: boolean } } };

export type AccessUpdateSystemRoleMutationVariables = Exact<{
  id: number;
  input: SystemRoleInput;
}>;


export type AccessUpdateSystemRoleMutation = { updateSystemRole: { message: string, role: { id: number, name: string, description: string, active: boolean } } };

export type AccessDeleteSystemRoleMutationVariables = Exact<{
  id: number;
}>;


export type AccessDeleteSystemRoleMutation = { deleteSystemRole: { message: string, id: number } };

export type AccessGroupRolesQueryVariables = Exact<{
  groupId?: number | null | undefined;
  page: number;
  size: number;
  sortField?: string | null | undefined;
  direction?: string | null | undefined;
  name?: string | null | undefined;
}>;


export type AccessGroupRolesQuery = { groupRoles: { total: number, items: Array<{ id: number, name: string, description: string, active: boolean, groupId: number }> } };

export type AccessCreateGroupRoleMutationVariables = Exact<{
  input: GroupRoleInput;
}>;


export type AccessCreateGroupRoleMutation = { createGroupRole: { message: string, role: { id: number, name: string, description: string, active: boolean, groupId: number } } };

export type AccessUpdateGroupRoleMutationVariables = Exact<{
  id: number;
  input: GroupRoleInput;
}>;


export type AccessUpdateGroupRoleMutation = { updateGroupRole: { message: string, role: { id: number, name: string, description: string, active: boolean, groupId: number } } };

export type AccessDeleteGroupRoleMutationVariables = Exact<{
  id: number;
}>;


export type AccessDeleteGroupRoleMutation = { deleteGroupRole: { message: string, id: number } };

export type AccessHotelRolesQueryVariables = Exact<{
  hotelId?: number | null | undefined;
  groupId?: number | null | undefined;
  page: number;
  size: number;
  sortField?: string | null | undefined;
  direction?: string | null | undefined;
  name?: string | null | undefined;
}>;


export type AccessHotelRolesQuery = { hotelRoles: { total: number, items: Array<{ id: number, name: string, description: string, active: boolean, hotelId: number, hotelName: string | null }> } };

export type AccessCreateHotelRoleMutationVariables = Exact<{
  input: HotelRoleInput;
}>;


export type AccessCreateHotelRoleMutation = { createHotelRole: { message: string, role: { id: number, name: string, description: string, active: boolean, hotelId: number, hotelName: string | null } } };

export type AccessUpdateHotelRoleMutationVariables = Exact<{
  id: number;
  input: HotelRoleInput;
}>;


export type AccessUpdateHotelRoleMutation = { updateHotelRole: { message: string, role: { id: number, name: string, description: string, active: boolean, hotelId: number, hotelName: string | null } } };

export type AccessDeleteHotelRoleMutationVariables = Exact<{
  id: number;
}>;


export type AccessDeleteHotelRoleMutation = { deleteHotelRole: { message: string, id: number } };

export type AccessServiceRolesQueryVariables = Exact<{
  serviceId?: number | null | undefined;
  hotelId?: number | null | undefined;
  groupId?: number | null | undefined;
  page: number;
  size: number;
  sortField?: string | null | undefined;
  direction?: string | null | undefined;
  name?: string | null | undefined;
}>;


export type AccessServiceRolesQuery = { serviceRoles: { total: number, items: Array<{ id: number, name: string, description: string, active: boolean, serviceId: number, serviceName: string, hotelId: number, hotelName: string | null }> } };

export type AccessServiceRoleOptionsQueryVariables = Exact<{
  serviceId: number;
}>;


export type AccessServiceRoleOptionsQuery = { serviceRoles: { items: Array<{ id: number, name: string, active: boolean }> } };

export type AccessCreateServiceRoleMutationVariables = Exact<{
  input: ServiceRoleInput;
}>;


export type AccessCreateServiceRoleMutation = { createServiceRole: { message: string, role: { id: number, name: string, description: string, active: boolean, serviceId: number, serviceName: string, hotelId: number, hotelName: string | null } } };

export type AccessUpdateServiceRoleMutationVariables = Exact<{
  id: number;
  input: ServiceRoleInput;
}>;


export type AccessUpdateServiceRoleMutation = { updateServiceRole: { message: string, role: { id: number, name: string, description: string, active: boolean, serviceId: number, serviceName: string, hotelId: number, hotelName: string | null } } };

export type AccessDeleteServiceRoleMutationVariables = Exact<{
  serviceId: number;
  id: number;
}>;


export type AccessDeleteServiceRoleMutation = { deleteServiceRole: { message: string, id: number } };

export type AccessPrivilegeMatrixFieldsFragment = { serviceType: ServiceType, role: { id: number, name: string, description: string, active: boolean, serviceId: number, serviceName: string, hotelId: number, hotelName: string | null }, privileges: Array<{ featureId: number, prefix: string, name: string, scope: string, status: PermissionStatus }>, holders: Array<{ userId: number, name: string, email: string }> | null };

export type AccessPrivilegeMatrixQueryVariables = Exact<{
  serviceId: number;
  serviceRoleId: number;
}>;


export type AccessPrivilegeMatrixQuery = { privilegeMatrix: { serviceType: ServiceType, role: { id: number, name: string, description: string, active: boolean, serviceId: number, serviceName: string, hotelId: number, hotelName: string | null }, privileges: Array<{ featureId: number, prefix: string, name: string, scope: string, status: PermissionStatus }>, holders: Array<{ userId: number, name: string, email: string }> | null } };

export type AccessUpdateRolePrivilegesMutationVariables = Exact<{
  input: RolePrivilegesInput;
}>;


export type AccessUpdateRolePrivilegesMutation = { updateRolePrivileges: { message: string, matrix: { serviceType: ServiceType, role: { id: number, name: string, description: string, active: boolean, serviceId: number, serviceName: string, hotelId: number, hotelName: string | null }, privileges: Array<{ featureId: number, prefix: string, name: string, scope: string, status: PermissionStatus }>, holders: Array<{ userId: number, name: string, email: string }> | null } } };

export type AccessPrivilegeOverviewQueryVariables = Exact<{
  groupId?: number | null | undefined;
  hotelId?: number | null | undefined;
  serviceId?: number | null | undefined;
}>;


export type AccessPrivilegeOverviewQuery = { privilegeOverview: Array<{ serviceId: number, serviceName: string, serviceType: ServiceType, hotelId: number, hotelName: string | null, features: Array<{ featureId: number, prefix: string, name: string, scope: string }>, roles: Array<{ statuses: Array<PermissionStatus>, role: { id: number, name: string, active: boolean } }> }> };

export type AccessPrivilegeUsersQueryVariables = Exact<{
  hotelId?: number | null | undefined;
  serviceId?: number | null | undefined;
  name?: string | null | undefined;
}>;


export type AccessPrivilegeUsersQuery = { privilegeUsers: Array<{ userId: number, name: string, email: string, level: UserLevel, active: boolean }> };

export type AccessUserPrivilegesQueryVariables = Exact<{
  userId: number;
  hotelId?: number | null | undefined;
}>;


export type AccessUserPrivilegesQuery = { userPrivileges: { administrator: boolean, user: { userId: number, name: string, email: string, level: UserLevel }, services: Array<{ serviceId: number, serviceName: string, serviceType: ServiceType | null, hotelId: number | null, hotelName: string | null, roleId: number | null, roleName: string | null, privileges: Array<{ featureId: number, prefix: string, name: string, scope: string, status: PermissionStatus }> }> } };

export type ChangePasswordMutationVariables = Exact<{
  oldPassword: string;
  newPassword: string;
}>;


export type ChangePasswordMutation = { changePassword: { message: string } };

export type ProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileQuery = { me: { id: number, firstName: string, lastName: string, email: string, userName: string, imgUrl: string | null, level: UserLevel, profile: { hotel: { id: number, name: string } | null, group: { id: number, name: string } | null, service: { id: number, name: string, serviceType: ServiceType } | null } } };

export type AuditLogEntryFieldsFragment = { id: number, at: string, actorUserId: number | null, actorEmail: string | null, hotelId: number | null, hotelName: string | null, groupId: number | null, entity: string, entityId: string | null, action: AuditAction, changes: Array<{ field: string, before: string | null, after: string | null }> };

export type AuditLogEntriesQueryVariables = Exact<{
  page: number;
  size: number;
  userId?: number | null | undefined;
  entity?: string | null | undefined;
  action?: AuditAction | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  hotelId?: number | null | undefined;
  groupId?: number | null | undefined;
}>;


export type AuditLogEntriesQuery = { auditLog: { total: number, page: number, items: Array<{ id: number, at: string, actorUserId: number | null, actorEmail: string | null, hotelId: number | null, hotelName: string | null, groupId: number | null, entity: string, entityId: string | null, action: AuditAction, changes: Array<{ field: string, before: string | null, after: string | null }> }> } };

export type AuditLogFiltersQueryVariables = Exact<{ [key: string]: never; }>;


export type AuditLogFiltersQuery = { auditLogEntities: Array<string>, auditLogUsers: Array<{ id: number, name: string, email: string }> };

export type AuditLeadTypeFieldsFragment = { id: number, hotelId: number, name: string, active: boolean, createdAt: string };

export type AuditLeadTypesQueryVariables = Exact<{
  hotelId: number;
  page: number;
  size: number;
  sortField?: string | null | undefined;
  direction?: string | null | undefined;
  name?: string | null | undefined;
  active?: boolean | null | undefined;
}>;


export type AuditLeadTypesQuery = { leadTypes: { total: number, items: Array<{ id: number, hotelId: number, name: string, active: boolean, createdAt: string }> } };

export type AuditCreateLeadTypeMutationVariables = Exact<{
  input: LeadTypeInput;
}>;


export type AuditCreateLeadTypeMutation = { createLeadType: { message: string, leadType: { id: number, hotelId: number, name: string, active: boolean, createdAt: string } } };

export type AuditUpdateLeadTypeMutationVariables = Exact<{
  id: number;
  input: LeadTypeInput;
}>;


export type AuditUpdateLeadTypeMutation = { updateLeadType: { message: string, leadType: { id: number, hotelId: number, name: string, active: boolean, createdAt: string } } };

export type AuditDeleteLeadTypeMutationVariables = Exact<{
  id: number;
}>;


export type AuditDeleteLeadTypeMutation = { deleteLeadType: { message: string, id: number } };

export type AuditPaymentTransactionFieldsFragment = { id: number, receiptNumber: string, invoiceNumber: string, source: string, hotelId: number, hotelName: string, serviceId: number, serviceName: string, paidAt: string, paymentMethod: PaymentMethod, amount: number, currency: string, tableNumber: string, customerName: string, waiterName: string, roomNumber: string | null, reservationRef: string | null, invoicedAt: string | null };

export type AuditPaymentTransactionsQueryVariables = Exact<{
  page: number;
  size: number;
  sortField?: string | null | undefined;
  direction?: string | null | undefined;
  groupId?: number | null | undefined;
  hotelId?: number | null | undefined;
  fromDate?: string | null | undefined;
  toDate?: string | null | undefined;
  paymentMethod?: PaymentMethod | null | undefined;
}>;


export type AuditPaymentTransactionsQuery = { paymentTransactions: { total: number, items: Array<{ id: number, receiptNumber: string, invoiceNumber: string, source: string, hotelId: number, hotelName: string, serviceId: number, serviceName: string, paidAt: string, paymentMethod: PaymentMethod, amount: number, currency: string, tableNumber: string, customerName: string, waiterName: string, roomNumber: string | null, reservationRef: string | null, invoicedAt: string | null }> } };

export type AuditTurnoverFiguresFragment = { orders: number, subTotal: number, serviceCharge: number, taxTotal: number, totalCharge: number, cash: number, roomBill: number, roomInvoiced: number };

export type AuditTurnoverReportFieldsFragment = { title: string, fromDate: string, toDate: string, groupId: number | null, hotelId: number | null, serviceId: number | null, hotels: Array<{ hotelId: number, hotelName: string, hotelTitle: string, services: Array<{ serviceId: number, serviceName: string, serviceType: string, orders: number, subTotal: number, serviceCharge: number, taxTotal: number, totalCharge: number, cash: number, roomBill: number, roomInvoiced: number }>, totals: { orders: number, subTotal: number, serviceCharge: number, taxTotal: number, totalCharge: number, cash: number, roomBill: number, roomInvoiced: number } }>, days: Array<{ date: string, orders: number, totalCharge: number }>, totals: { orders: number, subTotal: number, serviceCharge: number, taxTotal: number, totalCharge: number, cash: number, roomBill: number, roomInvoiced: number } };

export type AuditTurnoverQueryVariables = Exact<{
  hotelId: number;
  serviceId?: number | null | undefined;
  fromDate: string;
  toDate: string;
}>;


export type AuditTurnoverQuery = { turnoverReport: { title: string, fromDate: string, toDate: string, groupId: number | null, hotelId: number | null, serviceId: number | null, hotels: Array<{ hotelId: number, hotelName: string, hotelTitle: string, services: Array<{ serviceId: number, serviceName: string, serviceType: string, orders: number, subTotal: number, serviceCharge: number, taxTotal: number, totalCharge: number, cash: number, roomBill: number, roomInvoiced: number }>, totals: { orders: number, subTotal: number, serviceCharge: number, taxTotal: number, totalCharge: number, cash: number, roomBill: number, roomInvoiced: number } }>, days: Array<{ date: string, orders: number, totalCharge: number }>, totals: { orders: number, subTotal: number, serviceCharge: number, taxTotal: number, totalCharge: number, cash: number, roomBill: number, roomInvoiced: number } } };

export type AuditGroupTurnoverQueryVariables = Exact<{
  groupId: number;
  fromDate: string;
  toDate: string;
}>;


export type AuditGroupTurnoverQuery = { groupTurnoverReport: { title: string, fromDate: string, toDate: string, groupId: number | null, hotelId: number | null, serviceId: number | null, hotels: Array<{ hotelId: number, hotelName: string, hotelTitle: string, services: Array<{ serviceId: number, serviceName: string, serviceType: string, orders: number, subTotal: number, serviceCharge: number, taxTotal: number, totalCharge: number, cash: number, roomBill: number, roomInvoiced: number }>, totals: { orders: number, subTotal: number, serviceCharge: number, taxTotal: number, totalCharge: number, cash: number, roomBill: number, roomInvoiced: number } }>, days: Array<{ date: string, orders: number, totalCharge: number }>, totals: { orders: number, subTotal: number, serviceCharge: number, taxTotal: number, totalCharge: number, cash: number, roomBill: number, roomInvoiced: number } } };

export type AuditScopeHotelsQueryVariables = Exact<{ [key: string]: never; }>;


export type AuditScopeHotelsQuery = { hotels: Array<{ id: number, name: string, title: string, groupId: number, groupTitle: string }> };

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

export type EstateGroupFieldsFragment = { id: number, name: string, address: string, contactPerson: string, email: string, active: boolean, contactNumbersList: Array<string>, cardLogo: string | null, cardImage: string | null, sideBarImage: string | null, hotelCount: number };

export type EstateHotelFieldsFragment = { id: number, title: string, name: string, type: HotelType, address: string, contactNumber: string, email: string, contactNumbersList: Array<string>, groupId: number, groupTitle: string, prefix: string, bedsPropertyId: string | null, vatApplicable: boolean, companyRegistrationNumber: string, companyRegistrationAddress: string, vatNumber: string, webAddress: string, cardImage: string | null, cardLogo: string | null, sideBarImage: string | null, titleImage: string | null, headerLogo: string | null, sideBarLogo: string | null, serviceCount: number };

export type EstateHotelServiceFieldsFragment = { id: number, name: string, serviceType: ServiceType, active: boolean, hotelId: number, cardImage: string | null, cardLogo: string | null };

export type EstateWriteRightsFieldsFragment = { add: boolean, edit: boolean, delete: boolean };

export type EstateRightsQueryVariables = Exact<{ [key: string]: never; }>;


export type EstateRightsQuery = { estateRights: { groups: { add: boolean, edit: boolean, delete: boolean }, hotels: { add: boolean, edit: boolean, delete: boolean }, services: { add: boolean, edit: boolean, delete: boolean } } };

export type EstateGroupsQueryVariables = Exact<{
  page: number;
  size: number;
  sortField?: string | null | undefined;
  direction?: string | null | undefined;
  name?: string | null | undefined;
}>;


export type EstateGroupsQuery = { estateGroups: { total: number, items: Array<{ id: number, name: string, address: string, contactPerson: string, email: string, active: boolean, contactNumbersList: Array<string>, cardLogo: string | null, cardImage: string | null, sideBarImage: string | null, hotelCount: number }> } };

export type EstateHotelsQueryVariables = Exact<{
  page: number;
  size: number;
  sortField?: string | null | undefined;
  direction?: string | null | undefined;
  name?: string | null | undefined;
  groupId?: number | null | undefined;
  hotelId?: number | null | undefined;
}>;


export type EstateHotelsQuery = { estateHotels: { total: number, items: Array<{ id: number, title: string, name: string, type: HotelType, address: string, contactNumber: string, email: string, contactNumbersList: Array<string>, groupId: number, groupTitle: string, prefix: string, bedsPropertyId: string | null, vatApplicable: boolean, companyRegistrationNumber: string, companyRegistrationAddress: string, vatNumber: string, webAddress: string, cardImage: string | null, cardLogo: string | null, sideBarImage: string | null, titleImage: string | null, headerLogo: string | null, sideBarLogo: string | null, serviceCount: number }> } };

export type EstateHotelServicesQueryVariables = Exact<{
  hotelId: number;
  page: number;
  size: number;
  sortField?: string | null | undefined;
  direction?: string | null | undefined;
  name?: string | null | undefined;
  serviceType?: ServiceType | null | undefined;
}>;


export type EstateHotelServicesQuery = { estateHotelServices: { total: number, items: Array<{ id: number, name: string, serviceType: ServiceType, active: boolean, hotelId: number, cardImage: string | null, cardLogo: string | null }> } };

export type EstateGroupChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type EstateGroupChoicesQuery = { groups: Array<{ id: number, name: string }> };

export type EstateHotelChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type EstateHotelChoicesQuery = { hotels: Array<{ id: number, name: string, title: string, groupId: number }> };

export type EstateViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type EstateViewerQuery = { me: { id: number, firstName: string, lastName: string, email: string, userName: string, imgUrl: string | null, level: UserLevel, groupIds: Array<number>, hotelIds: Array<number>, serviceIds: Array<number>, profile: { hotel: { id: number, name: string, type: string, sideBarImage: string | null, titleImage: string | null } | null, group: { id: number, name: string } | null, service: { id: number, name: string, serviceType: ServiceType } | null } } };

export type EstateCreateGroupMutationVariables = Exact<{
  input: EstateGroupInput;
}>;


export type EstateCreateGroupMutation = { createHotelGroup: { message: string, group: { id: number, name: string, address: string, contactPerson: string, email: string, active: boolean, contactNumbersList: Array<string>, cardLogo: string | null, cardImage: string | null, sideBarImage: string | null, hotelCount: number } } };

export type EstateUpdateGroupMutationVariables = Exact<{
  id: number;
  input: EstateGroupInput;
}>;


export type EstateUpdateGroupMutation = { updateHotelGroup: { message: string, group: { id: number, name: string, address: string, contactPerson: string, email: string, active: boolean, contactNumbersList: Array<string>, cardLogo: string | null, cardImage: string | null, sideBarImage: string | null, hotelCount: number } } };

export type EstateDeleteGroupMutationVariables = Exact<{
  id: number;
}>;


export type EstateDeleteGroupMutation = { deleteHotelGroup: { message: string, id: number } };

export type EstateCreateHotelMutationVariables = Exact<{
  input: EstateHotelInput;
}>;


export type EstateCreateHotelMutation = { createHotel: { message: string, hotel: { id: number, title: string, name: string, type: HotelType, address: string, contactNumber: string, email: string, contactNumbersList: Array<string>, groupId: number, groupTitle: string, prefix: string, bedsPropertyId: string | null, vatApplicable: boolean, companyRegistrationNumber: string, companyRegistrationAddress: string, vatNumber: string, webAddress: string, cardImage: string | null, cardLogo: string | null, sideBarImage: string | null, titleImage: string | null, headerLogo: string | null, sideBarLogo: string | null, serviceCount: number } } };

export type EstateUpdateHotelMutationVariables = Exact<{
  id: number;
  input: EstateHotelInput;
}>;


export type EstateUpdateHotelMutation = { updateHotel: { message: string, hotel: { id: number, title: string, name: string, type: HotelType, address: string, contactNumber: string, email: string, contactNumbersList: Array<string>, groupId: number, groupTitle: string, prefix: string, bedsPropertyId: string | null, vatApplicable: boolean, companyRegistrationNumber: string, companyRegistrationAddress: string, vatNumber: string, webAddress: string, cardImage: string | null, cardLogo: string | null, sideBarImage: string | null, titleImage: string | null, headerLogo: string | null, sideBarLogo: string | null, serviceCount: number } } };

export type EstateDeleteHotelMutationVariables = Exact<{
  id: number;
}>;


export type EstateDeleteHotelMutation = { deleteHotel: { message: string, id: number } };

export type EstateCreateHotelServiceMutationVariables = Exact<{
  input: EstateHotelServiceInput;
}>;


export type EstateCreateHotelServiceMutation = { createHotelService: { message: string, service: { id: number, name: string, serviceType: ServiceType, active: boolean, hotelId: number, cardImage: string | null, cardLogo: string | null } } };

export type EstateUpdateHotelServiceMutationVariables = Exact<{
  id: number;
  input: EstateHotelServiceInput;
}>;


export type EstateUpdateHotelServiceMutation = { updateHotelService: { message: string, service: { id: number, name: string, serviceType: ServiceType, active: boolean, hotelId: number, cardImage: string | null, cardLogo: string | null } } };

export type EstateDeleteHotelServiceMutationVariables = Exact<{
  id: number;
}>;


export type EstateDeleteHotelServiceMutation = { deleteHotelService: { message: string, id: number } };

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

export type PeopleAdministratorsQueryVariables = Exact<{
  levels: Array<UserLevel> | UserLevel;
  page: number;
  size: number;
  hotelId?: number | null | undefined;
  name?: string | null | undefined;
}>;


export type PeopleAdministratorsQuery = { administrators: { total: number, items: Array<{ id: number, firstName: string, lastName: string, email: string, level: UserLevel, active: boolean, groupId: number | null, hotelId: number | null }> } };

export type PeopleLevelPermissionsQueryVariables = Exact<{
  userId: number;
}>;


export type PeopleLevelPermissionsQuery = { levelPermissions: Array<{ id: number, name: string, prefix: string, status: number }> };

export type PeopleSetUserLevelMutationVariables = Exact<{
  userId: number;
  level: UserLevel;
  groupId?: number | null | undefined;
  hotelId?: number | null | undefined;
}>;


export type PeopleSetUserLevelMutation = { setUserLevel: { message: string, user: { id: number, level: UserLevel, groupId: number | null, hotelId: number | null } } };

export type PeopleStaffServicesQueryVariables = Exact<{ [key: string]: never; }>;


export type PeopleStaffServicesQuery = { staffServices: Array<{ id: number, name: string, serviceType: ServiceType, active: boolean, hotelId: number, hotelName: string }> };

export type PeopleServiceRolesQueryVariables = Exact<{
  serviceId: number;
}>;


export type PeopleServiceRolesQuery = { staffServiceRoles: Array<{ id: number, name: string, serviceId: number, active: boolean }> };

export type PeopleUserOptionsQueryVariables = Exact<{
  hotelId?: number | null | undefined;
  name?: string | null | undefined;
  size: number;
}>;


export type PeopleUserOptionsQuery = { userAccounts: { total: number, items: Array<{ id: number, firstName: string, lastName: string, email: string, level: UserLevel }> } };

export type PeopleEmployeeFieldsFragment = { id: number, firstName: string, lastName: string, email: string, phone: string, designation: string, hotelId: number, serviceId: number | null, serviceName: string | null, serviceRoleId: number | null, serviceRoleName: string | null, userId: number | null, active: boolean };

export type PeopleEmployeesQueryVariables = Exact<{
  hotelId: number;
  page: number;
  size: number;
  sortField?: string | null | undefined;
  direction?: string | null | undefined;
  name?: string | null | undefined;
}>;


export type PeopleEmployeesQuery = { employees: { total: number, items: Array<{ id: number, firstName: string, lastName: string, email: string, phone: string, designation: string, hotelId: number, serviceId: number | null, serviceName: string | null, serviceRoleId: number | null, serviceRoleName: string | null, userId: number | null, active: boolean }> } };

export type PeopleCreateEmployeeMutationVariables = Exact<{
  input: EmployeeInput;
}>;


export type PeopleCreateEmployeeMutation = { createEmployee: { message: string, employee: { id: number, firstName: string, lastName: string, email: string, phone: string, designation: string, hotelId: number, serviceId: number | null, serviceName: string | null, serviceRoleId: number | null, serviceRoleName: string | null, userId: number | null, active: boolean } } };

export type PeopleUpdateEmployeeMutationVariables = Exact<{
  id: number;
  input: EmployeeInput;
}>;


export type PeopleUpdateEmployeeMutation = { updateEmployee: { message: string, employee: { id: number, firstName: string, lastName: string, email: string, phone: string, designation: string, hotelId: number, serviceId: number | null, serviceName: string | null, serviceRoleId: number | null, serviceRoleName: string | null, userId: number | null, active: boolean } } };

export type PeopleDeleteEmployeeMutationVariables = Exact<{
  id: number;
}>;


export type PeopleDeleteEmployeeMutation = { deleteEmployee: { message: string, id: number } };

export type PeopleEmployeeRolesQueryVariables = Exact<{
  userId: number;
}>;


export type PeopleEmployeeRolesQuery = { employeeRoles: Array<{ serviceRoleId: number, name: string, serviceId: number, serviceName: string }> };

export type PeopleUserFieldsFragment = { id: number, firstName: string, lastName: string, email: string, userName: string, level: UserLevel, active: boolean, groupId: number | null, hotelId: number | null, allocations: Array<{ serviceId: number, serviceName: string, serviceRoleId: number, name: string }> };

export type PeopleUsersQueryVariables = Exact<{
  page: number;
  size: number;
  groupId?: number | null | undefined;
  hotelId?: number | null | undefined;
  serviceId?: number | null | undefined;
  serviceRoleId?: number | null | undefined;
  name?: string | null | undefined;
}>;


export type PeopleUsersQuery = { userAccounts: { total: number, items: Array<{ id: number, firstName: string, lastName: string, email: string, userName: string, level: UserLevel, active: boolean, groupId: number | null, hotelId: number | null, allocations: Array<{ serviceId: number, serviceName: string, serviceRoleId: number, name: string }> }> } };

export type PeopleUserQueryVariables = Exact<{
  id: number;
}>;


export type PeopleUserQuery = { userAccount: { id: number, firstName: string, lastName: string, email: string, userName: string, level: UserLevel, active: boolean, groupId: number | null, hotelId: number | null, allocations: Array<{ serviceId: number, serviceName: string, serviceRoleId: number, name: string }> } };

export type PeopleCreateUserMutationVariables = Exact<{
  input: UserAccountInput;
}>;


export type PeopleCreateUserMutation = { createUserAccount: { message: string, user: { id: number, firstName: string, lastName: string, email: string, userName: string, level: UserLevel, active: boolean, groupId: number | null, hotelId: number | null, allocations: Array<{ serviceId: number, serviceName: string, serviceRoleId: number, name: string }> } } };

export type PeopleUpdateUserMutationVariables = Exact<{
  id: number;
  input: UserAccountInput;
}>;


export type PeopleUpdateUserMutation = { updateUserAccount: { message: string, user: { id: number, firstName: string, lastName: string, email: string, userName: string, level: UserLevel, active: boolean, groupId: number | null, hotelId: number | null, allocations: Array<{ serviceId: number, serviceName: string, serviceRoleId: number, name: string }> } } };

export type PeopleSetUserActiveMutationVariables = Exact<{
  id: number;
  active: boolean;
}>;


export type PeopleSetUserActiveMutation = { setUserAccountActive: { message: string, user: { id: number, firstName: string, lastName: string, email: string, userName: string, level: UserLevel, active: boolean, groupId: number | null, hotelId: number | null, allocations: Array<{ serviceId: number, serviceName: string, serviceRoleId: number, name: string }> } } };

export type PeopleAllocateUserMutationVariables = Exact<{
  userId: number;
  allocations: Array<UserAllocationInput> | UserAllocationInput;
}>;


export type PeopleAllocateUserMutation = { allocateUserAccount: { message: string, user: { id: number, firstName: string, lastName: string, email: string, userName: string, level: UserLevel, active: boolean, groupId: number | null, hotelId: number | null, allocations: Array<{ serviceId: number, serviceName: string, serviceRoleId: number, name: string }> } } };

export type PeopleUserRolesQueryVariables = Exact<{
  userId: number;
}>;


export type PeopleUserRolesQuery = { userAccountRoles: { userId: number, roleId: number | null, groupsRoleId: number | null, hotelRoleId: number | null }, userRoleChoices: { system: Array<{ id: number, name: string, ownerId: number | null, active: boolean }>, group: Array<{ id: number, name: string, ownerId: number | null, active: boolean }>, hotel: Array<{ id: number, name: string, ownerId: number | null, active: boolean }> } };

export type PeopleSetUserRolesMutationVariables = Exact<{
  input: UserRoleAssignmentInput;
}>;


export type PeopleSetUserRolesMutation = { setUserAccountRoles: { message: string, roles: { userId: number, roleId: number | null, groupsRoleId: number | null, hotelRoleId: number | null } } };

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

export type SettingsPaymentConfigFieldsFragment = { hotelId: number, paymentGateway: PaymentGateway, merchantId: string, merchantName: string, returnUrl: string, cardPayment: boolean, cashPayment: boolean, bankTransfer: boolean, advancePaymentPercentage: number };

export type SettingsPaymentConfigQueryVariables = Exact<{
  hotelId: number;
}>;


export type SettingsPaymentConfigQuery = { paymentConfig: { hotelId: number, paymentGateway: PaymentGateway, merchantId: string, merchantName: string, returnUrl: string, cardPayment: boolean, cashPayment: boolean, bankTransfer: boolean, advancePaymentPercentage: number } };

export type SettingsSavePaymentConfigMutationVariables = Exact<{
  input: PaymentConfigInput;
}>;


export type SettingsSavePaymentConfigMutation = { savePaymentConfig: { message: string, config: { hotelId: number, paymentGateway: PaymentGateway, merchantId: string, merchantName: string, returnUrl: string, cardPayment: boolean, cashPayment: boolean, bankTransfer: boolean, advancePaymentPercentage: number } } };

export type SettingsPaymentTimeoutQueryVariables = Exact<{
  hotelId: number;
}>;


export type SettingsPaymentTimeoutQuery = { paymentTimeout: { hotelId: number, seconds: number } };

export type SettingsSavePaymentTimeoutMutationVariables = Exact<{
  input: PaymentTimeoutInput;
}>;


export type SettingsSavePaymentTimeoutMutation = { savePaymentTimeout: { message: string, timeout: { hotelId: number, seconds: number } } };

export type SettingsReservationConfigFieldsFragment = { hotelId: number, onlineBooking: boolean, advancePaymentRequired: boolean, holdUnpaidMinutes: number, maxRoomsPerBooking: number, sameDayBooking: boolean };

export type SettingsReservationConfigQueryVariables = Exact<{
  hotelId: number;
}>;


export type SettingsReservationConfigQuery = { reservationConfig: { hotelId: number, onlineBooking: boolean, advancePaymentRequired: boolean, holdUnpaidMinutes: number, maxRoomsPerBooking: number, sameDayBooking: boolean } };

export type SettingsSaveReservationConfigMutationVariables = Exact<{
  input: ReservationConfigInput;
}>;


export type SettingsSaveReservationConfigMutation = { saveReservationConfig: { message: string, config: { hotelId: number, onlineBooking: boolean, advancePaymentRequired: boolean, holdUnpaidMinutes: number, maxRoomsPerBooking: number, sameDayBooking: boolean } } };

export type SettingsStandardTimeFieldsFragment = { hotelId: number, checkInTime: string, checkOutTime: string, isDefault: boolean };

export type SettingsStandardTimeQueryVariables = Exact<{
  hotelId: number;
}>;


export type SettingsStandardTimeQuery = { standardTime: { hotelId: number, checkInTime: string, checkOutTime: string, isDefault: boolean } };

export type SettingsSaveStandardTimeMutationVariables = Exact<{
  input: StandardTimeInput;
}>;


export type SettingsSaveStandardTimeMutation = { saveStandardTime: { message: string, standardTime: { hotelId: number, checkInTime: string, checkOutTime: string, isDefault: boolean } } };

export type SettingsMailConfigFieldsFragment = { hotelId: number, senderName: string, senderEmail: string, replyToEmail: string, reservationMail: boolean, invoiceMail: boolean, receiptMail: boolean, cancellationMail: boolean };

export type SettingsMailConfigQueryVariables = Exact<{
  hotelId: number;
}>;


export type SettingsMailConfigQuery = { mailConfig: { hotelId: number, senderName: string, senderEmail: string, replyToEmail: string, reservationMail: boolean, invoiceMail: boolean, receiptMail: boolean, cancellationMail: boolean } };

export type SettingsSaveMailConfigMutationVariables = Exact<{
  input: MailConfigInput;
}>;


export type SettingsSaveMailConfigMutation = { saveMailConfig: { message: string, config: { hotelId: number, senderName: string, senderEmail: string, replyToEmail: string, reservationMail: boolean, invoiceMail: boolean, receiptMail: boolean, cancellationMail: boolean } } };

export type SettingsIdleTimeoutQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsIdleTimeoutQuery = { idleTimeout: number };

export type SettingsSaveIdleTimeoutMutationVariables = Exact<{
  seconds: number;
}>;


export type SettingsSaveIdleTimeoutMutation = { saveIdleTimeout: { message: string, seconds: number } };

export type SettingsCcMailFieldsFragment = { id: number, hotelId: number, mailType: MailType, email: string };

export type SettingsCcMailsQueryVariables = Exact<{
  hotelId: number;
}>;


export type SettingsCcMailsQuery = { ccMails: Array<{ id: number, hotelId: number, mailType: MailType, email: string }> };

export type SettingsCreateCcMailMutationVariables = Exact<{
  input: CcMailInput;
}>;


export type SettingsCreateCcMailMutation = { createCcMail: { message: string, ccMail: { id: number, hotelId: number, mailType: MailType, email: string } } };

export type SettingsUpdateCcMailMutationVariables = Exact<{
  id: number;
  input: CcMailInput;
}>;


export type SettingsUpdateCcMailMutation = { updateCcMail: { message: string, ccMail: { id: number, hotelId: number, mailType: MailType, email: string } } };

export type SettingsDeleteCcMailMutationVariables = Exact<{
  id: number;
}>;


export type SettingsDeleteCcMailMutation = { deleteCcMail: { message: string, id: number } };

export type SettingsTermFieldsFragment = { id: number, hotelId: number, termType: TermType, title: string, description: string, sequence: number, active: boolean };

export type SettingsTermsQueryVariables = Exact<{
  hotelId: number;
}>;


export type SettingsTermsQuery = { termsAndConditions: Array<{ id: number, hotelId: number, termType: TermType, title: string, description: string, sequence: number, active: boolean }> };

export type SettingsCreateTermMutationVariables = Exact<{
  input: TermConditionInput;
}>;


export type SettingsCreateTermMutation = { createTermCondition: { message: string, term: { id: number, hotelId: number, termType: TermType, title: string, description: string, sequence: number, active: boolean } } };

export type SettingsUpdateTermMutationVariables = Exact<{
  id: number;
  input: TermConditionInput;
}>;


export type SettingsUpdateTermMutation = { updateTermCondition: { message: string, term: { id: number, hotelId: number, termType: TermType, title: string, description: string, sequence: number, active: boolean } } };

export type SettingsDeleteTermMutationVariables = Exact<{
  id: number;
}>;


export type SettingsDeleteTermMutation = { deleteTermCondition: { message: string, id: number } };

export type SettingsPromotionFieldsFragment = { id: number, hotelId: number, code: string, name: string, description: string, discountType: PromotionDiscountType, discountValue: number, startDate: string, endDate: string, web: boolean, direct: boolean, active: boolean };

export type SettingsPromotionsQueryVariables = Exact<{
  hotelId: number;
  page: number;
  size: number;
  search?: string | null | undefined;
}>;


export type SettingsPromotionsQuery = { promotions: { total: number, items: Array<{ id: number, hotelId: number, code: string, name: string, description: string, discountType: PromotionDiscountType, discountValue: number, startDate: string, endDate: string, web: boolean, direct: boolean, active: boolean }> } };

export type SettingsCreatePromotionMutationVariables = Exact<{
  input: PromotionInput;
}>;


export type SettingsCreatePromotionMutation = { createPromotion: { message: string, promotion: { id: number, hotelId: number, code: string, name: string, description: string, discountType: PromotionDiscountType, discountValue: number, startDate: string, endDate: string, web: boolean, direct: boolean, active: boolean } } };

export type SettingsUpdatePromotionMutationVariables = Exact<{
  id: number;
  input: PromotionInput;
}>;


export type SettingsUpdatePromotionMutation = { updatePromotion: { message: string, promotion: { id: number, hotelId: number, code: string, name: string, description: string, discountType: PromotionDiscountType, discountValue: number, startDate: string, endDate: string, web: boolean, direct: boolean, active: boolean } } };

export type SettingsDeletePromotionMutationVariables = Exact<{
  id: number;
}>;


export type SettingsDeletePromotionMutation = { deletePromotion: { message: string, id: number } };

export type SettingsRoomBlockFieldsFragment = { id: number, hotelId: number, roomId: number, roomNumber: string, startDate: string, endDate: string, reason: string, active: boolean };

export type SettingsRoomBlocksQueryVariables = Exact<{
  hotelId: number;
  page: number;
  size: number;
  roomNumber?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type SettingsRoomBlocksQuery = { roomBlocks: { total: number, items: Array<{ id: number, hotelId: number, roomId: number, roomNumber: string, startDate: string, endDate: string, reason: string, active: boolean }> } };

export type SettingsBlockableRoomsQueryVariables = Exact<{
  hotelId: number;
}>;


export type SettingsBlockableRoomsQuery = { blockableRooms: Array<{ id: number, number: string }> };

export type SettingsCreateRoomBlockMutationVariables = Exact<{
  input: RoomBlockInput;
}>;


export type SettingsCreateRoomBlockMutation = { createRoomBlock: { message: string, roomBlock: { id: number, hotelId: number, roomId: number, roomNumber: string, startDate: string, endDate: string, reason: string, active: boolean } } };

export type SettingsUpdateRoomBlockMutationVariables = Exact<{
  id: number;
  input: RoomBlockInput;
}>;


export type SettingsUpdateRoomBlockMutation = { updateRoomBlock: { message: string, roomBlock: { id: number, hotelId: number, roomId: number, roomNumber: string, startDate: string, endDate: string, reason: string, active: boolean } } };

export type SettingsDeleteRoomBlockMutationVariables = Exact<{
  id: number;
}>;


export type SettingsDeleteRoomBlockMutation = { deleteRoomBlock: { message: string, id: number } };

export type SettingsMinimumNightFieldsFragment = { id: number, hotelId: number | null, groupId: number | null, startDate: string, endDate: string, always: boolean, numOfDays: number, web: boolean, direct: boolean };

export type SettingsMinimumNightsQueryVariables = Exact<{
  hotelId?: number | null | undefined;
  groupId?: number | null | undefined;
  web?: boolean | null | undefined;
  direct?: boolean | null | undefined;
}>;


export type SettingsMinimumNightsQuery = { minimumNights: Array<{ id: number, hotelId: number | null, groupId: number | null, startDate: string, endDate: string, always: boolean, numOfDays: number, web: boolean, direct: boolean }> };

export type SettingsCreateMinimumNightMutationVariables = Exact<{
  input: MinimumNightInput;
}>;


export type SettingsCreateMinimumNightMutation = { createMinimumNight: { message: string, config: { id: number, hotelId: number | null, groupId: number | null, startDate: string, endDate: string, always: boolean, numOfDays: number, web: boolean, direct: boolean } } };

export type SettingsUpdateMinimumNightMutationVariables = Exact<{
  id: number;
  input: MinimumNightInput;
}>;


export type SettingsUpdateMinimumNightMutation = { updateMinimumNight: { message: string, config: { id: number, hotelId: number | null, groupId: number | null, startDate: string, endDate: string, always: boolean, numOfDays: number, web: boolean, direct: boolean } } };

export type SettingsDeleteMinimumNightMutationVariables = Exact<{
  id: number;
}>;


export type SettingsDeleteMinimumNightMutation = { deleteMinimumNight: { message: string, id: number } };

export type SettingsUserDiscountFieldsFragment = { id: number, userId: number, name: string, email: string, discount: number, hotelId: number | null, groupId: number | null };

export type SettingsUserDiscountsQueryVariables = Exact<{
  hotelId?: number | null | undefined;
  groupId?: number | null | undefined;
  search?: string | null | undefined;
}>;


export type SettingsUserDiscountsQuery = { userDiscounts: Array<{ id: number, userId: number, name: string, email: string, discount: number, hotelId: number | null, groupId: number | null }> };

export type SettingsUserDiscountCandidatesQueryVariables = Exact<{
  hotelId?: number | null | undefined;
  groupId?: number | null | undefined;
}>;


export type SettingsUserDiscountCandidatesQuery = { userDiscountCandidates: Array<{ userId: number, name: string, email: string }> };

export type SettingsCreateUserDiscountsMutationVariables = Exact<{
  input: CreateUserDiscountsInput;
}>;


export type SettingsCreateUserDiscountsMutation = { createUserDiscounts: { message: string, discounts: Array<{ id: number, userId: number, name: string, email: string, discount: number, hotelId: number | null, groupId: number | null }> } };

export type SettingsUpdateUserDiscountMutationVariables = Exact<{
  id: number;
  input: UserDiscountInput;
}>;


export type SettingsUpdateUserDiscountMutation = { updateUserDiscount: { message: string, discount: { id: number, userId: number, name: string, email: string, discount: number, hotelId: number | null, groupId: number | null } } };

export type SettingsDeleteUserDiscountMutationVariables = Exact<{
  id: number;
}>;


export type SettingsDeleteUserDiscountMutation = { deleteUserDiscount: { message: string, id: number } };

export type GroupsQueryVariables = Exact<{ [key: string]: never; }>;


export type GroupsQuery = { groups: Array<{ id: number, name: string, address: string, contactPerson: string, email: string, active: boolean, cardLogo: string | null, cardImage: string | null, sideBarImage: string | null }> };

export type HotelsQueryVariables = Exact<{
  groupId?: number | null | undefined;
}>;


export type HotelsQuery = { hotels: Array<{ id: number, title: string, name: string, type: string, address: string, contactNumber: string, email: string, groupId: number, groupTitle: string, cardImage: string | null, cardLogo: string | null, sideBarImage: string | null, titleImage: string | null, headerLogo: string | null, sideBarLogo: string | null }> };

export type HotelScopeOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type HotelScopeOptionsQuery = { groups: Array<{ id: number, name: string }>, hotels: Array<{ id: number, name: string, groupId: number }> };

export type ViewerFieldsFragment = { id: number, firstName: string, lastName: string, email: string, userName: string, imgUrl: string | null, level: UserLevel, groupIds: Array<number>, hotelIds: Array<number>, serviceIds: Array<number>, profile: { hotel: { id: number, name: string, type: string, sideBarImage: string | null, titleImage: string | null } | null, group: { id: number, name: string } | null, service: { id: number, name: string, serviceType: ServiceType } | null } };

export type MyPermissionsQueryVariables = Exact<{
  serviceId?: number | null | undefined;
}>;


export type MyPermissionsQuery = { myPermissions: Array<{ id: number, name: string, prefix: string, status: number, active: boolean }> };

export type HotelServicesQueryVariables = Exact<{
  hotelId: number;
}>;


export type HotelServicesQuery = { services: Array<{ id: number, name: string, serviceType: ServiceType, active: boolean, hotelId: number, cardImage: string | null, cardLogo: string | null }> };

export const AccessSystemRoleFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessSystemRoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemRole"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode;
export const AccessGroupRoleFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessGroupRoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupRole"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}}]}}]} as unknown as DocumentNode;
export const AccessHotelRoleFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessHotelRoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HotelRole"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"hotelName"}}]}}]} as unknown as DocumentNode;
export const AccessServiceRoleFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessServiceRoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRole"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceName"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"hotelName"}}]}}]} as unknown as DocumentNode;
export const AccessPrivilegeMatrixFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessPrivilegeMatrixFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrivilegeMatrix"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessServiceRoleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"serviceType"}},{"kind":"Field","name":{"kind":"Name","value":"privileges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"featureId"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"holders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessServiceRoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRole"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceName"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"hotelName"}}]}}]} as unknown as DocumentNode;
export const AuditLogEntryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditLogEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditLogEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actorUserId"}},{"kind":"Field","name":{"kind":"Name","value":"actorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"hotelName"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"entity"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]} as unknown as DocumentNode;
export const AuditLeadTypeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditLeadTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeadType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export const AuditPaymentTransactionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditPaymentTransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"receiptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"hotelName"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceName"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"tableNumber"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"waiterName"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}},{"kind":"Field","name":{"kind":"Name","value":"reservationRef"}},{"kind":"Field","name":{"kind":"Name","value":"invoicedAt"}}]}}]} as unknown as DocumentNode;
export const AuditTurnoverFiguresFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditTurnoverFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TurnoverFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"subTotal"}},{"kind":"Field","name":{"kind":"Name","value":"serviceCharge"}},{"kind":"Field","name":{"kind":"Name","value":"taxTotal"}},{"kind":"Field","name":{"kind":"Name","value":"totalCharge"}},{"kind":"Field","name":{"kind":"Name","value":"cash"}},{"kind":"Field","name":{"kind":"Name","value":"roomBill"}},{"kind":"Field","name":{"kind":"Name","value":"roomInvoiced"}}]}}]} as unknown as DocumentNode;
export const AuditTurnoverReportFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditTurnoverReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TurnoverReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"fromDate"}},{"kind":"Field","name":{"kind":"Name","value":"toDate"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"hotels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"hotelName"}},{"kind":"Field","name":{"kind":"Name","value":"hotelTitle"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceName"}},{"kind":"Field","name":{"kind":"Name","value":"serviceType"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"subTotal"}},{"kind":"Field","name":{"kind":"Name","value":"serviceCharge"}},{"kind":"Field","name":{"kind":"Name","value":"taxTotal"}},{"kind":"Field","name":{"kind":"Name","value":"totalCharge"}},{"kind":"Field","name":{"kind":"Name","value":"cash"}},{"kind":"Field","name":{"kind":"Name","value":"roomBill"}},{"kind":"Field","name":{"kind":"Name","value":"roomInvoiced"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditTurnoverFigures"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"totalCharge"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditTurnoverFigures"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditTurnoverFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TurnoverFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"subTotal"}},{"kind":"Field","name":{"kind":"Name","value":"serviceCharge"}},{"kind":"Field","name":{"kind":"Name","value":"taxTotal"}},{"kind":"Field","name":{"kind":"Name","value":"totalCharge"}},{"kind":"Field","name":{"kind":"Name","value":"cash"}},{"kind":"Field","name":{"kind":"Name","value":"roomBill"}},{"kind":"Field","name":{"kind":"Name","value":"roomInvoiced"}}]}}]} as unknown as DocumentNode;
export const EstateGroupFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EstateGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EstateGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"contactPerson"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumbersList"}},{"kind":"Field","name":{"kind":"Name","value":"cardLogo"}},{"kind":"Field","name":{"kind":"Name","value":"cardImage"}},{"kind":"Field","name":{"kind":"Name","value":"sideBarImage"}},{"kind":"Field","name":{"kind":"Name","value":"hotelCount"}}]}}]} as unknown as DocumentNode;
export const EstateHotelFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EstateHotelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EstateHotel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumbersList"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupTitle"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"bedsPropertyId"}},{"kind":"Field","name":{"kind":"Name","value":"vatApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"companyRegistrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"companyRegistrationAddress"}},{"kind":"Field","name":{"kind":"Name","value":"vatNumber"}},{"kind":"Field","name":{"kind":"Name","value":"webAddress"}},{"kind":"Field","name":{"kind":"Name","value":"cardImage"}},{"kind":"Field","name":{"kind":"Name","value":"cardLogo"}},{"kind":"Field","name":{"kind":"Name","value":"sideBarImage"}},{"kind":"Field","name":{"kind":"Name","value":"titleImage"}},{"kind":"Field","name":{"kind":"Name","value":"headerLogo"}},{"kind":"Field","name":{"kind":"Name","value":"sideBarLogo"}},{"kind":"Field","name":{"kind":"Name","value":"serviceCount"}}]}}]} as unknown as DocumentNode;
export const EstateHotelServiceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EstateHotelServiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EstateHotelService"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serviceType"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"cardImage"}},{"kind":"Field","name":{"kind":"Name","value":"cardLogo"}}]}}]} as unknown as DocumentNode;
export const EstateWriteRightsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EstateWriteRightsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EstateWriteRights"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"add"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}}]} as unknown as DocumentNode;
export const PeopleEmployeeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PeopleEmployeeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Employee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceName"}},{"kind":"Field","name":{"kind":"Name","value":"serviceRoleId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceRoleName"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode;
export const PeopleUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PeopleUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"allocations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceName"}},{"kind":"Field","name":{"kind":"Name","value":"serviceRoleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;
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
export const SettingsPaymentConfigFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsPaymentConfigFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentGateway"}},{"kind":"Field","name":{"kind":"Name","value":"merchantId"}},{"kind":"Field","name":{"kind":"Name","value":"merchantName"}},{"kind":"Field","name":{"kind":"Name","value":"returnUrl"}},{"kind":"Field","name":{"kind":"Name","value":"cardPayment"}},{"kind":"Field","name":{"kind":"Name","value":"cashPayment"}},{"kind":"Field","name":{"kind":"Name","value":"bankTransfer"}},{"kind":"Field","name":{"kind":"Name","value":"advancePaymentPercentage"}}]}}]} as unknown as DocumentNode;
export const SettingsReservationConfigFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsReservationConfigFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReservationConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"onlineBooking"}},{"kind":"Field","name":{"kind":"Name","value":"advancePaymentRequired"}},{"kind":"Field","name":{"kind":"Name","value":"holdUnpaidMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"maxRoomsPerBooking"}},{"kind":"Field","name":{"kind":"Name","value":"sameDayBooking"}}]}}]} as unknown as DocumentNode;
export const SettingsStandardTimeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsStandardTimeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StandardTime"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"checkInTime"}},{"kind":"Field","name":{"kind":"Name","value":"checkOutTime"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]} as unknown as DocumentNode;
export const SettingsMailConfigFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsMailConfigFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"senderEmail"}},{"kind":"Field","name":{"kind":"Name","value":"replyToEmail"}},{"kind":"Field","name":{"kind":"Name","value":"reservationMail"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceMail"}},{"kind":"Field","name":{"kind":"Name","value":"receiptMail"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationMail"}}]}}]} as unknown as DocumentNode;
export const SettingsCcMailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsCcMailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CcMail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"mailType"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]} as unknown as DocumentNode;
export const SettingsTermFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsTermFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TermCondition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"termType"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode;
export const SettingsPromotionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsPromotionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Promotion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"discountType"}},{"kind":"Field","name":{"kind":"Name","value":"discountValue"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"direct"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode;
export const SettingsRoomBlockFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsRoomBlockFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoomBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode;
export const SettingsMinimumNightFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsMinimumNightFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MinimumNightConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"always"}},{"kind":"Field","name":{"kind":"Name","value":"numOfDays"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"direct"}}]}}]} as unknown as DocumentNode;
export const SettingsUserDiscountFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsUserDiscountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserDiscount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}}]}}]} as unknown as DocumentNode;
export const ViewerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"imgUrl"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"groupIds"}},{"kind":"Field","name":{"kind":"Name","value":"hotelIds"}},{"kind":"Field","name":{"kind":"Name","value":"serviceIds"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hotel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"sideBarImage"}},{"kind":"Field","name":{"kind":"Name","value":"titleImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serviceType"}}]}}]}}]}}]} as unknown as DocumentNode;
export const AccessGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;
export function useAccessGroupsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AccessGroupsQuery, AccessGroupsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AccessGroupsQuery, AccessGroupsQueryVariables>(AccessGroupsDocument, options);
      }
export function useAccessGroupsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AccessGroupsQuery, AccessGroupsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AccessGroupsQuery, AccessGroupsQueryVariables>(AccessGroupsDocument, options);
        }
// @ts-ignore
export function useAccessGroupsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AccessGroupsQuery, AccessGroupsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AccessGroupsQuery, AccessGroupsQueryVariables>;
export function useAccessGroupsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AccessGroupsQuery, AccessGroupsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AccessGroupsQuery | undefined, AccessGroupsQueryVariables>;
export function useAccessGroupsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AccessGroupsQuery, AccessGroupsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AccessGroupsQuery, AccessGroupsQueryVariables>(AccessGroupsDocument, options);
        }
export type AccessGroupsQueryHookResult = ReturnType<typeof useAccessGroupsQuery>;
export type AccessGroupsLazyQueryHookResult = ReturnType<typeof useAccessGroupsLazyQuery>;
export type AccessGroupsSuspenseQueryHookResult = ReturnType<typeof useAccessGroupsSuspenseQuery>;
export const AccessHotelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessHotels"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hotels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}}]}}]}}]} as unknown as DocumentNode;
export function useAccessHotelsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AccessHotelsQuery, AccessHotelsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AccessHotelsQuery, AccessHotelsQueryVariables>(AccessHotelsDocument, options);
      }
export function useAccessHotelsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AccessHotelsQuery, AccessHotelsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AccessHotelsQuery, AccessHotelsQueryVariables>(AccessHotelsDocument, options);
        }
// @ts-ignore
export function useAccessHotelsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AccessHotelsQuery, AccessHotelsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AccessHotelsQuery, AccessHotelsQueryVariables>;
export function useAccessHotelsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AccessHotelsQuery, AccessHotelsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AccessHotelsQuery | undefined, AccessHotelsQueryVariables>;
export function useAccessHotelsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AccessHotelsQuery, AccessHotelsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AccessHotelsQuery, AccessHotelsQueryVariables>(AccessHotelsDocument, options);
        }
export type AccessHotelsQueryHookResult = ReturnType<typeof useAccessHotelsQuery>;
export type AccessHotelsLazyQueryHookResult = ReturnType<typeof useAccessHotelsLazyQuery>;
export type AccessHotelsSuspenseQueryHookResult = ReturnType<typeof useAccessHotelsSuspenseQuery>;
export const AccessServicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessServices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"services"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serviceType"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}}]}}]}}]} as unknown as DocumentNode;
export function useAccessServicesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AccessServicesQuery, AccessServicesQueryVariables> & ({ variables: AccessServicesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AccessServicesQuery, AccessServicesQueryVariables>(AccessServicesDocument, options);
      }
export function useAccessServicesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AccessServicesQuery, AccessServicesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AccessServicesQuery, AccessServicesQueryVariables>(AccessServicesDocument, options);
        }
// @ts-ignore
export function useAccessServicesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AccessServicesQuery, AccessServicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AccessServicesQuery, AccessServicesQueryVariables>;
export function useAccessServicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AccessServicesQuery, AccessServicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AccessServicesQuery | undefined, AccessServicesQueryVariables>;
export function useAccessServicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AccessServicesQuery, AccessServicesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AccessServicesQuery, AccessServicesQueryVariables>(AccessServicesDocument, options);
        }
export type AccessServicesQueryHookResult = ReturnType<typeof useAccessServicesQuery>;
export type AccessServicesLazyQueryHookResult = ReturnType<typeof useAccessServicesLazyQuery>;
export type AccessServicesSuspenseQueryHookResult = ReturnType<typeof useAccessServicesSuspenseQuery>;
export const AccessSystemRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessSystemRoles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortField"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemRoles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortField"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortField"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessSystemRoleFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessSystemRoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemRole"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode;
export function useAccessSystemRolesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AccessSystemRolesQuery, AccessSystemRolesQueryVariables> & ({ variables: AccessSystemRolesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AccessSystemRolesQuery, AccessSystemRolesQueryVariables>(AccessSystemRolesDocument, options);
      }
export function useAccessSystemRolesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AccessSystemRolesQuery, AccessSystemRolesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AccessSystemRolesQuery, AccessSystemRolesQueryVariables>(AccessSystemRolesDocument, options);
        }
// @ts-ignore
export function useAccessSystemRolesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AccessSystemRolesQuery, AccessSystemRolesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AccessSystemRolesQuery, AccessSystemRolesQueryVariables>;
export function useAccessSystemRolesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AccessSystemRolesQuery, AccessSystemRolesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AccessSystemRolesQuery | undefined, AccessSystemRolesQueryVariables>;
export function useAccessSystemRolesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AccessSystemRolesQuery, AccessSystemRolesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AccessSystemRolesQuery, AccessSystemRolesQueryVariables>(AccessSystemRolesDocument, options);
        }
export type AccessSystemRolesQueryHookResult = ReturnType<typeof useAccessSystemRolesQuery>;
export type AccessSystemRolesLazyQueryHookResult = ReturnType<typeof useAccessSystemRolesLazyQuery>;
export type AccessSystemRolesSuspenseQueryHookResult = ReturnType<typeof useAccessSystemRolesSuspenseQuery>;
export const AccessCreateSystemRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccessCreateSystemRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SystemRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSystemRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessSystemRoleFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessSystemRoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemRole"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode;
export function useAccessCreateSystemRoleMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AccessCreateSystemRoleMutation, AccessCreateSystemRoleMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AccessCreateSystemRoleMutation, AccessCreateSystemRoleMutationVariables>(AccessCreateSystemRoleDocument, options);
      }
export type AccessCreateSystemRoleMutationHookResult = ReturnType<typeof useAccessCreateSystemRoleMutation>;
export const AccessUpdateSystemRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccessUpdateSystemRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SystemRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSystemRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessSystemRoleFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessSystemRoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemRole"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode;
export function useAccessUpdateSystemRoleMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AccessUpdateSystemRoleMutation, AccessUpdateSystemRoleMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AccessUpdateSystemRoleMutation, AccessUpdateSystemRoleMutationVariables>(AccessUpdateSystemRoleDocument, options);
      }
export type AccessUpdateSystemRoleMutationHookResult = ReturnType<typeof useAccessUpdateSystemRoleMutation>;
export const AccessDeleteSystemRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccessDeleteSystemRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSystemRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode;
export function useAccessDeleteSystemRoleMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AccessDeleteSystemRoleMutation, AccessDeleteSystemRoleMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AccessDeleteSystemRoleMutation, AccessDeleteSystemRoleMutationVariables>(AccessDeleteSystemRoleDocument, options);
      }
export type AccessDeleteSystemRoleMutationHookResult = ReturnType<typeof useAccessDeleteSystemRoleMutation>;
export const AccessGroupRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessGroupRoles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortField"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupRoles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortField"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortField"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessGroupRoleFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessGroupRoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupRole"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}}]}}]} as unknown as DocumentNode;
export function useAccessGroupRolesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AccessGroupRolesQuery, AccessGroupRolesQueryVariables> & ({ variables: AccessGroupRolesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AccessGroupRolesQuery, AccessGroupRolesQueryVariables>(AccessGroupRolesDocument, options);
      }
export function useAccessGroupRolesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AccessGroupRolesQuery, AccessGroupRolesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AccessGroupRolesQuery, AccessGroupRolesQueryVariables>(AccessGroupRolesDocument, options);
        }
// @ts-ignore
export function useAccessGroupRolesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AccessGroupRolesQuery, AccessGroupRolesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AccessGroupRolesQuery, AccessGroupRolesQueryVariables>;
export function useAccessGroupRolesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AccessGroupRolesQuery, AccessGroupRolesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AccessGroupRolesQuery | undefined, AccessGroupRolesQueryVariables>;
export function useAccessGroupRolesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AccessGroupRolesQuery, AccessGroupRolesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AccessGroupRolesQuery, AccessGroupRolesQueryVariables>(AccessGroupRolesDocument, options);
        }
export type AccessGroupRolesQueryHookResult = ReturnType<typeof useAccessGroupRolesQuery>;
export type AccessGroupRolesLazyQueryHookResult = ReturnType<typeof useAccessGroupRolesLazyQuery>;
export type AccessGroupRolesSuspenseQueryHookResult = ReturnType<typeof useAccessGroupRolesSuspenseQuery>;
export const AccessCreateGroupRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccessCreateGroupRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createGroupRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessGroupRoleFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessGroupRoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupRole"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}}]}}]} as unknown as DocumentNode;
export function useAccessCreateGroupRoleMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AccessCreateGroupRoleMutation, AccessCreateGroupRoleMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AccessCreateGroupRoleMutation, AccessCreateGroupRoleMutationVariables>(AccessCreateGroupRoleDocument, options);
      }
export type AccessCreateGroupRoleMutationHookResult = ReturnType<typeof useAccessCreateGroupRoleMutation>;
export const AccessUpdateGroupRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccessUpdateGroupRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateGroupRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessGroupRoleFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessGroupRoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupRole"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}}]}}]} as unknown as DocumentNode;
export function useAccessUpdateGroupRoleMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AccessUpdateGroupRoleMutation, AccessUpdateGroupRoleMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AccessUpdateGroupRoleMutation, AccessUpdateGroupRoleMutationVariables>(AccessUpdateGroupRoleDocument, options);
      }
export type AccessUpdateGroupRoleMutationHookResult = ReturnType<typeof useAccessUpdateGroupRoleMutation>;
export const AccessDeleteGroupRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccessDeleteGroupRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteGroupRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode;
export function useAccessDeleteGroupRoleMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AccessDeleteGroupRoleMutation, AccessDeleteGroupRoleMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AccessDeleteGroupRoleMutation, AccessDeleteGroupRoleMutationVariables>(AccessDeleteGroupRoleDocument, options);
      }
export type AccessDeleteGroupRoleMutationHookResult = ReturnType<typeof useAccessDeleteGroupRoleMutation>;
export const AccessHotelRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessHotelRoles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortField"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hotelRoles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}},{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortField"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortField"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessHotelRoleFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessHotelRoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HotelRole"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"hotelName"}}]}}]} as unknown as DocumentNode;
export function useAccessHotelRolesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AccessHotelRolesQuery, AccessHotelRolesQueryVariables> & ({ variables: AccessHotelRolesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AccessHotelRolesQuery, AccessHotelRolesQueryVariables>(AccessHotelRolesDocument, options);
      }
export function useAccessHotelRolesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AccessHotelRolesQuery, AccessHotelRolesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AccessHotelRolesQuery, AccessHotelRolesQueryVariables>(AccessHotelRolesDocument, options);
        }
// @ts-ignore
export function useAccessHotelRolesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AccessHotelRolesQuery, AccessHotelRolesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AccessHotelRolesQuery, AccessHotelRolesQueryVariables>;
export function useAccessHotelRolesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AccessHotelRolesQuery, AccessHotelRolesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AccessHotelRolesQuery | undefined, AccessHotelRolesQueryVariables>;
export function useAccessHotelRolesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AccessHotelRolesQuery, AccessHotelRolesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AccessHotelRolesQuery, AccessHotelRolesQueryVariables>(AccessHotelRolesDocument, options);
        }
export type AccessHotelRolesQueryHookResult = ReturnType<typeof useAccessHotelRolesQuery>;
export type AccessHotelRolesLazyQueryHookResult = ReturnType<typeof useAccessHotelRolesLazyQuery>;
export type AccessHotelRolesSuspenseQueryHookResult = ReturnType<typeof useAccessHotelRolesSuspenseQuery>;
export const AccessCreateHotelRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccessCreateHotelRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HotelRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createHotelRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessHotelRoleFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessHotelRoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HotelRole"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"hotelName"}}]}}]} as unknown as DocumentNode;
export function useAccessCreateHotelRoleMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AccessCreateHotelRoleMutation, AccessCreateHotelRoleMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AccessCreateHotelRoleMutation, AccessCreateHotelRoleMutationVariables>(AccessCreateHotelRoleDocument, options);
      }
export type AccessCreateHotelRoleMutationHookResult = ReturnType<typeof useAccessCreateHotelRoleMutation>;
export const AccessUpdateHotelRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccessUpdateHotelRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HotelRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateHotelRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessHotelRoleFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessHotelRoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HotelRole"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"hotelName"}}]}}]} as unknown as DocumentNode;
export function useAccessUpdateHotelRoleMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AccessUpdateHotelRoleMutation, AccessUpdateHotelRoleMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AccessUpdateHotelRoleMutation, AccessUpdateHotelRoleMutationVariables>(AccessUpdateHotelRoleDocument, options);
      }
export type AccessUpdateHotelRoleMutationHookResult = ReturnType<typeof useAccessUpdateHotelRoleMutation>;
export const AccessDeleteHotelRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccessDeleteHotelRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteHotelRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode;
export function useAccessDeleteHotelRoleMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AccessDeleteHotelRoleMutation, AccessDeleteHotelRoleMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AccessDeleteHotelRoleMutation, AccessDeleteHotelRoleMutationVariables>(AccessDeleteHotelRoleDocument, options);
      }
export type AccessDeleteHotelRoleMutationHookResult = ReturnType<typeof useAccessDeleteHotelRoleMutation>;
export const AccessServiceRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessServiceRoles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortField"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceRoles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}},{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortField"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortField"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessServiceRoleFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessServiceRoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRole"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceName"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"hotelName"}}]}}]} as unknown as DocumentNode;
export function useAccessServiceRolesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AccessServiceRolesQuery, AccessServiceRolesQueryVariables> & ({ variables: AccessServiceRolesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AccessServiceRolesQuery, AccessServiceRolesQueryVariables>(AccessServiceRolesDocument, options);
      }
export function useAccessServiceRolesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AccessServiceRolesQuery, AccessServiceRolesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AccessServiceRolesQuery, AccessServiceRolesQueryVariables>(AccessServiceRolesDocument, options);
        }
// @ts-ignore
export function useAccessServiceRolesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AccessServiceRolesQuery, AccessServiceRolesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AccessServiceRolesQuery, AccessServiceRolesQueryVariables>;
export function useAccessServiceRolesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AccessServiceRolesQuery, AccessServiceRolesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AccessServiceRolesQuery | undefined, AccessServiceRolesQueryVariables>;
export function useAccessServiceRolesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AccessServiceRolesQuery, AccessServiceRolesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AccessServiceRolesQuery, AccessServiceRolesQueryVariables>(AccessServiceRolesDocument, options);
        }
export type AccessServiceRolesQueryHookResult = ReturnType<typeof useAccessServiceRolesQuery>;
export type AccessServiceRolesLazyQueryHookResult = ReturnType<typeof useAccessServiceRolesLazyQuery>;
export type AccessServiceRolesSuspenseQueryHookResult = ReturnType<typeof useAccessServiceRolesSuspenseQuery>;
export const AccessServiceRoleOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessServiceRoleOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceRoles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"0"}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"200"}},{"kind":"Argument","name":{"kind":"Name","value":"sortField"},"value":{"kind":"StringValue","value":"name","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]}}]} as unknown as DocumentNode;
export function useAccessServiceRoleOptionsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AccessServiceRoleOptionsQuery, AccessServiceRoleOptionsQueryVariables> & ({ variables: AccessServiceRoleOptionsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AccessServiceRoleOptionsQuery, AccessServiceRoleOptionsQueryVariables>(AccessServiceRoleOptionsDocument, options);
      }
export function useAccessServiceRoleOptionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AccessServiceRoleOptionsQuery, AccessServiceRoleOptionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AccessServiceRoleOptionsQuery, AccessServiceRoleOptionsQueryVariables>(AccessServiceRoleOptionsDocument, options);
        }
// @ts-ignore
export function useAccessServiceRoleOptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AccessServiceRoleOptionsQuery, AccessServiceRoleOptionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AccessServiceRoleOptionsQuery, AccessServiceRoleOptionsQueryVariables>;
export function useAccessServiceRoleOptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AccessServiceRoleOptionsQuery, AccessServiceRoleOptionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AccessServiceRoleOptionsQuery | undefined, AccessServiceRoleOptionsQueryVariables>;
export function useAccessServiceRoleOptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AccessServiceRoleOptionsQuery, AccessServiceRoleOptionsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AccessServiceRoleOptionsQuery, AccessServiceRoleOptionsQueryVariables>(AccessServiceRoleOptionsDocument, options);
        }
export type AccessServiceRoleOptionsQueryHookResult = ReturnType<typeof useAccessServiceRoleOptionsQuery>;
export type AccessServiceRoleOptionsLazyQueryHookResult = ReturnType<typeof useAccessServiceRoleOptionsLazyQuery>;
export type AccessServiceRoleOptionsSuspenseQueryHookResult = ReturnType<typeof useAccessServiceRoleOptionsSuspenseQuery>;
export const AccessCreateServiceRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccessCreateServiceRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createServiceRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessServiceRoleFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessServiceRoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRole"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceName"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"hotelName"}}]}}]} as unknown as DocumentNode;
export function useAccessCreateServiceRoleMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AccessCreateServiceRoleMutation, AccessCreateServiceRoleMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AccessCreateServiceRoleMutation, AccessCreateServiceRoleMutationVariables>(AccessCreateServiceRoleDocument, options);
      }
export type AccessCreateServiceRoleMutationHookResult = ReturnType<typeof useAccessCreateServiceRoleMutation>;
export const AccessUpdateServiceRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccessUpdateServiceRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateServiceRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessServiceRoleFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessServiceRoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRole"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceName"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"hotelName"}}]}}]} as unknown as DocumentNode;
export function useAccessUpdateServiceRoleMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AccessUpdateServiceRoleMutation, AccessUpdateServiceRoleMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AccessUpdateServiceRoleMutation, AccessUpdateServiceRoleMutationVariables>(AccessUpdateServiceRoleDocument, options);
      }
export type AccessUpdateServiceRoleMutationHookResult = ReturnType<typeof useAccessUpdateServiceRoleMutation>;
export const AccessDeleteServiceRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccessDeleteServiceRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteServiceRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode;
export function useAccessDeleteServiceRoleMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AccessDeleteServiceRoleMutation, AccessDeleteServiceRoleMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AccessDeleteServiceRoleMutation, AccessDeleteServiceRoleMutationVariables>(AccessDeleteServiceRoleDocument, options);
      }
export type AccessDeleteServiceRoleMutationHookResult = ReturnType<typeof useAccessDeleteServiceRoleMutation>;
export const AccessPrivilegeMatrixDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessPrivilegeMatrix"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceRoleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"privilegeMatrix"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"serviceRoleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceRoleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessPrivilegeMatrixFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessServiceRoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRole"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceName"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"hotelName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessPrivilegeMatrixFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrivilegeMatrix"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessServiceRoleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"serviceType"}},{"kind":"Field","name":{"kind":"Name","value":"privileges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"featureId"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"holders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode;
export function useAccessPrivilegeMatrixQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AccessPrivilegeMatrixQuery, AccessPrivilegeMatrixQueryVariables> & ({ variables: AccessPrivilegeMatrixQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AccessPrivilegeMatrixQuery, AccessPrivilegeMatrixQueryVariables>(AccessPrivilegeMatrixDocument, options);
      }
export function useAccessPrivilegeMatrixLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AccessPrivilegeMatrixQuery, AccessPrivilegeMatrixQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AccessPrivilegeMatrixQuery, AccessPrivilegeMatrixQueryVariables>(AccessPrivilegeMatrixDocument, options);
        }
// @ts-ignore
export function useAccessPrivilegeMatrixSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AccessPrivilegeMatrixQuery, AccessPrivilegeMatrixQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AccessPrivilegeMatrixQuery, AccessPrivilegeMatrixQueryVariables>;
export function useAccessPrivilegeMatrixSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AccessPrivilegeMatrixQuery, AccessPrivilegeMatrixQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AccessPrivilegeMatrixQuery | undefined, AccessPrivilegeMatrixQueryVariables>;
export function useAccessPrivilegeMatrixSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AccessPrivilegeMatrixQuery, AccessPrivilegeMatrixQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AccessPrivilegeMatrixQuery, AccessPrivilegeMatrixQueryVariables>(AccessPrivilegeMatrixDocument, options);
        }
export type AccessPrivilegeMatrixQueryHookResult = ReturnType<typeof useAccessPrivilegeMatrixQuery>;
export type AccessPrivilegeMatrixLazyQueryHookResult = ReturnType<typeof useAccessPrivilegeMatrixLazyQuery>;
export type AccessPrivilegeMatrixSuspenseQueryHookResult = ReturnType<typeof useAccessPrivilegeMatrixSuspenseQuery>;
export const AccessUpdateRolePrivilegesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccessUpdateRolePrivileges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RolePrivilegesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRolePrivileges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"matrix"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessPrivilegeMatrixFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessServiceRoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRole"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceName"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"hotelName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessPrivilegeMatrixFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrivilegeMatrix"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessServiceRoleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"serviceType"}},{"kind":"Field","name":{"kind":"Name","value":"privileges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"featureId"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"holders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode;
export function useAccessUpdateRolePrivilegesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AccessUpdateRolePrivilegesMutation, AccessUpdateRolePrivilegesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AccessUpdateRolePrivilegesMutation, AccessUpdateRolePrivilegesMutationVariables>(AccessUpdateRolePrivilegesDocument, options);
      }
export type AccessUpdateRolePrivilegesMutationHookResult = ReturnType<typeof useAccessUpdateRolePrivilegesMutation>;
export const AccessPrivilegeOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessPrivilegeOverview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"privilegeOverview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}},{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceName"}},{"kind":"Field","name":{"kind":"Name","value":"serviceType"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"hotelName"}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"featureId"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statuses"}}]}}]}}]}}]} as unknown as DocumentNode;
export function useAccessPrivilegeOverviewQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AccessPrivilegeOverviewQuery, AccessPrivilegeOverviewQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AccessPrivilegeOverviewQuery, AccessPrivilegeOverviewQueryVariables>(AccessPrivilegeOverviewDocument, options);
      }
export function useAccessPrivilegeOverviewLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AccessPrivilegeOverviewQuery, AccessPrivilegeOverviewQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AccessPrivilegeOverviewQuery, AccessPrivilegeOverviewQueryVariables>(AccessPrivilegeOverviewDocument, options);
        }
// @ts-ignore
export function useAccessPrivilegeOverviewSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AccessPrivilegeOverviewQuery, AccessPrivilegeOverviewQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AccessPrivilegeOverviewQuery, AccessPrivilegeOverviewQueryVariables>;
export function useAccessPrivilegeOverviewSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AccessPrivilegeOverviewQuery, AccessPrivilegeOverviewQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AccessPrivilegeOverviewQuery | undefined, AccessPrivilegeOverviewQueryVariables>;
export function useAccessPrivilegeOverviewSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AccessPrivilegeOverviewQuery, AccessPrivilegeOverviewQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AccessPrivilegeOverviewQuery, AccessPrivilegeOverviewQueryVariables>(AccessPrivilegeOverviewDocument, options);
        }
export type AccessPrivilegeOverviewQueryHookResult = ReturnType<typeof useAccessPrivilegeOverviewQuery>;
export type AccessPrivilegeOverviewLazyQueryHookResult = ReturnType<typeof useAccessPrivilegeOverviewLazyQuery>;
export type AccessPrivilegeOverviewSuspenseQueryHookResult = ReturnType<typeof useAccessPrivilegeOverviewSuspenseQuery>;
export const AccessPrivilegeUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessPrivilegeUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"privilegeUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}},{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode;
export function useAccessPrivilegeUsersQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AccessPrivilegeUsersQuery, AccessPrivilegeUsersQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AccessPrivilegeUsersQuery, AccessPrivilegeUsersQueryVariables>(AccessPrivilegeUsersDocument, options);
      }
export function useAccessPrivilegeUsersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AccessPrivilegeUsersQuery, AccessPrivilegeUsersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AccessPrivilegeUsersQuery, AccessPrivilegeUsersQueryVariables>(AccessPrivilegeUsersDocument, options);
        }
// @ts-ignore
export function useAccessPrivilegeUsersSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AccessPrivilegeUsersQuery, AccessPrivilegeUsersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AccessPrivilegeUsersQuery, AccessPrivilegeUsersQueryVariables>;
export function useAccessPrivilegeUsersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AccessPrivilegeUsersQuery, AccessPrivilegeUsersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AccessPrivilegeUsersQuery | undefined, AccessPrivilegeUsersQueryVariables>;
export function useAccessPrivilegeUsersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AccessPrivilegeUsersQuery, AccessPrivilegeUsersQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AccessPrivilegeUsersQuery, AccessPrivilegeUsersQueryVariables>(AccessPrivilegeUsersDocument, options);
        }
export type AccessPrivilegeUsersQueryHookResult = ReturnType<typeof useAccessPrivilegeUsersQuery>;
export type AccessPrivilegeUsersLazyQueryHookResult = ReturnType<typeof useAccessPrivilegeUsersLazyQuery>;
export type AccessPrivilegeUsersSuspenseQueryHookResult = ReturnType<typeof useAccessPrivilegeUsersSuspenseQuery>;
export const AccessUserPrivilegesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessUserPrivileges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userPrivileges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}},{"kind":"Field","name":{"kind":"Name","value":"administrator"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceName"}},{"kind":"Field","name":{"kind":"Name","value":"serviceType"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"hotelName"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"privileges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"featureId"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]}}]} as unknown as DocumentNode;
export function useAccessUserPrivilegesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AccessUserPrivilegesQuery, AccessUserPrivilegesQueryVariables> & ({ variables: AccessUserPrivilegesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AccessUserPrivilegesQuery, AccessUserPrivilegesQueryVariables>(AccessUserPrivilegesDocument, options);
      }
export function useAccessUserPrivilegesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AccessUserPrivilegesQuery, AccessUserPrivilegesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AccessUserPrivilegesQuery, AccessUserPrivilegesQueryVariables>(AccessUserPrivilegesDocument, options);
        }
// @ts-ignore
export function useAccessUserPrivilegesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AccessUserPrivilegesQuery, AccessUserPrivilegesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AccessUserPrivilegesQuery, AccessUserPrivilegesQueryVariables>;
export function useAccessUserPrivilegesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AccessUserPrivilegesQuery, AccessUserPrivilegesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AccessUserPrivilegesQuery | undefined, AccessUserPrivilegesQueryVariables>;
export function useAccessUserPrivilegesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AccessUserPrivilegesQuery, AccessUserPrivilegesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AccessUserPrivilegesQuery, AccessUserPrivilegesQueryVariables>(AccessUserPrivilegesDocument, options);
        }
export type AccessUserPrivilegesQueryHookResult = ReturnType<typeof useAccessUserPrivilegesQuery>;
export type AccessUserPrivilegesLazyQueryHookResult = ReturnType<typeof useAccessUserPrivilegesLazyQuery>;
export type AccessUserPrivilegesSuspenseQueryHookResult = ReturnType<typeof useAccessUserPrivilegesSuspenseQuery>;
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
export const AuditLogEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditLogEntries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entity"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditAction"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"entity"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entity"}}},{"kind":"Argument","name":{"kind":"Name","value":"action"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}},{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditLogEntryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditLogEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditLogEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actorUserId"}},{"kind":"Field","name":{"kind":"Name","value":"actorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"hotelName"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"entity"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]} as unknown as DocumentNode;
export function useAuditLogEntriesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AuditLogEntriesQuery, AuditLogEntriesQueryVariables> & ({ variables: AuditLogEntriesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AuditLogEntriesQuery, AuditLogEntriesQueryVariables>(AuditLogEntriesDocument, options);
      }
export function useAuditLogEntriesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AuditLogEntriesQuery, AuditLogEntriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AuditLogEntriesQuery, AuditLogEntriesQueryVariables>(AuditLogEntriesDocument, options);
        }
// @ts-ignore
export function useAuditLogEntriesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AuditLogEntriesQuery, AuditLogEntriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AuditLogEntriesQuery, AuditLogEntriesQueryVariables>;
export function useAuditLogEntriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AuditLogEntriesQuery, AuditLogEntriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AuditLogEntriesQuery | undefined, AuditLogEntriesQueryVariables>;
export function useAuditLogEntriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AuditLogEntriesQuery, AuditLogEntriesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AuditLogEntriesQuery, AuditLogEntriesQueryVariables>(AuditLogEntriesDocument, options);
        }
export type AuditLogEntriesQueryHookResult = ReturnType<typeof useAuditLogEntriesQuery>;
export type AuditLogEntriesLazyQueryHookResult = ReturnType<typeof useAuditLogEntriesLazyQuery>;
export type AuditLogEntriesSuspenseQueryHookResult = ReturnType<typeof useAuditLogEntriesSuspenseQuery>;
export const AuditLogFiltersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditLogFilters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditLogEntities"}},{"kind":"Field","name":{"kind":"Name","value":"auditLogUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode;
export function useAuditLogFiltersQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AuditLogFiltersQuery, AuditLogFiltersQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AuditLogFiltersQuery, AuditLogFiltersQueryVariables>(AuditLogFiltersDocument, options);
      }
export function useAuditLogFiltersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AuditLogFiltersQuery, AuditLogFiltersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AuditLogFiltersQuery, AuditLogFiltersQueryVariables>(AuditLogFiltersDocument, options);
        }
// @ts-ignore
export function useAuditLogFiltersSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AuditLogFiltersQuery, AuditLogFiltersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AuditLogFiltersQuery, AuditLogFiltersQueryVariables>;
export function useAuditLogFiltersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AuditLogFiltersQuery, AuditLogFiltersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AuditLogFiltersQuery | undefined, AuditLogFiltersQueryVariables>;
export function useAuditLogFiltersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AuditLogFiltersQuery, AuditLogFiltersQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AuditLogFiltersQuery, AuditLogFiltersQueryVariables>(AuditLogFiltersDocument, options);
        }
export type AuditLogFiltersQueryHookResult = ReturnType<typeof useAuditLogFiltersQuery>;
export type AuditLogFiltersLazyQueryHookResult = ReturnType<typeof useAuditLogFiltersLazyQuery>;
export type AuditLogFiltersSuspenseQueryHookResult = ReturnType<typeof useAuditLogFiltersSuspenseQuery>;
export const AuditLeadTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditLeadTypes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortField"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortField"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortField"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditLeadTypeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditLeadTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeadType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export function useAuditLeadTypesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AuditLeadTypesQuery, AuditLeadTypesQueryVariables> & ({ variables: AuditLeadTypesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AuditLeadTypesQuery, AuditLeadTypesQueryVariables>(AuditLeadTypesDocument, options);
      }
export function useAuditLeadTypesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AuditLeadTypesQuery, AuditLeadTypesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AuditLeadTypesQuery, AuditLeadTypesQueryVariables>(AuditLeadTypesDocument, options);
        }
// @ts-ignore
export function useAuditLeadTypesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AuditLeadTypesQuery, AuditLeadTypesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AuditLeadTypesQuery, AuditLeadTypesQueryVariables>;
export function useAuditLeadTypesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AuditLeadTypesQuery, AuditLeadTypesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AuditLeadTypesQuery | undefined, AuditLeadTypesQueryVariables>;
export function useAuditLeadTypesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AuditLeadTypesQuery, AuditLeadTypesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AuditLeadTypesQuery, AuditLeadTypesQueryVariables>(AuditLeadTypesDocument, options);
        }
export type AuditLeadTypesQueryHookResult = ReturnType<typeof useAuditLeadTypesQuery>;
export type AuditLeadTypesLazyQueryHookResult = ReturnType<typeof useAuditLeadTypesLazyQuery>;
export type AuditLeadTypesSuspenseQueryHookResult = ReturnType<typeof useAuditLeadTypesSuspenseQuery>;
export const AuditCreateLeadTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuditCreateLeadType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLeadType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"leadType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditLeadTypeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditLeadTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeadType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export function useAuditCreateLeadTypeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AuditCreateLeadTypeMutation, AuditCreateLeadTypeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AuditCreateLeadTypeMutation, AuditCreateLeadTypeMutationVariables>(AuditCreateLeadTypeDocument, options);
      }
export type AuditCreateLeadTypeMutationHookResult = ReturnType<typeof useAuditCreateLeadTypeMutation>;
export const AuditUpdateLeadTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuditUpdateLeadType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLeadType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"leadType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditLeadTypeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditLeadTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeadType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export function useAuditUpdateLeadTypeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AuditUpdateLeadTypeMutation, AuditUpdateLeadTypeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AuditUpdateLeadTypeMutation, AuditUpdateLeadTypeMutationVariables>(AuditUpdateLeadTypeDocument, options);
      }
export type AuditUpdateLeadTypeMutationHookResult = ReturnType<typeof useAuditUpdateLeadTypeMutation>;
export const AuditDeleteLeadTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuditDeleteLeadType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLeadType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode;
export function useAuditDeleteLeadTypeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AuditDeleteLeadTypeMutation, AuditDeleteLeadTypeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AuditDeleteLeadTypeMutation, AuditDeleteLeadTypeMutationVariables>(AuditDeleteLeadTypeDocument, options);
      }
export type AuditDeleteLeadTypeMutationHookResult = ReturnType<typeof useAuditDeleteLeadTypeMutation>;
export const AuditPaymentTransactionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditPaymentTransactions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortField"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethod"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortField"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortField"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"toDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentMethod"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethod"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditPaymentTransactionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditPaymentTransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"receiptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"hotelName"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceName"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"tableNumber"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"waiterName"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}},{"kind":"Field","name":{"kind":"Name","value":"reservationRef"}},{"kind":"Field","name":{"kind":"Name","value":"invoicedAt"}}]}}]} as unknown as DocumentNode;
export function useAuditPaymentTransactionsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AuditPaymentTransactionsQuery, AuditPaymentTransactionsQueryVariables> & ({ variables: AuditPaymentTransactionsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AuditPaymentTransactionsQuery, AuditPaymentTransactionsQueryVariables>(AuditPaymentTransactionsDocument, options);
      }
export function useAuditPaymentTransactionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AuditPaymentTransactionsQuery, AuditPaymentTransactionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AuditPaymentTransactionsQuery, AuditPaymentTransactionsQueryVariables>(AuditPaymentTransactionsDocument, options);
        }
// @ts-ignore
export function useAuditPaymentTransactionsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AuditPaymentTransactionsQuery, AuditPaymentTransactionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AuditPaymentTransactionsQuery, AuditPaymentTransactionsQueryVariables>;
export function useAuditPaymentTransactionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AuditPaymentTransactionsQuery, AuditPaymentTransactionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AuditPaymentTransactionsQuery | undefined, AuditPaymentTransactionsQueryVariables>;
export function useAuditPaymentTransactionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AuditPaymentTransactionsQuery, AuditPaymentTransactionsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AuditPaymentTransactionsQuery, AuditPaymentTransactionsQueryVariables>(AuditPaymentTransactionsDocument, options);
        }
export type AuditPaymentTransactionsQueryHookResult = ReturnType<typeof useAuditPaymentTransactionsQuery>;
export type AuditPaymentTransactionsLazyQueryHookResult = ReturnType<typeof useAuditPaymentTransactionsLazyQuery>;
export type AuditPaymentTransactionsSuspenseQueryHookResult = ReturnType<typeof useAuditPaymentTransactionsSuspenseQuery>;
export const AuditTurnoverDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditTurnover"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"turnoverReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}},{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"toDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditTurnoverReportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditTurnoverFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TurnoverFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"subTotal"}},{"kind":"Field","name":{"kind":"Name","value":"serviceCharge"}},{"kind":"Field","name":{"kind":"Name","value":"taxTotal"}},{"kind":"Field","name":{"kind":"Name","value":"totalCharge"}},{"kind":"Field","name":{"kind":"Name","value":"cash"}},{"kind":"Field","name":{"kind":"Name","value":"roomBill"}},{"kind":"Field","name":{"kind":"Name","value":"roomInvoiced"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditTurnoverReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TurnoverReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"fromDate"}},{"kind":"Field","name":{"kind":"Name","value":"toDate"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"hotels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"hotelName"}},{"kind":"Field","name":{"kind":"Name","value":"hotelTitle"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceName"}},{"kind":"Field","name":{"kind":"Name","value":"serviceType"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"subTotal"}},{"kind":"Field","name":{"kind":"Name","value":"serviceCharge"}},{"kind":"Field","name":{"kind":"Name","value":"taxTotal"}},{"kind":"Field","name":{"kind":"Name","value":"totalCharge"}},{"kind":"Field","name":{"kind":"Name","value":"cash"}},{"kind":"Field","name":{"kind":"Name","value":"roomBill"}},{"kind":"Field","name":{"kind":"Name","value":"roomInvoiced"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditTurnoverFigures"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"totalCharge"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditTurnoverFigures"}}]}}]}}]} as unknown as DocumentNode;
export function useAuditTurnoverQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AuditTurnoverQuery, AuditTurnoverQueryVariables> & ({ variables: AuditTurnoverQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AuditTurnoverQuery, AuditTurnoverQueryVariables>(AuditTurnoverDocument, options);
      }
export function useAuditTurnoverLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AuditTurnoverQuery, AuditTurnoverQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AuditTurnoverQuery, AuditTurnoverQueryVariables>(AuditTurnoverDocument, options);
        }
// @ts-ignore
export function useAuditTurnoverSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AuditTurnoverQuery, AuditTurnoverQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AuditTurnoverQuery, AuditTurnoverQueryVariables>;
export function useAuditTurnoverSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AuditTurnoverQuery, AuditTurnoverQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AuditTurnoverQuery | undefined, AuditTurnoverQueryVariables>;
export function useAuditTurnoverSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AuditTurnoverQuery, AuditTurnoverQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AuditTurnoverQuery, AuditTurnoverQueryVariables>(AuditTurnoverDocument, options);
        }
export type AuditTurnoverQueryHookResult = ReturnType<typeof useAuditTurnoverQuery>;
export type AuditTurnoverLazyQueryHookResult = ReturnType<typeof useAuditTurnoverLazyQuery>;
export type AuditTurnoverSuspenseQueryHookResult = ReturnType<typeof useAuditTurnoverSuspenseQuery>;
export const AuditGroupTurnoverDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditGroupTurnover"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupTurnoverReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"toDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditTurnoverReportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditTurnoverFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TurnoverFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"subTotal"}},{"kind":"Field","name":{"kind":"Name","value":"serviceCharge"}},{"kind":"Field","name":{"kind":"Name","value":"taxTotal"}},{"kind":"Field","name":{"kind":"Name","value":"totalCharge"}},{"kind":"Field","name":{"kind":"Name","value":"cash"}},{"kind":"Field","name":{"kind":"Name","value":"roomBill"}},{"kind":"Field","name":{"kind":"Name","value":"roomInvoiced"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditTurnoverReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TurnoverReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"fromDate"}},{"kind":"Field","name":{"kind":"Name","value":"toDate"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"hotels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"hotelName"}},{"kind":"Field","name":{"kind":"Name","value":"hotelTitle"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceName"}},{"kind":"Field","name":{"kind":"Name","value":"serviceType"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"subTotal"}},{"kind":"Field","name":{"kind":"Name","value":"serviceCharge"}},{"kind":"Field","name":{"kind":"Name","value":"taxTotal"}},{"kind":"Field","name":{"kind":"Name","value":"totalCharge"}},{"kind":"Field","name":{"kind":"Name","value":"cash"}},{"kind":"Field","name":{"kind":"Name","value":"roomBill"}},{"kind":"Field","name":{"kind":"Name","value":"roomInvoiced"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditTurnoverFigures"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"totalCharge"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditTurnoverFigures"}}]}}]}}]} as unknown as DocumentNode;
export function useAuditGroupTurnoverQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AuditGroupTurnoverQuery, AuditGroupTurnoverQueryVariables> & ({ variables: AuditGroupTurnoverQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AuditGroupTurnoverQuery, AuditGroupTurnoverQueryVariables>(AuditGroupTurnoverDocument, options);
      }
export function useAuditGroupTurnoverLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AuditGroupTurnoverQuery, AuditGroupTurnoverQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AuditGroupTurnoverQuery, AuditGroupTurnoverQueryVariables>(AuditGroupTurnoverDocument, options);
        }
// @ts-ignore
export function useAuditGroupTurnoverSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AuditGroupTurnoverQuery, AuditGroupTurnoverQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AuditGroupTurnoverQuery, AuditGroupTurnoverQueryVariables>;
export function useAuditGroupTurnoverSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AuditGroupTurnoverQuery, AuditGroupTurnoverQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AuditGroupTurnoverQuery | undefined, AuditGroupTurnoverQueryVariables>;
export function useAuditGroupTurnoverSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AuditGroupTurnoverQuery, AuditGroupTurnoverQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AuditGroupTurnoverQuery, AuditGroupTurnoverQueryVariables>(AuditGroupTurnoverDocument, options);
        }
export type AuditGroupTurnoverQueryHookResult = ReturnType<typeof useAuditGroupTurnoverQuery>;
export type AuditGroupTurnoverLazyQueryHookResult = ReturnType<typeof useAuditGroupTurnoverLazyQuery>;
export type AuditGroupTurnoverSuspenseQueryHookResult = ReturnType<typeof useAuditGroupTurnoverSuspenseQuery>;
export const AuditScopeHotelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditScopeHotels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hotels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupTitle"}}]}}]}}]} as unknown as DocumentNode;
export function useAuditScopeHotelsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AuditScopeHotelsQuery, AuditScopeHotelsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AuditScopeHotelsQuery, AuditScopeHotelsQueryVariables>(AuditScopeHotelsDocument, options);
      }
export function useAuditScopeHotelsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AuditScopeHotelsQuery, AuditScopeHotelsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AuditScopeHotelsQuery, AuditScopeHotelsQueryVariables>(AuditScopeHotelsDocument, options);
        }
// @ts-ignore
export function useAuditScopeHotelsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AuditScopeHotelsQuery, AuditScopeHotelsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AuditScopeHotelsQuery, AuditScopeHotelsQueryVariables>;
export function useAuditScopeHotelsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AuditScopeHotelsQuery, AuditScopeHotelsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AuditScopeHotelsQuery | undefined, AuditScopeHotelsQueryVariables>;
export function useAuditScopeHotelsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AuditScopeHotelsQuery, AuditScopeHotelsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AuditScopeHotelsQuery, AuditScopeHotelsQueryVariables>(AuditScopeHotelsDocument, options);
        }
export type AuditScopeHotelsQueryHookResult = ReturnType<typeof useAuditScopeHotelsQuery>;
export type AuditScopeHotelsLazyQueryHookResult = ReturnType<typeof useAuditScopeHotelsLazyQuery>;
export type AuditScopeHotelsSuspenseQueryHookResult = ReturnType<typeof useAuditScopeHotelsSuspenseQuery>;
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
export const EstateRightsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EstateRights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"estateRights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EstateWriteRightsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hotels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EstateWriteRightsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EstateWriteRightsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EstateWriteRightsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EstateWriteRights"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"add"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}}]} as unknown as DocumentNode;
export function useEstateRightsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<EstateRightsQuery, EstateRightsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<EstateRightsQuery, EstateRightsQueryVariables>(EstateRightsDocument, options);
      }
export function useEstateRightsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<EstateRightsQuery, EstateRightsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<EstateRightsQuery, EstateRightsQueryVariables>(EstateRightsDocument, options);
        }
// @ts-ignore
export function useEstateRightsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<EstateRightsQuery, EstateRightsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<EstateRightsQuery, EstateRightsQueryVariables>;
export function useEstateRightsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<EstateRightsQuery, EstateRightsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<EstateRightsQuery | undefined, EstateRightsQueryVariables>;
export function useEstateRightsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<EstateRightsQuery, EstateRightsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<EstateRightsQuery, EstateRightsQueryVariables>(EstateRightsDocument, options);
        }
export type EstateRightsQueryHookResult = ReturnType<typeof useEstateRightsQuery>;
export type EstateRightsLazyQueryHookResult = ReturnType<typeof useEstateRightsLazyQuery>;
export type EstateRightsSuspenseQueryHookResult = ReturnType<typeof useEstateRightsSuspenseQuery>;
export const EstateGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EstateGroups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortField"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"estateGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortField"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortField"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EstateGroupFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EstateGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EstateGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"contactPerson"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumbersList"}},{"kind":"Field","name":{"kind":"Name","value":"cardLogo"}},{"kind":"Field","name":{"kind":"Name","value":"cardImage"}},{"kind":"Field","name":{"kind":"Name","value":"sideBarImage"}},{"kind":"Field","name":{"kind":"Name","value":"hotelCount"}}]}}]} as unknown as DocumentNode;
export function useEstateGroupsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<EstateGroupsQuery, EstateGroupsQueryVariables> & ({ variables: EstateGroupsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<EstateGroupsQuery, EstateGroupsQueryVariables>(EstateGroupsDocument, options);
      }
export function useEstateGroupsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<EstateGroupsQuery, EstateGroupsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<EstateGroupsQuery, EstateGroupsQueryVariables>(EstateGroupsDocument, options);
        }
// @ts-ignore
export function useEstateGroupsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<EstateGroupsQuery, EstateGroupsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<EstateGroupsQuery, EstateGroupsQueryVariables>;
export function useEstateGroupsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<EstateGroupsQuery, EstateGroupsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<EstateGroupsQuery | undefined, EstateGroupsQueryVariables>;
export function useEstateGroupsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<EstateGroupsQuery, EstateGroupsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<EstateGroupsQuery, EstateGroupsQueryVariables>(EstateGroupsDocument, options);
        }
export type EstateGroupsQueryHookResult = ReturnType<typeof useEstateGroupsQuery>;
export type EstateGroupsLazyQueryHookResult = ReturnType<typeof useEstateGroupsLazyQuery>;
export type EstateGroupsSuspenseQueryHookResult = ReturnType<typeof useEstateGroupsSuspenseQuery>;
export const EstateHotelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EstateHotels"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortField"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"estateHotels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortField"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortField"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EstateHotelFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EstateHotelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EstateHotel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumbersList"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupTitle"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"bedsPropertyId"}},{"kind":"Field","name":{"kind":"Name","value":"vatApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"companyRegistrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"companyRegistrationAddress"}},{"kind":"Field","name":{"kind":"Name","value":"vatNumber"}},{"kind":"Field","name":{"kind":"Name","value":"webAddress"}},{"kind":"Field","name":{"kind":"Name","value":"cardImage"}},{"kind":"Field","name":{"kind":"Name","value":"cardLogo"}},{"kind":"Field","name":{"kind":"Name","value":"sideBarImage"}},{"kind":"Field","name":{"kind":"Name","value":"titleImage"}},{"kind":"Field","name":{"kind":"Name","value":"headerLogo"}},{"kind":"Field","name":{"kind":"Name","value":"sideBarLogo"}},{"kind":"Field","name":{"kind":"Name","value":"serviceCount"}}]}}]} as unknown as DocumentNode;
export function useEstateHotelsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<EstateHotelsQuery, EstateHotelsQueryVariables> & ({ variables: EstateHotelsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<EstateHotelsQuery, EstateHotelsQueryVariables>(EstateHotelsDocument, options);
      }
export function useEstateHotelsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<EstateHotelsQuery, EstateHotelsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<EstateHotelsQuery, EstateHotelsQueryVariables>(EstateHotelsDocument, options);
        }
// @ts-ignore
export function useEstateHotelsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<EstateHotelsQuery, EstateHotelsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<EstateHotelsQuery, EstateHotelsQueryVariables>;
export function useEstateHotelsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<EstateHotelsQuery, EstateHotelsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<EstateHotelsQuery | undefined, EstateHotelsQueryVariables>;
export function useEstateHotelsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<EstateHotelsQuery, EstateHotelsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<EstateHotelsQuery, EstateHotelsQueryVariables>(EstateHotelsDocument, options);
        }
export type EstateHotelsQueryHookResult = ReturnType<typeof useEstateHotelsQuery>;
export type EstateHotelsLazyQueryHookResult = ReturnType<typeof useEstateHotelsLazyQuery>;
export type EstateHotelsSuspenseQueryHookResult = ReturnType<typeof useEstateHotelsSuspenseQuery>;
export const EstateHotelServicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EstateHotelServices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortField"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"estateHotelServices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortField"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortField"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"serviceType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EstateHotelServiceFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EstateHotelServiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EstateHotelService"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serviceType"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"cardImage"}},{"kind":"Field","name":{"kind":"Name","value":"cardLogo"}}]}}]} as unknown as DocumentNode;
export function useEstateHotelServicesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<EstateHotelServicesQuery, EstateHotelServicesQueryVariables> & ({ variables: EstateHotelServicesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<EstateHotelServicesQuery, EstateHotelServicesQueryVariables>(EstateHotelServicesDocument, options);
      }
export function useEstateHotelServicesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<EstateHotelServicesQuery, EstateHotelServicesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<EstateHotelServicesQuery, EstateHotelServicesQueryVariables>(EstateHotelServicesDocument, options);
        }
// @ts-ignore
export function useEstateHotelServicesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<EstateHotelServicesQuery, EstateHotelServicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<EstateHotelServicesQuery, EstateHotelServicesQueryVariables>;
export function useEstateHotelServicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<EstateHotelServicesQuery, EstateHotelServicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<EstateHotelServicesQuery | undefined, EstateHotelServicesQueryVariables>;
export function useEstateHotelServicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<EstateHotelServicesQuery, EstateHotelServicesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<EstateHotelServicesQuery, EstateHotelServicesQueryVariables>(EstateHotelServicesDocument, options);
        }
export type EstateHotelServicesQueryHookResult = ReturnType<typeof useEstateHotelServicesQuery>;
export type EstateHotelServicesLazyQueryHookResult = ReturnType<typeof useEstateHotelServicesLazyQuery>;
export type EstateHotelServicesSuspenseQueryHookResult = ReturnType<typeof useEstateHotelServicesSuspenseQuery>;
export const EstateGroupChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EstateGroupChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;
export function useEstateGroupChoicesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<EstateGroupChoicesQuery, EstateGroupChoicesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<EstateGroupChoicesQuery, EstateGroupChoicesQueryVariables>(EstateGroupChoicesDocument, options);
      }
export function useEstateGroupChoicesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<EstateGroupChoicesQuery, EstateGroupChoicesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<EstateGroupChoicesQuery, EstateGroupChoicesQueryVariables>(EstateGroupChoicesDocument, options);
        }
// @ts-ignore
export function useEstateGroupChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<EstateGroupChoicesQuery, EstateGroupChoicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<EstateGroupChoicesQuery, EstateGroupChoicesQueryVariables>;
export function useEstateGroupChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<EstateGroupChoicesQuery, EstateGroupChoicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<EstateGroupChoicesQuery | undefined, EstateGroupChoicesQueryVariables>;
export function useEstateGroupChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<EstateGroupChoicesQuery, EstateGroupChoicesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<EstateGroupChoicesQuery, EstateGroupChoicesQueryVariables>(EstateGroupChoicesDocument, options);
        }
export type EstateGroupChoicesQueryHookResult = ReturnType<typeof useEstateGroupChoicesQuery>;
export type EstateGroupChoicesLazyQueryHookResult = ReturnType<typeof useEstateGroupChoicesLazyQuery>;
export type EstateGroupChoicesSuspenseQueryHookResult = ReturnType<typeof useEstateGroupChoicesSuspenseQuery>;
export const EstateHotelChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EstateHotelChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hotels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}}]}}]}}]} as unknown as DocumentNode;
export function useEstateHotelChoicesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<EstateHotelChoicesQuery, EstateHotelChoicesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<EstateHotelChoicesQuery, EstateHotelChoicesQueryVariables>(EstateHotelChoicesDocument, options);
      }
export function useEstateHotelChoicesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<EstateHotelChoicesQuery, EstateHotelChoicesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<EstateHotelChoicesQuery, EstateHotelChoicesQueryVariables>(EstateHotelChoicesDocument, options);
        }
// @ts-ignore
export function useEstateHotelChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<EstateHotelChoicesQuery, EstateHotelChoicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<EstateHotelChoicesQuery, EstateHotelChoicesQueryVariables>;
export function useEstateHotelChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<EstateHotelChoicesQuery, EstateHotelChoicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<EstateHotelChoicesQuery | undefined, EstateHotelChoicesQueryVariables>;
export function useEstateHotelChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<EstateHotelChoicesQuery, EstateHotelChoicesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<EstateHotelChoicesQuery, EstateHotelChoicesQueryVariables>(EstateHotelChoicesDocument, options);
        }
export type EstateHotelChoicesQueryHookResult = ReturnType<typeof useEstateHotelChoicesQuery>;
export type EstateHotelChoicesLazyQueryHookResult = ReturnType<typeof useEstateHotelChoicesLazyQuery>;
export type EstateHotelChoicesSuspenseQueryHookResult = ReturnType<typeof useEstateHotelChoicesSuspenseQuery>;
export const EstateViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EstateViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"imgUrl"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"groupIds"}},{"kind":"Field","name":{"kind":"Name","value":"hotelIds"}},{"kind":"Field","name":{"kind":"Name","value":"serviceIds"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hotel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"sideBarImage"}},{"kind":"Field","name":{"kind":"Name","value":"titleImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serviceType"}}]}}]}}]}}]} as unknown as DocumentNode;
export function useEstateViewerQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<EstateViewerQuery, EstateViewerQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<EstateViewerQuery, EstateViewerQueryVariables>(EstateViewerDocument, options);
      }
export function useEstateViewerLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<EstateViewerQuery, EstateViewerQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<EstateViewerQuery, EstateViewerQueryVariables>(EstateViewerDocument, options);
        }
// @ts-ignore
export function useEstateViewerSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<EstateViewerQuery, EstateViewerQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<EstateViewerQuery, EstateViewerQueryVariables>;
export function useEstateViewerSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<EstateViewerQuery, EstateViewerQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<EstateViewerQuery | undefined, EstateViewerQueryVariables>;
export function useEstateViewerSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<EstateViewerQuery, EstateViewerQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<EstateViewerQuery, EstateViewerQueryVariables>(EstateViewerDocument, options);
        }
export type EstateViewerQueryHookResult = ReturnType<typeof useEstateViewerQuery>;
export type EstateViewerLazyQueryHookResult = ReturnType<typeof useEstateViewerLazyQuery>;
export type EstateViewerSuspenseQueryHookResult = ReturnType<typeof useEstateViewerSuspenseQuery>;
export const EstateCreateGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EstateCreateGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EstateGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createHotelGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EstateGroupFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EstateGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EstateGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"contactPerson"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumbersList"}},{"kind":"Field","name":{"kind":"Name","value":"cardLogo"}},{"kind":"Field","name":{"kind":"Name","value":"cardImage"}},{"kind":"Field","name":{"kind":"Name","value":"sideBarImage"}},{"kind":"Field","name":{"kind":"Name","value":"hotelCount"}}]}}]} as unknown as DocumentNode;
export function useEstateCreateGroupMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<EstateCreateGroupMutation, EstateCreateGroupMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<EstateCreateGroupMutation, EstateCreateGroupMutationVariables>(EstateCreateGroupDocument, options);
      }
export type EstateCreateGroupMutationHookResult = ReturnType<typeof useEstateCreateGroupMutation>;
export const EstateUpdateGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EstateUpdateGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EstateGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateHotelGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EstateGroupFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EstateGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EstateGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"contactPerson"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumbersList"}},{"kind":"Field","name":{"kind":"Name","value":"cardLogo"}},{"kind":"Field","name":{"kind":"Name","value":"cardImage"}},{"kind":"Field","name":{"kind":"Name","value":"sideBarImage"}},{"kind":"Field","name":{"kind":"Name","value":"hotelCount"}}]}}]} as unknown as DocumentNode;
export function useEstateUpdateGroupMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<EstateUpdateGroupMutation, EstateUpdateGroupMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<EstateUpdateGroupMutation, EstateUpdateGroupMutationVariables>(EstateUpdateGroupDocument, options);
      }
export type EstateUpdateGroupMutationHookResult = ReturnType<typeof useEstateUpdateGroupMutation>;
export const EstateDeleteGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EstateDeleteGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteHotelGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode;
export function useEstateDeleteGroupMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<EstateDeleteGroupMutation, EstateDeleteGroupMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<EstateDeleteGroupMutation, EstateDeleteGroupMutationVariables>(EstateDeleteGroupDocument, options);
      }
export type EstateDeleteGroupMutationHookResult = ReturnType<typeof useEstateDeleteGroupMutation>;
export const EstateCreateHotelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EstateCreateHotel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EstateHotelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createHotel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"hotel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EstateHotelFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EstateHotelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EstateHotel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumbersList"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupTitle"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"bedsPropertyId"}},{"kind":"Field","name":{"kind":"Name","value":"vatApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"companyRegistrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"companyRegistrationAddress"}},{"kind":"Field","name":{"kind":"Name","value":"vatNumber"}},{"kind":"Field","name":{"kind":"Name","value":"webAddress"}},{"kind":"Field","name":{"kind":"Name","value":"cardImage"}},{"kind":"Field","name":{"kind":"Name","value":"cardLogo"}},{"kind":"Field","name":{"kind":"Name","value":"sideBarImage"}},{"kind":"Field","name":{"kind":"Name","value":"titleImage"}},{"kind":"Field","name":{"kind":"Name","value":"headerLogo"}},{"kind":"Field","name":{"kind":"Name","value":"sideBarLogo"}},{"kind":"Field","name":{"kind":"Name","value":"serviceCount"}}]}}]} as unknown as DocumentNode;
export function useEstateCreateHotelMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<EstateCreateHotelMutation, EstateCreateHotelMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<EstateCreateHotelMutation, EstateCreateHotelMutationVariables>(EstateCreateHotelDocument, options);
      }
export type EstateCreateHotelMutationHookResult = ReturnType<typeof useEstateCreateHotelMutation>;
export const EstateUpdateHotelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EstateUpdateHotel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EstateHotelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateHotel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"hotel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EstateHotelFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EstateHotelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EstateHotel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumbersList"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupTitle"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"bedsPropertyId"}},{"kind":"Field","name":{"kind":"Name","value":"vatApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"companyRegistrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"companyRegistrationAddress"}},{"kind":"Field","name":{"kind":"Name","value":"vatNumber"}},{"kind":"Field","name":{"kind":"Name","value":"webAddress"}},{"kind":"Field","name":{"kind":"Name","value":"cardImage"}},{"kind":"Field","name":{"kind":"Name","value":"cardLogo"}},{"kind":"Field","name":{"kind":"Name","value":"sideBarImage"}},{"kind":"Field","name":{"kind":"Name","value":"titleImage"}},{"kind":"Field","name":{"kind":"Name","value":"headerLogo"}},{"kind":"Field","name":{"kind":"Name","value":"sideBarLogo"}},{"kind":"Field","name":{"kind":"Name","value":"serviceCount"}}]}}]} as unknown as DocumentNode;
export function useEstateUpdateHotelMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<EstateUpdateHotelMutation, EstateUpdateHotelMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<EstateUpdateHotelMutation, EstateUpdateHotelMutationVariables>(EstateUpdateHotelDocument, options);
      }
export type EstateUpdateHotelMutationHookResult = ReturnType<typeof useEstateUpdateHotelMutation>;
export const EstateDeleteHotelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EstateDeleteHotel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteHotel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode;
export function useEstateDeleteHotelMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<EstateDeleteHotelMutation, EstateDeleteHotelMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<EstateDeleteHotelMutation, EstateDeleteHotelMutationVariables>(EstateDeleteHotelDocument, options);
      }
export type EstateDeleteHotelMutationHookResult = ReturnType<typeof useEstateDeleteHotelMutation>;
export const EstateCreateHotelServiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EstateCreateHotelService"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EstateHotelServiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createHotelService"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EstateHotelServiceFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EstateHotelServiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EstateHotelService"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serviceType"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"cardImage"}},{"kind":"Field","name":{"kind":"Name","value":"cardLogo"}}]}}]} as unknown as DocumentNode;
export function useEstateCreateHotelServiceMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<EstateCreateHotelServiceMutation, EstateCreateHotelServiceMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<EstateCreateHotelServiceMutation, EstateCreateHotelServiceMutationVariables>(EstateCreateHotelServiceDocument, options);
      }
export type EstateCreateHotelServiceMutationHookResult = ReturnType<typeof useEstateCreateHotelServiceMutation>;
export const EstateUpdateHotelServiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EstateUpdateHotelService"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EstateHotelServiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateHotelService"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EstateHotelServiceFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EstateHotelServiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EstateHotelService"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serviceType"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"cardImage"}},{"kind":"Field","name":{"kind":"Name","value":"cardLogo"}}]}}]} as unknown as DocumentNode;
export function useEstateUpdateHotelServiceMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<EstateUpdateHotelServiceMutation, EstateUpdateHotelServiceMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<EstateUpdateHotelServiceMutation, EstateUpdateHotelServiceMutationVariables>(EstateUpdateHotelServiceDocument, options);
      }
export type EstateUpdateHotelServiceMutationHookResult = ReturnType<typeof useEstateUpdateHotelServiceMutation>;
export const EstateDeleteHotelServiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EstateDeleteHotelService"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteHotelService"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode;
export function useEstateDeleteHotelServiceMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<EstateDeleteHotelServiceMutation, EstateDeleteHotelServiceMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<EstateDeleteHotelServiceMutation, EstateDeleteHotelServiceMutationVariables>(EstateDeleteHotelServiceDocument, options);
      }
export type EstateDeleteHotelServiceMutationHookResult = ReturnType<typeof useEstateDeleteHotelServiceMutation>;
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
export const PeopleAdministratorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PeopleAdministrators"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"levels"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserLevel"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"administrators"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"levels"},"value":{"kind":"Variable","name":{"kind":"Name","value":"levels"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}}]}}]}}]}}]} as unknown as DocumentNode;
export function usePeopleAdministratorsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<PeopleAdministratorsQuery, PeopleAdministratorsQueryVariables> & ({ variables: PeopleAdministratorsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PeopleAdministratorsQuery, PeopleAdministratorsQueryVariables>(PeopleAdministratorsDocument, options);
      }
export function usePeopleAdministratorsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PeopleAdministratorsQuery, PeopleAdministratorsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PeopleAdministratorsQuery, PeopleAdministratorsQueryVariables>(PeopleAdministratorsDocument, options);
        }
// @ts-ignore
export function usePeopleAdministratorsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PeopleAdministratorsQuery, PeopleAdministratorsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PeopleAdministratorsQuery, PeopleAdministratorsQueryVariables>;
export function usePeopleAdministratorsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PeopleAdministratorsQuery, PeopleAdministratorsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PeopleAdministratorsQuery | undefined, PeopleAdministratorsQueryVariables>;
export function usePeopleAdministratorsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PeopleAdministratorsQuery, PeopleAdministratorsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PeopleAdministratorsQuery, PeopleAdministratorsQueryVariables>(PeopleAdministratorsDocument, options);
        }
export type PeopleAdministratorsQueryHookResult = ReturnType<typeof usePeopleAdministratorsQuery>;
export type PeopleAdministratorsLazyQueryHookResult = ReturnType<typeof usePeopleAdministratorsLazyQuery>;
export type PeopleAdministratorsSuspenseQueryHookResult = ReturnType<typeof usePeopleAdministratorsSuspenseQuery>;
export const PeopleLevelPermissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PeopleLevelPermissions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"levelPermissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode;
export function usePeopleLevelPermissionsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<PeopleLevelPermissionsQuery, PeopleLevelPermissionsQueryVariables> & ({ variables: PeopleLevelPermissionsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PeopleLevelPermissionsQuery, PeopleLevelPermissionsQueryVariables>(PeopleLevelPermissionsDocument, options);
      }
export function usePeopleLevelPermissionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PeopleLevelPermissionsQuery, PeopleLevelPermissionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PeopleLevelPermissionsQuery, PeopleLevelPermissionsQueryVariables>(PeopleLevelPermissionsDocument, options);
        }
// @ts-ignore
export function usePeopleLevelPermissionsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PeopleLevelPermissionsQuery, PeopleLevelPermissionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PeopleLevelPermissionsQuery, PeopleLevelPermissionsQueryVariables>;
export function usePeopleLevelPermissionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PeopleLevelPermissionsQuery, PeopleLevelPermissionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PeopleLevelPermissionsQuery | undefined, PeopleLevelPermissionsQueryVariables>;
export function usePeopleLevelPermissionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PeopleLevelPermissionsQuery, PeopleLevelPermissionsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PeopleLevelPermissionsQuery, PeopleLevelPermissionsQueryVariables>(PeopleLevelPermissionsDocument, options);
        }
export type PeopleLevelPermissionsQueryHookResult = ReturnType<typeof usePeopleLevelPermissionsQuery>;
export type PeopleLevelPermissionsLazyQueryHookResult = ReturnType<typeof usePeopleLevelPermissionsLazyQuery>;
export type PeopleLevelPermissionsSuspenseQueryHookResult = ReturnType<typeof usePeopleLevelPermissionsSuspenseQuery>;
export const PeopleSetUserLevelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PeopleSetUserLevel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"level"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserLevel"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserLevel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"level"},"value":{"kind":"Variable","name":{"kind":"Name","value":"level"}}},{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}}]}}]}}]}}]} as unknown as DocumentNode;
export function usePeopleSetUserLevelMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<PeopleSetUserLevelMutation, PeopleSetUserLevelMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<PeopleSetUserLevelMutation, PeopleSetUserLevelMutationVariables>(PeopleSetUserLevelDocument, options);
      }
export type PeopleSetUserLevelMutationHookResult = ReturnType<typeof usePeopleSetUserLevelMutation>;
export const PeopleStaffServicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PeopleStaffServices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffServices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serviceType"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"hotelName"}}]}}]}}]} as unknown as DocumentNode;
export function usePeopleStaffServicesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<PeopleStaffServicesQuery, PeopleStaffServicesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PeopleStaffServicesQuery, PeopleStaffServicesQueryVariables>(PeopleStaffServicesDocument, options);
      }
export function usePeopleStaffServicesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PeopleStaffServicesQuery, PeopleStaffServicesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PeopleStaffServicesQuery, PeopleStaffServicesQueryVariables>(PeopleStaffServicesDocument, options);
        }
// @ts-ignore
export function usePeopleStaffServicesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PeopleStaffServicesQuery, PeopleStaffServicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PeopleStaffServicesQuery, PeopleStaffServicesQueryVariables>;
export function usePeopleStaffServicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PeopleStaffServicesQuery, PeopleStaffServicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PeopleStaffServicesQuery | undefined, PeopleStaffServicesQueryVariables>;
export function usePeopleStaffServicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PeopleStaffServicesQuery, PeopleStaffServicesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PeopleStaffServicesQuery, PeopleStaffServicesQueryVariables>(PeopleStaffServicesDocument, options);
        }
export type PeopleStaffServicesQueryHookResult = ReturnType<typeof usePeopleStaffServicesQuery>;
export type PeopleStaffServicesLazyQueryHookResult = ReturnType<typeof usePeopleStaffServicesLazyQuery>;
export type PeopleStaffServicesSuspenseQueryHookResult = ReturnType<typeof usePeopleStaffServicesSuspenseQuery>;
export const PeopleServiceRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PeopleServiceRoles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffServiceRoles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode;
export function usePeopleServiceRolesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<PeopleServiceRolesQuery, PeopleServiceRolesQueryVariables> & ({ variables: PeopleServiceRolesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PeopleServiceRolesQuery, PeopleServiceRolesQueryVariables>(PeopleServiceRolesDocument, options);
      }
export function usePeopleServiceRolesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PeopleServiceRolesQuery, PeopleServiceRolesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PeopleServiceRolesQuery, PeopleServiceRolesQueryVariables>(PeopleServiceRolesDocument, options);
        }
// @ts-ignore
export function usePeopleServiceRolesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PeopleServiceRolesQuery, PeopleServiceRolesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PeopleServiceRolesQuery, PeopleServiceRolesQueryVariables>;
export function usePeopleServiceRolesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PeopleServiceRolesQuery, PeopleServiceRolesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PeopleServiceRolesQuery | undefined, PeopleServiceRolesQueryVariables>;
export function usePeopleServiceRolesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PeopleServiceRolesQuery, PeopleServiceRolesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PeopleServiceRolesQuery, PeopleServiceRolesQueryVariables>(PeopleServiceRolesDocument, options);
        }
export type PeopleServiceRolesQueryHookResult = ReturnType<typeof usePeopleServiceRolesQuery>;
export type PeopleServiceRolesLazyQueryHookResult = ReturnType<typeof usePeopleServiceRolesLazyQuery>;
export type PeopleServiceRolesSuspenseQueryHookResult = ReturnType<typeof usePeopleServiceRolesSuspenseQuery>;
export const PeopleUserOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PeopleUserOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userAccounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"0"}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]}}]}}]} as unknown as DocumentNode;
export function usePeopleUserOptionsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<PeopleUserOptionsQuery, PeopleUserOptionsQueryVariables> & ({ variables: PeopleUserOptionsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PeopleUserOptionsQuery, PeopleUserOptionsQueryVariables>(PeopleUserOptionsDocument, options);
      }
export function usePeopleUserOptionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PeopleUserOptionsQuery, PeopleUserOptionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PeopleUserOptionsQuery, PeopleUserOptionsQueryVariables>(PeopleUserOptionsDocument, options);
        }
// @ts-ignore
export function usePeopleUserOptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PeopleUserOptionsQuery, PeopleUserOptionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PeopleUserOptionsQuery, PeopleUserOptionsQueryVariables>;
export function usePeopleUserOptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PeopleUserOptionsQuery, PeopleUserOptionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PeopleUserOptionsQuery | undefined, PeopleUserOptionsQueryVariables>;
export function usePeopleUserOptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PeopleUserOptionsQuery, PeopleUserOptionsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PeopleUserOptionsQuery, PeopleUserOptionsQueryVariables>(PeopleUserOptionsDocument, options);
        }
export type PeopleUserOptionsQueryHookResult = ReturnType<typeof usePeopleUserOptionsQuery>;
export type PeopleUserOptionsLazyQueryHookResult = ReturnType<typeof usePeopleUserOptionsLazyQuery>;
export type PeopleUserOptionsSuspenseQueryHookResult = ReturnType<typeof usePeopleUserOptionsSuspenseQuery>;
export const PeopleEmployeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PeopleEmployees"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortField"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortField"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortField"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PeopleEmployeeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PeopleEmployeeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Employee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceName"}},{"kind":"Field","name":{"kind":"Name","value":"serviceRoleId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceRoleName"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode;
export function usePeopleEmployeesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<PeopleEmployeesQuery, PeopleEmployeesQueryVariables> & ({ variables: PeopleEmployeesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PeopleEmployeesQuery, PeopleEmployeesQueryVariables>(PeopleEmployeesDocument, options);
      }
export function usePeopleEmployeesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PeopleEmployeesQuery, PeopleEmployeesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PeopleEmployeesQuery, PeopleEmployeesQueryVariables>(PeopleEmployeesDocument, options);
        }
// @ts-ignore
export function usePeopleEmployeesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PeopleEmployeesQuery, PeopleEmployeesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PeopleEmployeesQuery, PeopleEmployeesQueryVariables>;
export function usePeopleEmployeesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PeopleEmployeesQuery, PeopleEmployeesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PeopleEmployeesQuery | undefined, PeopleEmployeesQueryVariables>;
export function usePeopleEmployeesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PeopleEmployeesQuery, PeopleEmployeesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PeopleEmployeesQuery, PeopleEmployeesQueryVariables>(PeopleEmployeesDocument, options);
        }
export type PeopleEmployeesQueryHookResult = ReturnType<typeof usePeopleEmployeesQuery>;
export type PeopleEmployeesLazyQueryHookResult = ReturnType<typeof usePeopleEmployeesLazyQuery>;
export type PeopleEmployeesSuspenseQueryHookResult = ReturnType<typeof usePeopleEmployeesSuspenseQuery>;
export const PeopleCreateEmployeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PeopleCreateEmployee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmployeeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEmployee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PeopleEmployeeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PeopleEmployeeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Employee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceName"}},{"kind":"Field","name":{"kind":"Name","value":"serviceRoleId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceRoleName"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode;
export function usePeopleCreateEmployeeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<PeopleCreateEmployeeMutation, PeopleCreateEmployeeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<PeopleCreateEmployeeMutation, PeopleCreateEmployeeMutationVariables>(PeopleCreateEmployeeDocument, options);
      }
export type PeopleCreateEmployeeMutationHookResult = ReturnType<typeof usePeopleCreateEmployeeMutation>;
export const PeopleUpdateEmployeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PeopleUpdateEmployee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmployeeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEmployee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PeopleEmployeeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PeopleEmployeeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Employee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceName"}},{"kind":"Field","name":{"kind":"Name","value":"serviceRoleId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceRoleName"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode;
export function usePeopleUpdateEmployeeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<PeopleUpdateEmployeeMutation, PeopleUpdateEmployeeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<PeopleUpdateEmployeeMutation, PeopleUpdateEmployeeMutationVariables>(PeopleUpdateEmployeeDocument, options);
      }
export type PeopleUpdateEmployeeMutationHookResult = ReturnType<typeof usePeopleUpdateEmployeeMutation>;
export const PeopleDeleteEmployeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PeopleDeleteEmployee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteEmployee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode;
export function usePeopleDeleteEmployeeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<PeopleDeleteEmployeeMutation, PeopleDeleteEmployeeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<PeopleDeleteEmployeeMutation, PeopleDeleteEmployeeMutationVariables>(PeopleDeleteEmployeeDocument, options);
      }
export type PeopleDeleteEmployeeMutationHookResult = ReturnType<typeof usePeopleDeleteEmployeeMutation>;
export const PeopleEmployeeRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PeopleEmployeeRoles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employeeRoles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceRoleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceName"}}]}}]}}]} as unknown as DocumentNode;
export function usePeopleEmployeeRolesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<PeopleEmployeeRolesQuery, PeopleEmployeeRolesQueryVariables> & ({ variables: PeopleEmployeeRolesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PeopleEmployeeRolesQuery, PeopleEmployeeRolesQueryVariables>(PeopleEmployeeRolesDocument, options);
      }
export function usePeopleEmployeeRolesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PeopleEmployeeRolesQuery, PeopleEmployeeRolesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PeopleEmployeeRolesQuery, PeopleEmployeeRolesQueryVariables>(PeopleEmployeeRolesDocument, options);
        }
// @ts-ignore
export function usePeopleEmployeeRolesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PeopleEmployeeRolesQuery, PeopleEmployeeRolesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PeopleEmployeeRolesQuery, PeopleEmployeeRolesQueryVariables>;
export function usePeopleEmployeeRolesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PeopleEmployeeRolesQuery, PeopleEmployeeRolesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PeopleEmployeeRolesQuery | undefined, PeopleEmployeeRolesQueryVariables>;
export function usePeopleEmployeeRolesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PeopleEmployeeRolesQuery, PeopleEmployeeRolesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PeopleEmployeeRolesQuery, PeopleEmployeeRolesQueryVariables>(PeopleEmployeeRolesDocument, options);
        }
export type PeopleEmployeeRolesQueryHookResult = ReturnType<typeof usePeopleEmployeeRolesQuery>;
export type PeopleEmployeeRolesLazyQueryHookResult = ReturnType<typeof usePeopleEmployeeRolesLazyQuery>;
export type PeopleEmployeeRolesSuspenseQueryHookResult = ReturnType<typeof usePeopleEmployeeRolesSuspenseQuery>;
export const PeopleUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PeopleUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceRoleId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userAccounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}},{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"serviceRoleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceRoleId"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PeopleUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PeopleUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"allocations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceName"}},{"kind":"Field","name":{"kind":"Name","value":"serviceRoleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;
export function usePeopleUsersQuery(baseOptions: ApolloReactHooks.QueryHookOptions<PeopleUsersQuery, PeopleUsersQueryVariables> & ({ variables: PeopleUsersQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PeopleUsersQuery, PeopleUsersQueryVariables>(PeopleUsersDocument, options);
      }
export function usePeopleUsersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PeopleUsersQuery, PeopleUsersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PeopleUsersQuery, PeopleUsersQueryVariables>(PeopleUsersDocument, options);
        }
// @ts-ignore
export function usePeopleUsersSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PeopleUsersQuery, PeopleUsersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PeopleUsersQuery, PeopleUsersQueryVariables>;
export function usePeopleUsersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PeopleUsersQuery, PeopleUsersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PeopleUsersQuery | undefined, PeopleUsersQueryVariables>;
export function usePeopleUsersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PeopleUsersQuery, PeopleUsersQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PeopleUsersQuery, PeopleUsersQueryVariables>(PeopleUsersDocument, options);
        }
export type PeopleUsersQueryHookResult = ReturnType<typeof usePeopleUsersQuery>;
export type PeopleUsersLazyQueryHookResult = ReturnType<typeof usePeopleUsersLazyQuery>;
export type PeopleUsersSuspenseQueryHookResult = ReturnType<typeof usePeopleUsersSuspenseQuery>;
export const PeopleUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PeopleUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PeopleUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PeopleUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"allocations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceName"}},{"kind":"Field","name":{"kind":"Name","value":"serviceRoleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;
export function usePeopleUserQuery(baseOptions: ApolloReactHooks.QueryHookOptions<PeopleUserQuery, PeopleUserQueryVariables> & ({ variables: PeopleUserQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PeopleUserQuery, PeopleUserQueryVariables>(PeopleUserDocument, options);
      }
export function usePeopleUserLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PeopleUserQuery, PeopleUserQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PeopleUserQuery, PeopleUserQueryVariables>(PeopleUserDocument, options);
        }
// @ts-ignore
export function usePeopleUserSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PeopleUserQuery, PeopleUserQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PeopleUserQuery, PeopleUserQueryVariables>;
export function usePeopleUserSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PeopleUserQuery, PeopleUserQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PeopleUserQuery | undefined, PeopleUserQueryVariables>;
export function usePeopleUserSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PeopleUserQuery, PeopleUserQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PeopleUserQuery, PeopleUserQueryVariables>(PeopleUserDocument, options);
        }
export type PeopleUserQueryHookResult = ReturnType<typeof usePeopleUserQuery>;
export type PeopleUserLazyQueryHookResult = ReturnType<typeof usePeopleUserLazyQuery>;
export type PeopleUserSuspenseQueryHookResult = ReturnType<typeof usePeopleUserSuspenseQuery>;
export const PeopleCreateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PeopleCreateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUserAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PeopleUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PeopleUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"allocations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceName"}},{"kind":"Field","name":{"kind":"Name","value":"serviceRoleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;
export function usePeopleCreateUserMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<PeopleCreateUserMutation, PeopleCreateUserMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<PeopleCreateUserMutation, PeopleCreateUserMutationVariables>(PeopleCreateUserDocument, options);
      }
export type PeopleCreateUserMutationHookResult = ReturnType<typeof usePeopleCreateUserMutation>;
export const PeopleUpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PeopleUpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PeopleUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PeopleUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"allocations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceName"}},{"kind":"Field","name":{"kind":"Name","value":"serviceRoleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;
export function usePeopleUpdateUserMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<PeopleUpdateUserMutation, PeopleUpdateUserMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<PeopleUpdateUserMutation, PeopleUpdateUserMutationVariables>(PeopleUpdateUserDocument, options);
      }
export type PeopleUpdateUserMutationHookResult = ReturnType<typeof usePeopleUpdateUserMutation>;
export const PeopleSetUserActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PeopleSetUserActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserAccountActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PeopleUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PeopleUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"allocations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceName"}},{"kind":"Field","name":{"kind":"Name","value":"serviceRoleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;
export function usePeopleSetUserActiveMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<PeopleSetUserActiveMutation, PeopleSetUserActiveMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<PeopleSetUserActiveMutation, PeopleSetUserActiveMutationVariables>(PeopleSetUserActiveDocument, options);
      }
export type PeopleSetUserActiveMutationHookResult = ReturnType<typeof usePeopleSetUserActiveMutation>;
export const PeopleAllocateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PeopleAllocateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"allocations"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserAllocationInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allocateUserAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"allocations"},"value":{"kind":"Variable","name":{"kind":"Name","value":"allocations"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PeopleUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PeopleUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"allocations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceName"}},{"kind":"Field","name":{"kind":"Name","value":"serviceRoleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;
export function usePeopleAllocateUserMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<PeopleAllocateUserMutation, PeopleAllocateUserMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<PeopleAllocateUserMutation, PeopleAllocateUserMutationVariables>(PeopleAllocateUserDocument, options);
      }
export type PeopleAllocateUserMutationHookResult = ReturnType<typeof usePeopleAllocateUserMutation>;
export const PeopleUserRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PeopleUserRoles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userAccountRoles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"groupsRoleId"}},{"kind":"Field","name":{"kind":"Name","value":"hotelRoleId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userRoleChoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"system"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hotel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]}}]} as unknown as DocumentNode;
export function usePeopleUserRolesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<PeopleUserRolesQuery, PeopleUserRolesQueryVariables> & ({ variables: PeopleUserRolesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PeopleUserRolesQuery, PeopleUserRolesQueryVariables>(PeopleUserRolesDocument, options);
      }
export function usePeopleUserRolesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PeopleUserRolesQuery, PeopleUserRolesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PeopleUserRolesQuery, PeopleUserRolesQueryVariables>(PeopleUserRolesDocument, options);
        }
// @ts-ignore
export function usePeopleUserRolesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PeopleUserRolesQuery, PeopleUserRolesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PeopleUserRolesQuery, PeopleUserRolesQueryVariables>;
export function usePeopleUserRolesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PeopleUserRolesQuery, PeopleUserRolesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PeopleUserRolesQuery | undefined, PeopleUserRolesQueryVariables>;
export function usePeopleUserRolesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PeopleUserRolesQuery, PeopleUserRolesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PeopleUserRolesQuery, PeopleUserRolesQueryVariables>(PeopleUserRolesDocument, options);
        }
export type PeopleUserRolesQueryHookResult = ReturnType<typeof usePeopleUserRolesQuery>;
export type PeopleUserRolesLazyQueryHookResult = ReturnType<typeof usePeopleUserRolesLazyQuery>;
export type PeopleUserRolesSuspenseQueryHookResult = ReturnType<typeof usePeopleUserRolesSuspenseQuery>;
export const PeopleSetUserRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PeopleSetUserRoles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserRoleAssignmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserAccountRoles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"groupsRoleId"}},{"kind":"Field","name":{"kind":"Name","value":"hotelRoleId"}}]}}]}}]}}]} as unknown as DocumentNode;
export function usePeopleSetUserRolesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<PeopleSetUserRolesMutation, PeopleSetUserRolesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<PeopleSetUserRolesMutation, PeopleSetUserRolesMutationVariables>(PeopleSetUserRolesDocument, options);
      }
export type PeopleSetUserRolesMutationHookResult = ReturnType<typeof usePeopleSetUserRolesMutation>;
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
export const SettingsPaymentConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsPaymentConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsPaymentConfigFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsPaymentConfigFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentGateway"}},{"kind":"Field","name":{"kind":"Name","value":"merchantId"}},{"kind":"Field","name":{"kind":"Name","value":"merchantName"}},{"kind":"Field","name":{"kind":"Name","value":"returnUrl"}},{"kind":"Field","name":{"kind":"Name","value":"cardPayment"}},{"kind":"Field","name":{"kind":"Name","value":"cashPayment"}},{"kind":"Field","name":{"kind":"Name","value":"bankTransfer"}},{"kind":"Field","name":{"kind":"Name","value":"advancePaymentPercentage"}}]}}]} as unknown as DocumentNode;
export function useSettingsPaymentConfigQuery(baseOptions: ApolloReactHooks.QueryHookOptions<SettingsPaymentConfigQuery, SettingsPaymentConfigQueryVariables> & ({ variables: SettingsPaymentConfigQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SettingsPaymentConfigQuery, SettingsPaymentConfigQueryVariables>(SettingsPaymentConfigDocument, options);
      }
export function useSettingsPaymentConfigLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SettingsPaymentConfigQuery, SettingsPaymentConfigQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SettingsPaymentConfigQuery, SettingsPaymentConfigQueryVariables>(SettingsPaymentConfigDocument, options);
        }
// @ts-ignore
export function useSettingsPaymentConfigSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SettingsPaymentConfigQuery, SettingsPaymentConfigQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsPaymentConfigQuery, SettingsPaymentConfigQueryVariables>;
export function useSettingsPaymentConfigSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsPaymentConfigQuery, SettingsPaymentConfigQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsPaymentConfigQuery | undefined, SettingsPaymentConfigQueryVariables>;
export function useSettingsPaymentConfigSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsPaymentConfigQuery, SettingsPaymentConfigQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SettingsPaymentConfigQuery, SettingsPaymentConfigQueryVariables>(SettingsPaymentConfigDocument, options);
        }
export type SettingsPaymentConfigQueryHookResult = ReturnType<typeof useSettingsPaymentConfigQuery>;
export type SettingsPaymentConfigLazyQueryHookResult = ReturnType<typeof useSettingsPaymentConfigLazyQuery>;
export type SettingsPaymentConfigSuspenseQueryHookResult = ReturnType<typeof useSettingsPaymentConfigSuspenseQuery>;
export const SettingsSavePaymentConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsSavePaymentConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentConfigInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savePaymentConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"config"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsPaymentConfigFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsPaymentConfigFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentGateway"}},{"kind":"Field","name":{"kind":"Name","value":"merchantId"}},{"kind":"Field","name":{"kind":"Name","value":"merchantName"}},{"kind":"Field","name":{"kind":"Name","value":"returnUrl"}},{"kind":"Field","name":{"kind":"Name","value":"cardPayment"}},{"kind":"Field","name":{"kind":"Name","value":"cashPayment"}},{"kind":"Field","name":{"kind":"Name","value":"bankTransfer"}},{"kind":"Field","name":{"kind":"Name","value":"advancePaymentPercentage"}}]}}]} as unknown as DocumentNode;
export function useSettingsSavePaymentConfigMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SettingsSavePaymentConfigMutation, SettingsSavePaymentConfigMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SettingsSavePaymentConfigMutation, SettingsSavePaymentConfigMutationVariables>(SettingsSavePaymentConfigDocument, options);
      }
export type SettingsSavePaymentConfigMutationHookResult = ReturnType<typeof useSettingsSavePaymentConfigMutation>;
export const SettingsPaymentTimeoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsPaymentTimeout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentTimeout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"seconds"}}]}}]}}]} as unknown as DocumentNode;
export function useSettingsPaymentTimeoutQuery(baseOptions: ApolloReactHooks.QueryHookOptions<SettingsPaymentTimeoutQuery, SettingsPaymentTimeoutQueryVariables> & ({ variables: SettingsPaymentTimeoutQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SettingsPaymentTimeoutQuery, SettingsPaymentTimeoutQueryVariables>(SettingsPaymentTimeoutDocument, options);
      }
export function useSettingsPaymentTimeoutLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SettingsPaymentTimeoutQuery, SettingsPaymentTimeoutQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SettingsPaymentTimeoutQuery, SettingsPaymentTimeoutQueryVariables>(SettingsPaymentTimeoutDocument, options);
        }
// @ts-ignore
export function useSettingsPaymentTimeoutSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SettingsPaymentTimeoutQuery, SettingsPaymentTimeoutQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsPaymentTimeoutQuery, SettingsPaymentTimeoutQueryVariables>;
export function useSettingsPaymentTimeoutSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsPaymentTimeoutQuery, SettingsPaymentTimeoutQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsPaymentTimeoutQuery | undefined, SettingsPaymentTimeoutQueryVariables>;
export function useSettingsPaymentTimeoutSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsPaymentTimeoutQuery, SettingsPaymentTimeoutQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SettingsPaymentTimeoutQuery, SettingsPaymentTimeoutQueryVariables>(SettingsPaymentTimeoutDocument, options);
        }
export type SettingsPaymentTimeoutQueryHookResult = ReturnType<typeof useSettingsPaymentTimeoutQuery>;
export type SettingsPaymentTimeoutLazyQueryHookResult = ReturnType<typeof useSettingsPaymentTimeoutLazyQuery>;
export type SettingsPaymentTimeoutSuspenseQueryHookResult = ReturnType<typeof useSettingsPaymentTimeoutSuspenseQuery>;
export const SettingsSavePaymentTimeoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsSavePaymentTimeout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentTimeoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savePaymentTimeout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"timeout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"seconds"}}]}}]}}]}}]} as unknown as DocumentNode;
export function useSettingsSavePaymentTimeoutMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SettingsSavePaymentTimeoutMutation, SettingsSavePaymentTimeoutMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SettingsSavePaymentTimeoutMutation, SettingsSavePaymentTimeoutMutationVariables>(SettingsSavePaymentTimeoutDocument, options);
      }
export type SettingsSavePaymentTimeoutMutationHookResult = ReturnType<typeof useSettingsSavePaymentTimeoutMutation>;
export const SettingsReservationConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsReservationConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reservationConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsReservationConfigFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsReservationConfigFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReservationConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"onlineBooking"}},{"kind":"Field","name":{"kind":"Name","value":"advancePaymentRequired"}},{"kind":"Field","name":{"kind":"Name","value":"holdUnpaidMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"maxRoomsPerBooking"}},{"kind":"Field","name":{"kind":"Name","value":"sameDayBooking"}}]}}]} as unknown as DocumentNode;
export function useSettingsReservationConfigQuery(baseOptions: ApolloReactHooks.QueryHookOptions<SettingsReservationConfigQuery, SettingsReservationConfigQueryVariables> & ({ variables: SettingsReservationConfigQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SettingsReservationConfigQuery, SettingsReservationConfigQueryVariables>(SettingsReservationConfigDocument, options);
      }
export function useSettingsReservationConfigLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SettingsReservationConfigQuery, SettingsReservationConfigQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SettingsReservationConfigQuery, SettingsReservationConfigQueryVariables>(SettingsReservationConfigDocument, options);
        }
// @ts-ignore
export function useSettingsReservationConfigSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SettingsReservationConfigQuery, SettingsReservationConfigQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsReservationConfigQuery, SettingsReservationConfigQueryVariables>;
export function useSettingsReservationConfigSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsReservationConfigQuery, SettingsReservationConfigQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsReservationConfigQuery | undefined, SettingsReservationConfigQueryVariables>;
export function useSettingsReservationConfigSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsReservationConfigQuery, SettingsReservationConfigQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SettingsReservationConfigQuery, SettingsReservationConfigQueryVariables>(SettingsReservationConfigDocument, options);
        }
export type SettingsReservationConfigQueryHookResult = ReturnType<typeof useSettingsReservationConfigQuery>;
export type SettingsReservationConfigLazyQueryHookResult = ReturnType<typeof useSettingsReservationConfigLazyQuery>;
export type SettingsReservationConfigSuspenseQueryHookResult = ReturnType<typeof useSettingsReservationConfigSuspenseQuery>;
export const SettingsSaveReservationConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsSaveReservationConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReservationConfigInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveReservationConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"config"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsReservationConfigFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsReservationConfigFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReservationConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"onlineBooking"}},{"kind":"Field","name":{"kind":"Name","value":"advancePaymentRequired"}},{"kind":"Field","name":{"kind":"Name","value":"holdUnpaidMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"maxRoomsPerBooking"}},{"kind":"Field","name":{"kind":"Name","value":"sameDayBooking"}}]}}]} as unknown as DocumentNode;
export function useSettingsSaveReservationConfigMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SettingsSaveReservationConfigMutation, SettingsSaveReservationConfigMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SettingsSaveReservationConfigMutation, SettingsSaveReservationConfigMutationVariables>(SettingsSaveReservationConfigDocument, options);
      }
export type SettingsSaveReservationConfigMutationHookResult = ReturnType<typeof useSettingsSaveReservationConfigMutation>;
export const SettingsStandardTimeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsStandardTime"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"standardTime"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsStandardTimeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsStandardTimeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StandardTime"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"checkInTime"}},{"kind":"Field","name":{"kind":"Name","value":"checkOutTime"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]} as unknown as DocumentNode;
export function useSettingsStandardTimeQuery(baseOptions: ApolloReactHooks.QueryHookOptions<SettingsStandardTimeQuery, SettingsStandardTimeQueryVariables> & ({ variables: SettingsStandardTimeQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SettingsStandardTimeQuery, SettingsStandardTimeQueryVariables>(SettingsStandardTimeDocument, options);
      }
export function useSettingsStandardTimeLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SettingsStandardTimeQuery, SettingsStandardTimeQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SettingsStandardTimeQuery, SettingsStandardTimeQueryVariables>(SettingsStandardTimeDocument, options);
        }
// @ts-ignore
export function useSettingsStandardTimeSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SettingsStandardTimeQuery, SettingsStandardTimeQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsStandardTimeQuery, SettingsStandardTimeQueryVariables>;
export function useSettingsStandardTimeSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsStandardTimeQuery, SettingsStandardTimeQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsStandardTimeQuery | undefined, SettingsStandardTimeQueryVariables>;
export function useSettingsStandardTimeSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsStandardTimeQuery, SettingsStandardTimeQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SettingsStandardTimeQuery, SettingsStandardTimeQueryVariables>(SettingsStandardTimeDocument, options);
        }
export type SettingsStandardTimeQueryHookResult = ReturnType<typeof useSettingsStandardTimeQuery>;
export type SettingsStandardTimeLazyQueryHookResult = ReturnType<typeof useSettingsStandardTimeLazyQuery>;
export type SettingsStandardTimeSuspenseQueryHookResult = ReturnType<typeof useSettingsStandardTimeSuspenseQuery>;
export const SettingsSaveStandardTimeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsSaveStandardTime"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StandardTimeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveStandardTime"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"standardTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsStandardTimeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsStandardTimeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StandardTime"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"checkInTime"}},{"kind":"Field","name":{"kind":"Name","value":"checkOutTime"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]} as unknown as DocumentNode;
export function useSettingsSaveStandardTimeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SettingsSaveStandardTimeMutation, SettingsSaveStandardTimeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SettingsSaveStandardTimeMutation, SettingsSaveStandardTimeMutationVariables>(SettingsSaveStandardTimeDocument, options);
      }
export type SettingsSaveStandardTimeMutationHookResult = ReturnType<typeof useSettingsSaveStandardTimeMutation>;
export const SettingsMailConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsMailConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsMailConfigFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsMailConfigFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"senderEmail"}},{"kind":"Field","name":{"kind":"Name","value":"replyToEmail"}},{"kind":"Field","name":{"kind":"Name","value":"reservationMail"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceMail"}},{"kind":"Field","name":{"kind":"Name","value":"receiptMail"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationMail"}}]}}]} as unknown as DocumentNode;
export function useSettingsMailConfigQuery(baseOptions: ApolloReactHooks.QueryHookOptions<SettingsMailConfigQuery, SettingsMailConfigQueryVariables> & ({ variables: SettingsMailConfigQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SettingsMailConfigQuery, SettingsMailConfigQueryVariables>(SettingsMailConfigDocument, options);
      }
export function useSettingsMailConfigLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SettingsMailConfigQuery, SettingsMailConfigQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SettingsMailConfigQuery, SettingsMailConfigQueryVariables>(SettingsMailConfigDocument, options);
        }
// @ts-ignore
export function useSettingsMailConfigSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SettingsMailConfigQuery, SettingsMailConfigQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsMailConfigQuery, SettingsMailConfigQueryVariables>;
export function useSettingsMailConfigSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsMailConfigQuery, SettingsMailConfigQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsMailConfigQuery | undefined, SettingsMailConfigQueryVariables>;
export function useSettingsMailConfigSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsMailConfigQuery, SettingsMailConfigQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SettingsMailConfigQuery, SettingsMailConfigQueryVariables>(SettingsMailConfigDocument, options);
        }
export type SettingsMailConfigQueryHookResult = ReturnType<typeof useSettingsMailConfigQuery>;
export type SettingsMailConfigLazyQueryHookResult = ReturnType<typeof useSettingsMailConfigLazyQuery>;
export type SettingsMailConfigSuspenseQueryHookResult = ReturnType<typeof useSettingsMailConfigSuspenseQuery>;
export const SettingsSaveMailConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsSaveMailConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MailConfigInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveMailConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"config"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsMailConfigFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsMailConfigFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"senderEmail"}},{"kind":"Field","name":{"kind":"Name","value":"replyToEmail"}},{"kind":"Field","name":{"kind":"Name","value":"reservationMail"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceMail"}},{"kind":"Field","name":{"kind":"Name","value":"receiptMail"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationMail"}}]}}]} as unknown as DocumentNode;
export function useSettingsSaveMailConfigMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SettingsSaveMailConfigMutation, SettingsSaveMailConfigMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SettingsSaveMailConfigMutation, SettingsSaveMailConfigMutationVariables>(SettingsSaveMailConfigDocument, options);
      }
export type SettingsSaveMailConfigMutationHookResult = ReturnType<typeof useSettingsSaveMailConfigMutation>;
export const SettingsIdleTimeoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsIdleTimeout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idleTimeout"}}]}}]} as unknown as DocumentNode;
export function useSettingsIdleTimeoutQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<SettingsIdleTimeoutQuery, SettingsIdleTimeoutQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SettingsIdleTimeoutQuery, SettingsIdleTimeoutQueryVariables>(SettingsIdleTimeoutDocument, options);
      }
export function useSettingsIdleTimeoutLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SettingsIdleTimeoutQuery, SettingsIdleTimeoutQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SettingsIdleTimeoutQuery, SettingsIdleTimeoutQueryVariables>(SettingsIdleTimeoutDocument, options);
        }
// @ts-ignore
export function useSettingsIdleTimeoutSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SettingsIdleTimeoutQuery, SettingsIdleTimeoutQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsIdleTimeoutQuery, SettingsIdleTimeoutQueryVariables>;
export function useSettingsIdleTimeoutSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsIdleTimeoutQuery, SettingsIdleTimeoutQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsIdleTimeoutQuery | undefined, SettingsIdleTimeoutQueryVariables>;
export function useSettingsIdleTimeoutSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsIdleTimeoutQuery, SettingsIdleTimeoutQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SettingsIdleTimeoutQuery, SettingsIdleTimeoutQueryVariables>(SettingsIdleTimeoutDocument, options);
        }
export type SettingsIdleTimeoutQueryHookResult = ReturnType<typeof useSettingsIdleTimeoutQuery>;
export type SettingsIdleTimeoutLazyQueryHookResult = ReturnType<typeof useSettingsIdleTimeoutLazyQuery>;
export type SettingsIdleTimeoutSuspenseQueryHookResult = ReturnType<typeof useSettingsIdleTimeoutSuspenseQuery>;
export const SettingsSaveIdleTimeoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsSaveIdleTimeout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"seconds"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveIdleTimeout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"seconds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"seconds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"seconds"}}]}}]}}]} as unknown as DocumentNode;
export function useSettingsSaveIdleTimeoutMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SettingsSaveIdleTimeoutMutation, SettingsSaveIdleTimeoutMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SettingsSaveIdleTimeoutMutation, SettingsSaveIdleTimeoutMutationVariables>(SettingsSaveIdleTimeoutDocument, options);
      }
export type SettingsSaveIdleTimeoutMutationHookResult = ReturnType<typeof useSettingsSaveIdleTimeoutMutation>;
export const SettingsCcMailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsCcMails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ccMails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsCcMailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsCcMailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CcMail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"mailType"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]} as unknown as DocumentNode;
export function useSettingsCcMailsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<SettingsCcMailsQuery, SettingsCcMailsQueryVariables> & ({ variables: SettingsCcMailsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SettingsCcMailsQuery, SettingsCcMailsQueryVariables>(SettingsCcMailsDocument, options);
      }
export function useSettingsCcMailsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SettingsCcMailsQuery, SettingsCcMailsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SettingsCcMailsQuery, SettingsCcMailsQueryVariables>(SettingsCcMailsDocument, options);
        }
// @ts-ignore
export function useSettingsCcMailsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SettingsCcMailsQuery, SettingsCcMailsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsCcMailsQuery, SettingsCcMailsQueryVariables>;
export function useSettingsCcMailsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsCcMailsQuery, SettingsCcMailsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsCcMailsQuery | undefined, SettingsCcMailsQueryVariables>;
export function useSettingsCcMailsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsCcMailsQuery, SettingsCcMailsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SettingsCcMailsQuery, SettingsCcMailsQueryVariables>(SettingsCcMailsDocument, options);
        }
export type SettingsCcMailsQueryHookResult = ReturnType<typeof useSettingsCcMailsQuery>;
export type SettingsCcMailsLazyQueryHookResult = ReturnType<typeof useSettingsCcMailsLazyQuery>;
export type SettingsCcMailsSuspenseQueryHookResult = ReturnType<typeof useSettingsCcMailsSuspenseQuery>;
export const SettingsCreateCcMailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsCreateCcMail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CcMailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCcMail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"ccMail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsCcMailFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsCcMailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CcMail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"mailType"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]} as unknown as DocumentNode;
export function useSettingsCreateCcMailMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SettingsCreateCcMailMutation, SettingsCreateCcMailMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SettingsCreateCcMailMutation, SettingsCreateCcMailMutationVariables>(SettingsCreateCcMailDocument, options);
      }
export type SettingsCreateCcMailMutationHookResult = ReturnType<typeof useSettingsCreateCcMailMutation>;
export const SettingsUpdateCcMailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsUpdateCcMail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CcMailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCcMail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"ccMail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsCcMailFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsCcMailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CcMail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"mailType"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]} as unknown as DocumentNode;
export function useSettingsUpdateCcMailMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SettingsUpdateCcMailMutation, SettingsUpdateCcMailMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SettingsUpdateCcMailMutation, SettingsUpdateCcMailMutationVariables>(SettingsUpdateCcMailDocument, options);
      }
export type SettingsUpdateCcMailMutationHookResult = ReturnType<typeof useSettingsUpdateCcMailMutation>;
export const SettingsDeleteCcMailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsDeleteCcMail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCcMail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode;
export function useSettingsDeleteCcMailMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SettingsDeleteCcMailMutation, SettingsDeleteCcMailMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SettingsDeleteCcMailMutation, SettingsDeleteCcMailMutationVariables>(SettingsDeleteCcMailDocument, options);
      }
export type SettingsDeleteCcMailMutationHookResult = ReturnType<typeof useSettingsDeleteCcMailMutation>;
export const SettingsTermsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsTerms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"termsAndConditions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsTermFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsTermFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TermCondition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"termType"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode;
export function useSettingsTermsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<SettingsTermsQuery, SettingsTermsQueryVariables> & ({ variables: SettingsTermsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SettingsTermsQuery, SettingsTermsQueryVariables>(SettingsTermsDocument, options);
      }
export function useSettingsTermsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SettingsTermsQuery, SettingsTermsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SettingsTermsQuery, SettingsTermsQueryVariables>(SettingsTermsDocument, options);
        }
// @ts-ignore
export function useSettingsTermsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SettingsTermsQuery, SettingsTermsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsTermsQuery, SettingsTermsQueryVariables>;
export function useSettingsTermsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsTermsQuery, SettingsTermsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsTermsQuery | undefined, SettingsTermsQueryVariables>;
export function useSettingsTermsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsTermsQuery, SettingsTermsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SettingsTermsQuery, SettingsTermsQueryVariables>(SettingsTermsDocument, options);
        }
export type SettingsTermsQueryHookResult = ReturnType<typeof useSettingsTermsQuery>;
export type SettingsTermsLazyQueryHookResult = ReturnType<typeof useSettingsTermsLazyQuery>;
export type SettingsTermsSuspenseQueryHookResult = ReturnType<typeof useSettingsTermsSuspenseQuery>;
export const SettingsCreateTermDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsCreateTerm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TermConditionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTermCondition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"term"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsTermFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsTermFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TermCondition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"termType"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode;
export function useSettingsCreateTermMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SettingsCreateTermMutation, SettingsCreateTermMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SettingsCreateTermMutation, SettingsCreateTermMutationVariables>(SettingsCreateTermDocument, options);
      }
export type SettingsCreateTermMutationHookResult = ReturnType<typeof useSettingsCreateTermMutation>;
export const SettingsUpdateTermDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsUpdateTerm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TermConditionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTermCondition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"term"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsTermFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsTermFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TermCondition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"termType"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode;
export function useSettingsUpdateTermMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SettingsUpdateTermMutation, SettingsUpdateTermMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SettingsUpdateTermMutation, SettingsUpdateTermMutationVariables>(SettingsUpdateTermDocument, options);
      }
export type SettingsUpdateTermMutationHookResult = ReturnType<typeof useSettingsUpdateTermMutation>;
export const SettingsDeleteTermDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsDeleteTerm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTermCondition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode;
export function useSettingsDeleteTermMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SettingsDeleteTermMutation, SettingsDeleteTermMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SettingsDeleteTermMutation, SettingsDeleteTermMutationVariables>(SettingsDeleteTermDocument, options);
      }
export type SettingsDeleteTermMutationHookResult = ReturnType<typeof useSettingsDeleteTermMutation>;
export const SettingsPromotionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsPromotions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"promotions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsPromotionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsPromotionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Promotion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"discountType"}},{"kind":"Field","name":{"kind":"Name","value":"discountValue"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"direct"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode;
export function useSettingsPromotionsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<SettingsPromotionsQuery, SettingsPromotionsQueryVariables> & ({ variables: SettingsPromotionsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SettingsPromotionsQuery, SettingsPromotionsQueryVariables>(SettingsPromotionsDocument, options);
      }
export function useSettingsPromotionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SettingsPromotionsQuery, SettingsPromotionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SettingsPromotionsQuery, SettingsPromotionsQueryVariables>(SettingsPromotionsDocument, options);
        }
// @ts-ignore
export function useSettingsPromotionsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SettingsPromotionsQuery, SettingsPromotionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsPromotionsQuery, SettingsPromotionsQueryVariables>;
export function useSettingsPromotionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsPromotionsQuery, SettingsPromotionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsPromotionsQuery | undefined, SettingsPromotionsQueryVariables>;
export function useSettingsPromotionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsPromotionsQuery, SettingsPromotionsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SettingsPromotionsQuery, SettingsPromotionsQueryVariables>(SettingsPromotionsDocument, options);
        }
export type SettingsPromotionsQueryHookResult = ReturnType<typeof useSettingsPromotionsQuery>;
export type SettingsPromotionsLazyQueryHookResult = ReturnType<typeof useSettingsPromotionsLazyQuery>;
export type SettingsPromotionsSuspenseQueryHookResult = ReturnType<typeof useSettingsPromotionsSuspenseQuery>;
export const SettingsCreatePromotionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsCreatePromotion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPromotion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"promotion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsPromotionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsPromotionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Promotion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"discountType"}},{"kind":"Field","name":{"kind":"Name","value":"discountValue"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"direct"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode;
export function useSettingsCreatePromotionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SettingsCreatePromotionMutation, SettingsCreatePromotionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SettingsCreatePromotionMutation, SettingsCreatePromotionMutationVariables>(SettingsCreatePromotionDocument, options);
      }
export type SettingsCreatePromotionMutationHookResult = ReturnType<typeof useSettingsCreatePromotionMutation>;
export const SettingsUpdatePromotionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsUpdatePromotion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePromotion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"promotion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsPromotionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsPromotionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Promotion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"discountType"}},{"kind":"Field","name":{"kind":"Name","value":"discountValue"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"direct"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode;
export function useSettingsUpdatePromotionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SettingsUpdatePromotionMutation, SettingsUpdatePromotionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SettingsUpdatePromotionMutation, SettingsUpdatePromotionMutationVariables>(SettingsUpdatePromotionDocument, options);
      }
export type SettingsUpdatePromotionMutationHookResult = ReturnType<typeof useSettingsUpdatePromotionMutation>;
export const SettingsDeletePromotionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsDeletePromotion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePromotion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode;
export function useSettingsDeletePromotionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SettingsDeletePromotionMutation, SettingsDeletePromotionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SettingsDeletePromotionMutation, SettingsDeletePromotionMutationVariables>(SettingsDeletePromotionDocument, options);
      }
export type SettingsDeletePromotionMutationHookResult = ReturnType<typeof useSettingsDeletePromotionMutation>;
export const SettingsRoomBlocksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsRoomBlocks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roomNumber"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomBlocks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"roomNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roomNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsRoomBlockFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsRoomBlockFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoomBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode;
export function useSettingsRoomBlocksQuery(baseOptions: ApolloReactHooks.QueryHookOptions<SettingsRoomBlocksQuery, SettingsRoomBlocksQueryVariables> & ({ variables: SettingsRoomBlocksQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SettingsRoomBlocksQuery, SettingsRoomBlocksQueryVariables>(SettingsRoomBlocksDocument, options);
      }
export function useSettingsRoomBlocksLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SettingsRoomBlocksQuery, SettingsRoomBlocksQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SettingsRoomBlocksQuery, SettingsRoomBlocksQueryVariables>(SettingsRoomBlocksDocument, options);
        }
// @ts-ignore
export function useSettingsRoomBlocksSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SettingsRoomBlocksQuery, SettingsRoomBlocksQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsRoomBlocksQuery, SettingsRoomBlocksQueryVariables>;
export function useSettingsRoomBlocksSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsRoomBlocksQuery, SettingsRoomBlocksQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsRoomBlocksQuery | undefined, SettingsRoomBlocksQueryVariables>;
export function useSettingsRoomBlocksSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsRoomBlocksQuery, SettingsRoomBlocksQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SettingsRoomBlocksQuery, SettingsRoomBlocksQueryVariables>(SettingsRoomBlocksDocument, options);
        }
export type SettingsRoomBlocksQueryHookResult = ReturnType<typeof useSettingsRoomBlocksQuery>;
export type SettingsRoomBlocksLazyQueryHookResult = ReturnType<typeof useSettingsRoomBlocksLazyQuery>;
export type SettingsRoomBlocksSuspenseQueryHookResult = ReturnType<typeof useSettingsRoomBlocksSuspenseQuery>;
export const SettingsBlockableRoomsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsBlockableRooms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blockableRooms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]} as unknown as DocumentNode;
export function useSettingsBlockableRoomsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<SettingsBlockableRoomsQuery, SettingsBlockableRoomsQueryVariables> & ({ variables: SettingsBlockableRoomsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SettingsBlockableRoomsQuery, SettingsBlockableRoomsQueryVariables>(SettingsBlockableRoomsDocument, options);
      }
export function useSettingsBlockableRoomsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SettingsBlockableRoomsQuery, SettingsBlockableRoomsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SettingsBlockableRoomsQuery, SettingsBlockableRoomsQueryVariables>(SettingsBlockableRoomsDocument, options);
        }
// @ts-ignore
export function useSettingsBlockableRoomsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SettingsBlockableRoomsQuery, SettingsBlockableRoomsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsBlockableRoomsQuery, SettingsBlockableRoomsQueryVariables>;
export function useSettingsBlockableRoomsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsBlockableRoomsQuery, SettingsBlockableRoomsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsBlockableRoomsQuery | undefined, SettingsBlockableRoomsQueryVariables>;
export function useSettingsBlockableRoomsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsBlockableRoomsQuery, SettingsBlockableRoomsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SettingsBlockableRoomsQuery, SettingsBlockableRoomsQueryVariables>(SettingsBlockableRoomsDocument, options);
        }
export type SettingsBlockableRoomsQueryHookResult = ReturnType<typeof useSettingsBlockableRoomsQuery>;
export type SettingsBlockableRoomsLazyQueryHookResult = ReturnType<typeof useSettingsBlockableRoomsLazyQuery>;
export type SettingsBlockableRoomsSuspenseQueryHookResult = ReturnType<typeof useSettingsBlockableRoomsSuspenseQuery>;
export const SettingsCreateRoomBlockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsCreateRoomBlock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RoomBlockInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRoomBlock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"roomBlock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsRoomBlockFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsRoomBlockFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoomBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode;
export function useSettingsCreateRoomBlockMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SettingsCreateRoomBlockMutation, SettingsCreateRoomBlockMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SettingsCreateRoomBlockMutation, SettingsCreateRoomBlockMutationVariables>(SettingsCreateRoomBlockDocument, options);
      }
export type SettingsCreateRoomBlockMutationHookResult = ReturnType<typeof useSettingsCreateRoomBlockMutation>;
export const SettingsUpdateRoomBlockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsUpdateRoomBlock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RoomBlockInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRoomBlock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"roomBlock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsRoomBlockFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsRoomBlockFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoomBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode;
export function useSettingsUpdateRoomBlockMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SettingsUpdateRoomBlockMutation, SettingsUpdateRoomBlockMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SettingsUpdateRoomBlockMutation, SettingsUpdateRoomBlockMutationVariables>(SettingsUpdateRoomBlockDocument, options);
      }
export type SettingsUpdateRoomBlockMutationHookResult = ReturnType<typeof useSettingsUpdateRoomBlockMutation>;
export const SettingsDeleteRoomBlockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsDeleteRoomBlock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRoomBlock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode;
export function useSettingsDeleteRoomBlockMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SettingsDeleteRoomBlockMutation, SettingsDeleteRoomBlockMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SettingsDeleteRoomBlockMutation, SettingsDeleteRoomBlockMutationVariables>(SettingsDeleteRoomBlockDocument, options);
      }
export type SettingsDeleteRoomBlockMutationHookResult = ReturnType<typeof useSettingsDeleteRoomBlockMutation>;
export const SettingsMinimumNightsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsMinimumNights"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"web"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direct"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minimumNights"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}},{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"web"},"value":{"kind":"Variable","name":{"kind":"Name","value":"web"}}},{"kind":"Argument","name":{"kind":"Name","value":"direct"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direct"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsMinimumNightFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsMinimumNightFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MinimumNightConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"always"}},{"kind":"Field","name":{"kind":"Name","value":"numOfDays"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"direct"}}]}}]} as unknown as DocumentNode;
export function useSettingsMinimumNightsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<SettingsMinimumNightsQuery, SettingsMinimumNightsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SettingsMinimumNightsQuery, SettingsMinimumNightsQueryVariables>(SettingsMinimumNightsDocument, options);
      }
export function useSettingsMinimumNightsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SettingsMinimumNightsQuery, SettingsMinimumNightsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SettingsMinimumNightsQuery, SettingsMinimumNightsQueryVariables>(SettingsMinimumNightsDocument, options);
        }
// @ts-ignore
export function useSettingsMinimumNightsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SettingsMinimumNightsQuery, SettingsMinimumNightsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsMinimumNightsQuery, SettingsMinimumNightsQueryVariables>;
export function useSettingsMinimumNightsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsMinimumNightsQuery, SettingsMinimumNightsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsMinimumNightsQuery | undefined, SettingsMinimumNightsQueryVariables>;
export function useSettingsMinimumNightsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsMinimumNightsQuery, SettingsMinimumNightsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SettingsMinimumNightsQuery, SettingsMinimumNightsQueryVariables>(SettingsMinimumNightsDocument, options);
        }
export type SettingsMinimumNightsQueryHookResult = ReturnType<typeof useSettingsMinimumNightsQuery>;
export type SettingsMinimumNightsLazyQueryHookResult = ReturnType<typeof useSettingsMinimumNightsLazyQuery>;
export type SettingsMinimumNightsSuspenseQueryHookResult = ReturnType<typeof useSettingsMinimumNightsSuspenseQuery>;
export const SettingsCreateMinimumNightDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsCreateMinimumNight"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MinimumNightInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMinimumNight"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"config"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsMinimumNightFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsMinimumNightFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MinimumNightConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"always"}},{"kind":"Field","name":{"kind":"Name","value":"numOfDays"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"direct"}}]}}]} as unknown as DocumentNode;
export function useSettingsCreateMinimumNightMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SettingsCreateMinimumNightMutation, SettingsCreateMinimumNightMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SettingsCreateMinimumNightMutation, SettingsCreateMinimumNightMutationVariables>(SettingsCreateMinimumNightDocument, options);
      }
export type SettingsCreateMinimumNightMutationHookResult = ReturnType<typeof useSettingsCreateMinimumNightMutation>;
export const SettingsUpdateMinimumNightDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsUpdateMinimumNight"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MinimumNightInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMinimumNight"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"config"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsMinimumNightFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsMinimumNightFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MinimumNightConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"always"}},{"kind":"Field","name":{"kind":"Name","value":"numOfDays"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"direct"}}]}}]} as unknown as DocumentNode;
export function useSettingsUpdateMinimumNightMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SettingsUpdateMinimumNightMutation, SettingsUpdateMinimumNightMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SettingsUpdateMinimumNightMutation, SettingsUpdateMinimumNightMutationVariables>(SettingsUpdateMinimumNightDocument, options);
      }
export type SettingsUpdateMinimumNightMutationHookResult = ReturnType<typeof useSettingsUpdateMinimumNightMutation>;
export const SettingsDeleteMinimumNightDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsDeleteMinimumNight"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMinimumNight"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode;
export function useSettingsDeleteMinimumNightMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SettingsDeleteMinimumNightMutation, SettingsDeleteMinimumNightMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SettingsDeleteMinimumNightMutation, SettingsDeleteMinimumNightMutationVariables>(SettingsDeleteMinimumNightDocument, options);
      }
export type SettingsDeleteMinimumNightMutationHookResult = ReturnType<typeof useSettingsDeleteMinimumNightMutation>;
export const SettingsUserDiscountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsUserDiscounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userDiscounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}},{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsUserDiscountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsUserDiscountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserDiscount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}}]}}]} as unknown as DocumentNode;
export function useSettingsUserDiscountsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<SettingsUserDiscountsQuery, SettingsUserDiscountsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SettingsUserDiscountsQuery, SettingsUserDiscountsQueryVariables>(SettingsUserDiscountsDocument, options);
      }
export function useSettingsUserDiscountsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SettingsUserDiscountsQuery, SettingsUserDiscountsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SettingsUserDiscountsQuery, SettingsUserDiscountsQueryVariables>(SettingsUserDiscountsDocument, options);
        }
// @ts-ignore
export function useSettingsUserDiscountsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SettingsUserDiscountsQuery, SettingsUserDiscountsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsUserDiscountsQuery, SettingsUserDiscountsQueryVariables>;
export function useSettingsUserDiscountsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsUserDiscountsQuery, SettingsUserDiscountsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsUserDiscountsQuery | undefined, SettingsUserDiscountsQueryVariables>;
export function useSettingsUserDiscountsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsUserDiscountsQuery, SettingsUserDiscountsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SettingsUserDiscountsQuery, SettingsUserDiscountsQueryVariables>(SettingsUserDiscountsDocument, options);
        }
export type SettingsUserDiscountsQueryHookResult = ReturnType<typeof useSettingsUserDiscountsQuery>;
export type SettingsUserDiscountsLazyQueryHookResult = ReturnType<typeof useSettingsUserDiscountsLazyQuery>;
export type SettingsUserDiscountsSuspenseQueryHookResult = ReturnType<typeof useSettingsUserDiscountsSuspenseQuery>;
export const SettingsUserDiscountCandidatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsUserDiscountCandidates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userDiscountCandidates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}},{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode;
export function useSettingsUserDiscountCandidatesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<SettingsUserDiscountCandidatesQuery, SettingsUserDiscountCandidatesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SettingsUserDiscountCandidatesQuery, SettingsUserDiscountCandidatesQueryVariables>(SettingsUserDiscountCandidatesDocument, options);
      }
export function useSettingsUserDiscountCandidatesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SettingsUserDiscountCandidatesQuery, SettingsUserDiscountCandidatesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SettingsUserDiscountCandidatesQuery, SettingsUserDiscountCandidatesQueryVariables>(SettingsUserDiscountCandidatesDocument, options);
        }
// @ts-ignore
export function useSettingsUserDiscountCandidatesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SettingsUserDiscountCandidatesQuery, SettingsUserDiscountCandidatesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsUserDiscountCandidatesQuery, SettingsUserDiscountCandidatesQueryVariables>;
export function useSettingsUserDiscountCandidatesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsUserDiscountCandidatesQuery, SettingsUserDiscountCandidatesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsUserDiscountCandidatesQuery | undefined, SettingsUserDiscountCandidatesQueryVariables>;
export function useSettingsUserDiscountCandidatesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsUserDiscountCandidatesQuery, SettingsUserDiscountCandidatesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SettingsUserDiscountCandidatesQuery, SettingsUserDiscountCandidatesQueryVariables>(SettingsUserDiscountCandidatesDocument, options);
        }
export type SettingsUserDiscountCandidatesQueryHookResult = ReturnType<typeof useSettingsUserDiscountCandidatesQuery>;
export type SettingsUserDiscountCandidatesLazyQueryHookResult = ReturnType<typeof useSettingsUserDiscountCandidatesLazyQuery>;
export type SettingsUserDiscountCandidatesSuspenseQueryHookResult = ReturnType<typeof useSettingsUserDiscountCandidatesSuspenseQuery>;
export const SettingsCreateUserDiscountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsCreateUserDiscounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUserDiscountsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUserDiscounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"discounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsUserDiscountFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsUserDiscountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserDiscount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}}]}}]} as unknown as DocumentNode;
export function useSettingsCreateUserDiscountsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SettingsCreateUserDiscountsMutation, SettingsCreateUserDiscountsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SettingsCreateUserDiscountsMutation, SettingsCreateUserDiscountsMutationVariables>(SettingsCreateUserDiscountsDocument, options);
      }
export type SettingsCreateUserDiscountsMutationHookResult = ReturnType<typeof useSettingsCreateUserDiscountsMutation>;
export const SettingsUpdateUserDiscountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsUpdateUserDiscount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserDiscountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserDiscount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsUserDiscountFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsUserDiscountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserDiscount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}}]}}]} as unknown as DocumentNode;
export function useSettingsUpdateUserDiscountMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SettingsUpdateUserDiscountMutation, SettingsUpdateUserDiscountMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SettingsUpdateUserDiscountMutation, SettingsUpdateUserDiscountMutationVariables>(SettingsUpdateUserDiscountDocument, options);
      }
export type SettingsUpdateUserDiscountMutationHookResult = ReturnType<typeof useSettingsUpdateUserDiscountMutation>;
export const SettingsDeleteUserDiscountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsDeleteUserDiscount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUserDiscount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode;
export function useSettingsDeleteUserDiscountMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SettingsDeleteUserDiscountMutation, SettingsDeleteUserDiscountMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SettingsDeleteUserDiscountMutation, SettingsDeleteUserDiscountMutationVariables>(SettingsDeleteUserDiscountDocument, options);
      }
export type SettingsDeleteUserDiscountMutationHookResult = ReturnType<typeof useSettingsDeleteUserDiscountMutation>;
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
export const HotelScopeOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HotelScopeOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hotels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}}]}}]}}]} as unknown as DocumentNode;
export function useHotelScopeOptionsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<HotelScopeOptionsQuery, HotelScopeOptionsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<HotelScopeOptionsQuery, HotelScopeOptionsQueryVariables>(HotelScopeOptionsDocument, options);
      }
export function useHotelScopeOptionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<HotelScopeOptionsQuery, HotelScopeOptionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<HotelScopeOptionsQuery, HotelScopeOptionsQueryVariables>(HotelScopeOptionsDocument, options);
        }
// @ts-ignore
export function useHotelScopeOptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<HotelScopeOptionsQuery, HotelScopeOptionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<HotelScopeOptionsQuery, HotelScopeOptionsQueryVariables>;
export function useHotelScopeOptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<HotelScopeOptionsQuery, HotelScopeOptionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<HotelScopeOptionsQuery | undefined, HotelScopeOptionsQueryVariables>;
export function useHotelScopeOptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<HotelScopeOptionsQuery, HotelScopeOptionsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<HotelScopeOptionsQuery, HotelScopeOptionsQueryVariables>(HotelScopeOptionsDocument, options);
        }
export type HotelScopeOptionsQueryHookResult = ReturnType<typeof useHotelScopeOptionsQuery>;
export type HotelScopeOptionsLazyQueryHookResult = ReturnType<typeof useHotelScopeOptionsLazyQuery>;
export type HotelScopeOptionsSuspenseQueryHookResult = ReturnType<typeof useHotelScopeOptionsSuspenseQuery>;
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