// Shapes of the entities the core REST endpoints carry (core-platform §3). Field names are the
// documented ones, so the same JSON works against the production services.
import { COMMON_REFUSALS } from '@hotel/domain';
import { z } from 'zod';
import { optionalPhoneNumber, optionalWebAddress } from './fields.js';

export const serviceType = z.enum(['HOTEL', 'RESTAURANT', 'HOUSEKEEPING', 'INVENTORY']);
export const userLevel = z.enum(['ADMIN', 'GROUP', 'HOTEL', 'SERVICE', 'USER']);
export const permissionStatus = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

const text = (max: number) => z.string().trim().max(max);
const requiredText = (max: number) => z.string().trim().min(1, COMMON_REFUSALS.REQUIRED_FIELD).max(max);
const optionalEmail = z.union([z.literal(''), z.email(COMMON_REFUSALS.INVALID_EMAIL).max(254)]);
const imageUrl = z.string().nullable();

export const group = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  contactPerson: z.string(),
  email: z.string(),
  active: z.boolean(),
  contactNumbersList: z.array(z.string()),
  cardLogo: imageUrl,
  cardImage: imageUrl,
  sideBarImage: imageUrl,
});
export type Group = z.infer<typeof group>;
export const groupInput = z.object({
  id: z.number().int().positive().optional(),
  name: requiredText(120),
  address: text(300).default(''),
  contactPerson: text(120).default(''),
  email: optionalEmail.default(''),
  active: z.boolean().default(true),
  contactNumbersList: z.array(optionalPhoneNumber().min(1, COMMON_REFUSALS.INVALID_PHONE_NUMBER)).max(10).default([]),
});
export const GROUP_IMAGES = ['cardLogo', 'cardImage', 'sideBarImage'] as const;

export const hotel = z.object({
  id: z.number().int(),
  title: z.string(),
  name: z.string(),
  type: z.string(),
  address: z.string(),
  contactNumber: z.string(),
  email: z.string(),
  contactNumbersList: z.array(z.string()),
  groupId: z.number().int(),
  groupTitle: z.string(),
  prefix: z.string(),
  bedsPropertyId: z.string().nullable(),
  vatApplicable: z.boolean(),
  companyRegistrationNumber: z.string(),
  companyRegistrationAddress: z.string(),
  vatNumber: z.string(),
  webAddress: z.string(),
  cardImage: imageUrl,
  cardLogo: imageUrl,
  sideBarImage: imageUrl,
  titleImage: imageUrl,
  headerLogo: imageUrl,
  sideBarLogo: imageUrl,
  groupHeaderLogo: imageUrl,
  websiteLogo: imageUrl,
  backgroundImage: imageUrl,
});
export type Hotel = z.infer<typeof hotel>;
export const hotelInput = z.object({
  id: z.number().int().positive().optional(),
  title: requiredText(120),
  name: requiredText(120),
  type: z.enum(['HOTEL', 'RESORT', 'VILLA', 'BOUTIQUE']).default('HOTEL'),
  address: text(300).default(''),
  contactNumber: optionalPhoneNumber().default(''),
  email: optionalEmail.default(''),
  contactNumbersList: z.array(optionalPhoneNumber().min(1, COMMON_REFUSALS.INVALID_PHONE_NUMBER)).max(10).default([]),
  groupId: z.number().int().positive(),
  prefix: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{2,6}$/, 'Prefix must be 2-6 capital letters or digits')
    .optional(),
  bedsPropertyId: text(60).nullable().default(null),
  vatApplicable: z.boolean().default(false),
  companyRegistrationNumber: text(60).default(''),
  companyRegistrationAddress: text(300).default(''),
  vatNumber: text(60).default(''),
  webAddress: optionalWebAddress().default(''),
});
/** The six images the hotel form uploads; the other three are kept from the group or website config. */
export const HOTEL_IMAGES = [
  'cardImage',
  'cardLogo',
  'sideBarImage',
  'titleImage',
  'headerLogo',
  'sideBarLogo',
] as const;

