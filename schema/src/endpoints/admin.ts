// Administration (core-platform §2 group/hotel/service admin and hotel settings, §7; operations §7
// Employees, roles and configuration; Discounts and minimum nights): roles at every level, employees,
// standard time, user discounts, minimum nights, the hotel settings the spec lists without calls
// (designed here in the same style), and the audit log of every write.
//
// Roles live at four levels: role (system-wide), groups-role (per group), hotel-role (per hotel) and
// service-role (per service). Only service roles carry privileges (service-role-services-permission);
// the other levels name a user's position and carry none, so rights have one source.
import { z } from 'zod';
import { endpoint, pagingQuery, pathId, qBool, qInt, qList } from '../contract.js';
import {
  EMPLOYEE_SORT_FIELDS,
  applicableRole,
  auditAction,
  auditEntry,
  ccMailConfig,
  ccMailConfigInput,
  employee,
  employeeInput,
  groupsRole,
  groupsRoleInput,
  hotelRole,
  hotelRoleInput,
  mailConfig,
  mailConfigInput,
  minimumNightConfig,
  minimumNightConfigInput,
  minimumNightRule,
  paymentConfig,
  paymentConfigInput,
  paymentTimeout,
  paymentTimeoutInput,
  promotion,
  promotionInput,
  reservationConfig,
  reservationConfigInput,
  role,
  roleInput,
  roomBlock,
  roomBlockInput,
  serviceRole,
  serviceRoleInput,
  standardTimeConfig,
  standardTimeConfigInput,
  termCondition,
  termConditionInput,
  userDiscount,
  userDiscountInput,
  userRole,
  userRoleInput,
} from '../admin-entities.js';

/** The shapes, for the BFF and tests: `admin.entities.employee`. */
export * as entities from '../admin-entities.js';

const id = z.object({ id: pathId() });
const hotelIdParam = z.object({ hotelId: pathId() });
const idList = qList(z.coerce.number().int().positive()).pipe(z.array(z.number()).max(200));
const isoDateOrTime = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

// ------------------------------------------------------------------------------ roles: system

export const listRoles = endpoint({
  id: 'listRoles',
  area: 'auth',
  method: 'GET',
  path: 'role',
  summary: 'System-wide roles',
  result: z.object({ role: z.array(role) }),
});
export const createRole = endpoint({
  id: 'createRole',
  area: 'auth',
  method: 'POST',
  path: 'role',
  body: roleInput,
  summary: 'Creates a system-wide role (ADMIN only)',
  result: z.object({ role }),
});
export const updateRole = endpoint({
  id: 'updateRole',
  area: 'auth',
  method: 'PUT',
  path: 'role',
  body: roleInput.extend({ id: z.number().int().positive() }),
  summary: 'Updates a system-wide role (ADMIN only)',
  result: z.object({ role }),
});
export const deleteRole = endpoint({
  id: 'deleteRole',
  area: 'auth',
  method: 'DELETE',
  path: 'role/{id}',
  params: id,
  summary: 'Deletes a system-wide role nobody holds',
  result: z.object({}),
});
export const rolesOfService = endpoint({
  id: 'rolesOfService',
  area: 'auth',
  method: 'GET',
  path: 'role/service/{id}',
  params: id,
  summary: "Every role that applies to a service: system, its group's, its hotel's and its own service roles",
  result: z.object({ role: z.array(applicableRole) }),
});
export const rolesOfHotel = endpoint({
  id: 'rolesOfHotel',
  area: 'auth',
  method: 'GET',
  path: 'role/hotel/{id}',
  params: id,
  summary: "Every role that applies to a hotel: system, its group's, its own and its services' roles",
  result: z.object({ role: z.array(applicableRole) }),
});

// ------------------------------------------------------------------------------- roles: group

