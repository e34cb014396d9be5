// Shapes of the entities the core REST endpoints carry (core-platform §3). Field names are the
// documented ones, so the same JSON works against the production services.
import { z } from 'zod';

export const serviceType = z.enum(['HOTEL', 'RESTAURANT', 'HOUSEKEEPING', 'INVENTORY']);
export const userLevel = z.enum(['ADMIN', 'GROUP', 'HOTEL', 'SERVICE', 'USER']);
export const permissionStatus = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

const text = (max: number) => z.string().trim().max(max);
const requiredText = (max: number) => z.string().trim().min(1, 'Required field').max(max);
const optionalEmail = z.union([z.literal(''), z.email('Invalid email').max(254)]);
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
  contactNumbersList: z.array(text(30)).max(10).default([]),
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
  contactNumber: text(30).default(''),
  email: optionalEmail.default(''),
  contactNumbersList: z.array(text(30)).max(10).default([]),
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
  webAddress: text(200).default(''),
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
  description: z.string(),
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
  createdAt: z.string(),
});
export type Channel = z.infer<typeof channel>;
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
export const idleTimeOut = z.object({ id: z.number().int(), seconds: z.number().int() });