export const hotelService = z.object({
  id: z.number().int(),
  name: z.string(),
  serviceType,
  active: z.boolean(),
  hotelId: z.number().int(),
  cardImage: imageUrl,
  cardLogo: imageUrl,
});
export type HotelService = z.infer<typeof hotelService>;
export const hotelServiceInput = z.object({
  id: z.number().int().positive().optional(),
  name: requiredText(120),
  serviceType,
  active: z.boolean().default(true),
  hotelId: z.number().int().positive(),
});
export const SERVICE_IMAGES = ['cardImage', 'cardLogo'] as const;

export const permissionEntry = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  status: permissionStatus,
  active: z.boolean(),
});
export type PermissionEntry = z.infer<typeof permissionEntry>;
export const servicePermission = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  scope: z.string(),
  active: z.boolean(),
});

export const profile = z.object({
  hotelResponse: z
    .object({ id: z.number().int(), name: z.string(), sideBarImage: imageUrl, titleImage: imageUrl, type: z.string() })
    .nullable(),
  groupResponse: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  hotelServiceResponse: z.object({ id: z.number().int(), name: z.string(), serviceType }).nullable(),
});
export const user = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  userName: z.string(),
  imgUrl: z.string().nullable(),
  userLevel,
  active: z.boolean(),
  /** The group and hotel the user is tied to (core §6 hotel scope); null when not tied. */
  groupId: z.number().int().nullable(),
  hotelId: z.number().int().nullable(),
  groupIds: z.array(z.number().int()),
  hotelIds: z.array(z.number().int()),
  serviceIds: z.array(z.number().int()),
});
export type User = z.infer<typeof user>;
export const currentUser = user.extend({ profile });
export type CurrentUser = z.infer<typeof currentUser>;

export const notification = z.object({
  id: z.number().int(),
  type: z.number().int().min(0).max(4),
  /** The English text (NOTIFICATION_TEXTS with messageParams filled in). */
  description: z.string(),
  /** Designed: the text's key (NotificationKey) for clients to translate; null for a text without one. */
  messageKey: z.string().nullable(),
  /** Designed: the values the text names. */
  messageParams: z.record(z.string(), z.union([z.string(), z.number()])),
  userIcon: z.string().nullable(),
  userName: z.string(),
  channelId: z.number().int().nullable(),
  hotelId: z.number().int(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notification>;

export const channelStatus = z.enum(['NEW_PENDING', 'ACTIVE', 'REJECTED', 'INACTIVE']);
export const channelType = z.enum(['OTA', 'TA', 'WEB', 'DIRECT']);
export const channel = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  country: z.string(),
  channelTypeName: channelType,
  groupId: z.number().int(),
  hotelId: z.number().int(),
  channelStatus,
  /** Sells the hotel's rooms online (the web booking engine and the OTAs the rate changer adjusts). */
  online: z.boolean(),
  createdAt: z.string(),
});
export type Channel = z.infer<typeof channel>;
/**
 * A new channel request, published on its hotel's channel-creation topic (core §7): the toast reads
 * 'You have receive new {channel} channel request from {hotel}.' The spec names channelName, hotelName
 * and hotelCardLogo; channelId and hotelId are added so a screen can open the request.
 */
export const channelRequestMessage = z.object({
  channelName: z.string(),
  hotelName: z.string(),
  hotelCardLogo: z.string().nullable(),
  channelId: z.number().int().optional(),
  hotelId: z.number().int().optional(),
});
export type ChannelRequestMessage = z.infer<typeof channelRequestMessage>;
export const channelInput = z.object({
  id: z.number().int().positive().optional(),
  code: requiredText(20),
  name: requiredText(120),
  country: text(80).default(''),
  channelTypeName: channelType,
  groupId: z.number().int().positive(),
  hotelId: z.number().int().positive(),
  channelStatus: channelStatus.default('NEW_PENDING'),
});

export const country = z.object({ id: z.number().int(), name: z.string() });
export const currency = z.object({ id: z.number().int(), name: z.string(), prefix: z.string(), symbol: z.string() });
/** An idle-logout setting: a group's own (groupId), or the top level's default (groupId null). */
export const idleTimeOut = z.object({
  id: z.number().int(),
  seconds: z.number().int(),
  groupId: z.number().int().nullable(),
});