export const listGroupsRoles = endpoint({
  id: 'listGroupsRoles',
  area: 'auth',
  method: 'GET',
  path: 'groups-role',
  summary: "Group roles of the caller's groups",
  result: z.object({ groupsRole: z.array(groupsRole) }),
});
export const createGroupsRole = endpoint({
  id: 'createGroupsRole',
  area: 'auth',
  method: 'POST',
  path: 'groups-role',
  body: groupsRoleInput,
  summary: 'Creates a role of a group',
  result: z.object({ groupsRole }),
});
export const updateGroupsRole = endpoint({
  id: 'updateGroupsRole',
  area: 'auth',
  method: 'PUT',
  path: 'groups-role',
  body: groupsRoleInput.extend({ id: z.number().int().positive() }),
  summary: 'Updates a role of a group',
  result: z.object({ groupsRole }),
});
export const deleteGroupsRole = endpoint({
  id: 'deleteGroupsRole',
  area: 'auth',
  method: 'DELETE',
  path: 'groups-role/{id}',
  params: id,
  summary: 'Deletes a group role nobody holds',
  result: z.object({}),
});
export const groupsRolesOfGroup = endpoint({
  id: 'groupsRolesOfGroup',
  area: 'auth',
  method: 'GET',
  path: 'groups-role/groupsId/{id}',
  params: id,
  summary: 'Roles of one group',
  result: z.object({ groupsRole: z.array(groupsRole) }),
});

// ------------------------------------------------------------------------------- roles: hotel

export const listHotelRoles = endpoint({
  id: 'listHotelRoles',
  area: 'auth',
  method: 'GET',
  path: 'hotel-role',
  summary: "Hotel roles of the caller's hotels",
  result: z.object({ hotelRole: z.array(hotelRole) }),
});
export const createHotelRole = endpoint({
  id: 'createHotelRole',
  area: 'auth',
  method: 'POST',
  path: 'hotel-role',
  body: hotelRoleInput,
  summary: 'Creates a role of a hotel',
  result: z.object({ hotelRole }),
});
export const updateHotelRole = endpoint({
  id: 'updateHotelRole',
  area: 'auth',
  method: 'PUT',
  path: 'hotel-role',
  body: hotelRoleInput.extend({ id: z.number().int().positive() }),
  summary: 'Updates a role of a hotel',
  result: z.object({ hotelRole }),
});
export const deleteHotelRole = endpoint({
  id: 'deleteHotelRole',
  area: 'auth',
  method: 'DELETE',
  path: 'hotel-role/{id}',
  params: id,
  summary: 'Deletes a hotel role nobody holds',
  result: z.object({}),
});
export const hotelRolesOfHotel = endpoint({
  id: 'hotelRolesOfHotel',
  area: 'auth',
  method: 'GET',
  path: 'hotel-role/hotelId/{id}',
  params: id,
  summary: 'Roles of one hotel',
  result: z.object({ hotelRole: z.array(hotelRole) }),
});

// ----------------------------------------------------------------------------- roles: service

export const listServiceRoles = endpoint({
  id: 'listServiceRoles',
  area: 'auth',
  method: 'GET',
  path: 'service-role',
  summary: "Service roles of the caller's services",
  result: z.object({ serviceRole: z.array(serviceRole) }),
});
export const createServiceRole = endpoint({
  id: 'createServiceRole',
  area: 'auth',
  method: 'POST',
  path: 'service-role',
  body: serviceRoleInput,
  summary: 'Creates a role of a service (its privileges start at NO_PERMISSION)',
  result: z.object({ serviceRole }),
});
export const updateServiceRole = endpoint({
  id: 'updateServiceRole',
  area: 'auth',
  method: 'PUT',
  path: 'service-role',
  body: serviceRoleInput.extend({ id: z.number().int().positive() }),
  summary: 'Renames or (de)activates a role of a service; the service cannot change',
  result: z.object({ serviceRole }),
});
export const deleteServiceRole = endpoint({
  id: 'deleteServiceRole',
  area: 'auth',
  method: 'DELETE',
  path: 'service-role/{id}',
  params: id,
  summary: 'Deletes a service role nobody holds, with its privileges',
  result: z.object({}),
});
export const serviceRolesOfService = endpoint({
  id: 'serviceRolesOfService',
  area: 'auth',
  method: 'GET',
  path: 'service-role/serviceId/{id}',
  params: id,
  summary: 'Roles of one service',
  result: z.object({ serviceRole: z.array(serviceRole) }),
});
export const serviceRolesOfServicesAndHotels = endpoint({
  id: 'serviceRolesOfServicesAndHotels',
  area: 'auth',
  method: 'GET',
  path: 'service-role/service-id-list-hotel-id-list',
  query: z.object({ hotelIdList: idList.optional(), serviceIdList: idList.optional() }),
  summary: 'Service roles of the listed services and of every service of the listed hotels',
  result: z.object({ serviceRole: z.array(serviceRole) }),
});

// ------------------------------------------------------------------- roles a user holds (designed)

export const userRoleOf = endpoint({
  id: 'userRoleOf',
  area: 'auth',
  method: 'GET',
  path: 'user-role/user/{id}',
  params: id,
  designed: true,
  summary: 'The system, group and hotel role a user holds',
  result: z.object({ userRole }),
});
export const updateUserRole = endpoint({
  id: 'updateUserRole',
  area: 'auth',
  method: 'PUT',
  path: 'user-role',
  body: userRoleInput,
  designed: true,
  summary: 'Sets the system, group and hotel role a user holds (null: none)',
  result: z.object({ userRole }),
});

// ---------------------------------------------------------------------------------- employees

export const employeesOfHotel = endpoint({
  id: 'employeesOfHotel',
  area: 'auth',
  method: 'GET',
  path: 'employee/hotel/{hotelId}',
  params: hotelIdParam,
  query: z.object({
    ...pagingQuery,
    sortField: z.enum(EMPLOYEE_SORT_FIELDS).default('id'),
    direction: z.enum(['ASC', 'DESC']).default('ASC'),
    name: z.string().max(120).optional(),
  }),
  paged: true,
  summary: "A hotel's employees, paged and sorted (name: contains, over name, email and designation)",
  result: z.object({ employee: z.array(employee) }),
});
export const createEmployee = endpoint({
  id: 'createEmployee',
  area: 'auth',
  method: 'POST',
  path: 'employee',
  body: employeeInput,
  summary: 'Adds an employee to a hotel',
  result: z.object({ employee }),
});
export const updateEmployee = endpoint({
  id: 'updateEmployee',
  area: 'auth',
  method: 'PUT',
  path: 'employee',
  body: employeeInput.extend({ id: z.number().int().positive() }),
  summary: 'Updates an employee',
  result: z.object({ employee }),
});
export const deleteEmployee = endpoint({
  id: 'deleteEmployee',
  area: 'auth',
  method: 'DELETE',
  path: 'employee/{id}',
  params: id,
  summary: 'Removes an employee',
  result: z.object({}),
});

// ------------------------------------------------------------------------------ standard time

export const standardTimes = endpoint({
  id: 'standardTimes',
  area: 'hotel',
  method: 'GET',
  path: 'standard-time-config/all',
  query: z.object({ hotelId: qInt().min(0).default(0) }),
  summary: "Standard check-in and check-out times: hotelId 0 the default, else the hotel's (or the default)",
  result: z.object({ standardTimeConfig: z.array(standardTimeConfig) }),
});
export const updateStandardTime = endpoint({
  id: 'updateStandardTime',
  area: 'hotel',
  method: 'PUT',
  path: 'standard-time-config',
  body: standardTimeConfigInput,
  summary: "Sets the default (hotelId 0, ADMIN only) or a hotel's standard times",
  result: z.object({ standardTimeConfig: z.array(standardTimeConfig) }),
});

// ------------------------------------------------------------------------------ user discounts

export const userDiscounts = endpoint({
  id: 'userDiscounts',
  area: 'hotel',
  method: 'GET',
  path: 'user-discount-permission',
  query: z.object({
    hotelId: qInt().positive().optional(),
    groupsId: qInt().positive().optional(),
    userEmail: z.string().max(254).optional(),
  }),
  summary: "The discount allowances of a hotel's (or a group's) users; userEmail searches name and email",
  result: z.object({ userDiscount: z.array(userDiscount) }),
});
export const userDiscountOfUser = endpoint({
  id: 'userDiscountOfUser',
  area: 'hotel',
  method: 'GET',
  path: 'user-discount-permission/user/{id}',
  params: id,
  query: z.object({ hotelId: qInt().positive() }),
  summary: "A user's discount allowance at a hotel: the hotel's, else the group's, else 0",
  result: z.object({ userDiscount: userDiscount.nullable(), percentage: z.number() }),
});
export const createUserDiscounts = endpoint({
  id: 'createUserDiscounts',
  area: 'hotel',
  method: 'POST',
  path: 'user-discount-permission',
  body: z.array(userDiscountInput).min(1, 'Please select a user').max(200),
  summary: 'Gives several users a discount allowance at a hotel or group',
  result: z.object({ userDiscount: z.array(userDiscount) }),
});
export const updateUserDiscount = endpoint({
  id: 'updateUserDiscount',
  area: 'hotel',
  method: 'PUT',
  path: 'user-discount-permission',
  body: userDiscountInput.extend({ id: z.number().int().positive() }),
  summary: "Changes a user's discount allowance",
  result: z.object({ userDiscount }),
});
export const deleteUserDiscount = endpoint({
  id: 'deleteUserDiscount',
  area: 'hotel',
  method: 'DELETE',
  path: 'user-discount-permission/{id}',
  params: id,
  designed: true,
  summary: "Removes a user's discount allowance",
  result: z.object({}),
});

/** A user a discount may be given to: they work at the hotel (or in the group). */
export const discountCandidate = z.object({ userId: z.number().int(), name: z.string(), email: z.string() });
export const discountCandidates = endpoint({
  id: 'discountCandidates',
  area: 'hotel',
  method: 'GET',
  path: 'user-discount-permission/users',
  query: z.object({ hotelId: qInt().positive().optional(), groupsId: qInt().positive().optional() }),
  designed: true,
  summary: 'The users working at a hotel (or in a group) a discount may be given to, by name (USER_DISCOUNT add)',
  result: z.object({ user: z.array(discountCandidate) }),
});

// ------------------------------------------------------------------------------ minimum nights

export const minimumNightRuleFor = endpoint({
  id: 'minimumNightRuleFor',
  area: 'hotel',
  method: 'GET',
  path: 'minimum-night-config',
  query: z.object({ hotelId: qInt().positive(), startDate: z.iso.date(), endDate: z.iso.date() }),
  summary: "The minimum-night rules overlapping a stay at a hotel, with the caller's discount percentage",
  result: z.object({ minimumNightConfig: minimumNightRule }),
});
export const searchMinimumNights = endpoint({
  id: 'searchMinimumNights',
  area: 'hotel',
  method: 'GET',
  path: 'minimum-night-config/search',
  query: z.object({
    hotelId: qInt().positive().optional(),
    groupsId: qInt().positive().optional(),
    web: qBool().optional(),
    direct: qBool().optional(),
  }),
  summary: "A hotel's (or group's) minimum-night configurations, optionally only those for web or direct",
  result: z.object({ minimumNightConfig: z.array(minimumNightConfig) }),
});
export const createMinimumNight = endpoint({
  id: 'createMinimumNight',
  area: 'hotel',
  method: 'POST',
  path: 'minimum-night-config',
  body: minimumNightConfigInput,
  summary: 'Adds a minimum-night configuration',
  result: z.object({ minimumNightConfig }),
});
export const updateMinimumNight = endpoint({
  id: 'updateMinimumNight',
  area: 'hotel',
  method: 'PUT',
  path: 'minimum-night-config',
  body: minimumNightConfigInput.extend({ id: z.number().int().positive() }),
  summary: 'Updates a minimum-night configuration',
  result: z.object({ minimumNightConfig }),
});
export const deleteMinimumNight = endpoint({
  id: 'deleteMinimumNight',
  area: 'hotel',
  method: 'DELETE',
  path: 'minimum-night-config/{id}',
  params: id,
  summary: 'Removes a minimum-night configuration',
  result: z.object({}),
});

// ------------------------------------------------------- hotel settings (designed: no calls shown)

export const paymentConfigOfHotel = endpoint({
  id: 'paymentConfigOfHotel',
  area: 'hotel',
  method: 'GET',
  path: 'system-config/hotel/{hotelId}',
  params: hotelIdParam,
  designed: true,
  summary: "A hotel's payment (system) configuration (defaults until saved)",
  result: z.object({ systemConfig: paymentConfig }),
});
export const updatePaymentConfig = endpoint({
  id: 'updatePaymentConfig',
  area: 'hotel',
  method: 'PUT',
  path: 'system-config',
  body: paymentConfigInput,
  designed: true,
  summary: "Saves a hotel's payment (system) configuration",
  result: z.object({ systemConfig: paymentConfig }),
});
export const paymentTimeoutOfHotel = endpoint({
  id: 'paymentTimeoutOfHotel',
  area: 'hotel',
  method: 'GET',
  path: 'payment-timeout/hotel/{hotelId}',
  params: hotelIdParam,
  designed: true,
  summary: "A hotel's booking payment timeout (960 seconds until saved)",
  result: z.object({ paymentTimeout }),
});
export const updatePaymentTimeout = endpoint({
  id: 'updatePaymentTimeout',
  area: 'hotel',
  method: 'PUT',
  path: 'payment-timeout',
  body: paymentTimeoutInput,
  designed: true,
  summary: "Saves a hotel's booking payment timeout",
  result: z.object({ paymentTimeout }),
});
export const reservationConfigOfHotel = endpoint({
  id: 'reservationConfigOfHotel',
  area: 'hotel',
  method: 'GET',
  path: 'reservation-config/hotel/{hotelId}',
  params: hotelIdParam,
  designed: true,
  summary: "A hotel's reservation configuration (defaults until saved)",
  result: z.object({ reservationConfig }),
});
export const updateReservationConfig = endpoint({
  id: 'updateReservationConfig',
  area: 'hotel',
  method: 'PUT',
  path: 'reservation-config',
  body: reservationConfigInput,
  designed: true,
  summary: "Saves a hotel's reservation configuration",
  result: z.object({ reservationConfig }),
});
export const mailConfigOfHotel = endpoint({
  id: 'mailConfigOfHotel',
  area: 'hotel',
  method: 'GET',
  path: 'mail-config/hotel/{hotelId}',
  params: hotelIdParam,
  designed: true,
  summary: "A hotel's mail sender configuration (defaults until saved)",
  result: z.object({ mailConfig }),
});
export const updateMailConfig = endpoint({
  id: 'updateMailConfig',
  area: 'hotel',
  method: 'PUT',
  path: 'mail-config',
  body: mailConfigInput,
  designed: true,
  summary: "Saves a hotel's mail sender configuration",
  result: z.object({ mailConfig }),
});

export const ccMailsOfHotel = endpoint({
  id: 'ccMailsOfHotel',
  area: 'hotel',
  method: 'GET',
  path: 'cc-mail-config/hotel/{hotelId}',
  params: hotelIdParam,
  designed: true,
  summary: 'The addresses copied on each kind of mail of a hotel',
  result: z.object({ ccMailConfig: z.array(ccMailConfig) }),
});
export const createCcMail = endpoint({
  id: 'createCcMail',
  area: 'hotel',
  method: 'POST',
  path: 'cc-mail-config',
  body: ccMailConfigInput,
  designed: true,
  summary: 'Copies an address on a kind of mail',
  result: z.object({ ccMailConfig }),
});
export const updateCcMail = endpoint({
  id: 'updateCcMail',
  area: 'hotel',
  method: 'PUT',
  path: 'cc-mail-config',
  body: ccMailConfigInput.extend({ id: z.number().int().positive() }),
  designed: true,
  summary: 'Changes a copied address',
  result: z.object({ ccMailConfig }),
});
export const deleteCcMail = endpoint({
  id: 'deleteCcMail',
  area: 'hotel',
  method: 'DELETE',
  path: 'cc-mail-config/{id}',
  params: id,
  designed: true,
  summary: 'Stops copying an address',
  result: z.object({}),
});

export const termsOfHotel = endpoint({
  id: 'termsOfHotel',
  area: 'hotel',
  method: 'GET',
  path: 'term-condition/hotel/{hotelId}',
  params: hotelIdParam,
  designed: true,
  summary: "A hotel's terms and conditions, in sequence",
  result: z.object({ termCondition: z.array(termCondition) }),
});
export const createTerm = endpoint({
  id: 'createTerm',
  area: 'hotel',
  method: 'POST',
  path: 'term-condition',
  body: termConditionInput,
  designed: true,
  summary: 'Adds a term or condition',
  result: z.object({ termCondition }),
});
export const updateTerm = endpoint({
  id: 'updateTerm',
  area: 'hotel',
  method: 'PUT',
  path: 'term-condition',
  body: termConditionInput.extend({ id: z.number().int().positive() }),
  designed: true,
  summary: 'Updates a term or condition',
  result: z.object({ termCondition }),
});
export const deleteTerm = endpoint({
  id: 'deleteTerm',
  area: 'hotel',
  method: 'DELETE',
  path: 'term-condition/{id}',
  params: id,
  designed: true,
  summary: 'Removes a term or condition',
  result: z.object({}),
});

export const searchPromotions = endpoint({
  id: 'searchPromotions',
  area: 'hotel',
  method: 'GET',
  path: 'promotion/search',
  query: z.object({ hotelId: qInt().positive(), name: z.string().max(120).optional(), ...pagingQuery }),
  paged: true,
  designed: true,
  summary: "A hotel's promotions, newest first (name: contains, over code and name)",
  result: z.object({ promotion: z.array(promotion) }),
});
export const createPromotion = endpoint({
  id: 'createPromotion',
  area: 'hotel',
  method: 'POST',
  path: 'promotion',
  body: promotionInput,
  designed: true,
  summary: 'Adds a promotion (codes are unique per hotel)',
  result: z.object({ promotion }),
});
export const updatePromotion = endpoint({
  id: 'updatePromotion',
  area: 'hotel',
  method: 'PUT',
  path: 'promotion',
  body: promotionInput.safeExtend({ id: z.number().int().positive() }),
  designed: true,
  summary: 'Updates a promotion',
  result: z.object({ promotion }),
});
export const deletePromotion = endpoint({
  id: 'deletePromotion',
  area: 'hotel',
  method: 'DELETE',
  path: 'promotion/{id}',
  params: id,
  designed: true,
  summary: 'Removes a promotion',
  result: z.object({}),
});

export const searchRoomBlocks = endpoint({
  id: 'searchRoomBlocks',
  area: 'hotel',
  method: 'GET',
  path: 'room-block/search',
  query: z.object({
    hotelId: qInt().positive(),
    roomNumber: z.string().max(20).optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    ...pagingQuery,
  }),
  paged: true,
  designed: true,
  summary: "A hotel's room blocks overlapping from..to, by start date",
  result: z.object({ roomBlock: z.array(roomBlock) }),
});
export const createRoomBlock = endpoint({
  id: 'createRoomBlock',
  area: 'hotel',
  method: 'POST',
  path: 'room-block',
  body: roomBlockInput,
  designed: true,
  summary: 'Takes a room out of sale for a period (refused when it overlaps an active block of the room)',
  result: z.object({ roomBlock }),
});
export const updateRoomBlock = endpoint({
  id: 'updateRoomBlock',
  area: 'hotel',
  method: 'PUT',
  path: 'room-block',
  body: roomBlockInput.safeExtend({ id: z.number().int().positive() }),
  designed: true,
  summary: 'Updates a room block',
  result: z.object({ roomBlock }),
});
export const deleteRoomBlock = endpoint({
  id: 'deleteRoomBlock',
  area: 'hotel',
  method: 'DELETE',
  path: 'room-block/{id}',
  params: id,
  designed: true,
  summary: 'Removes a room block',
  result: z.object({}),
});

export const roomBlockRooms = endpoint({
  id: 'roomBlockRooms',
  area: 'hotel',
  method: 'GET',
  path: 'room-block/rooms/hotel/{hotelId}',
  params: hotelIdParam,
  designed: true,
  summary: "The hotel's active rooms a block may take out of sale, by number (ROOM_BLOCK view)",
  result: z.object({ room: z.array(z.object({ id: z.number().int(), roomNo: z.string() })) }),
});

// ---------------------------------------------------------------------------------- audit log

export const searchAuditLog = endpoint({
  id: 'searchAuditLog',
  area: 'hotel',
  method: 'GET',
  path: 'audit-log/search',
  query: z.object({
    ...pagingQuery,
    userId: qInt().positive().optional(),
    entity: z.string().max(63).optional(),
    action: auditAction.optional(),
    /** A date (from its start) or an instant. */
    from: isoDateOrTime.optional(),
    /** A date (to its end) or an instant. */
    to: isoDateOrTime.optional(),
    hotelId: qInt().positive().optional(),
    groupsId: qInt().positive().optional(),
  }),
  paged: true,
  designed: true,
  summary: 'Recorded writes, newest first, within the caller’s scope (plus their own actions)',
  result: z.object({ auditLog: z.array(auditEntry) }),
});
export const auditEntities = endpoint({
  id: 'auditEntities',
  area: 'hotel',
  method: 'GET',
  path: 'audit-log/entities',
  designed: true,
  summary: 'The entity (table) names the audit log records, for its filter',
  result: z.object({ entity: z.array(z.string()) }),
});
