/** What changed a stay account: a charge posted, voided or moved, a folio, a receipt, a refund, a document */
export const AccountChangeKind = {
  CHARGES_MOVED: 'CHARGES_MOVED',
  CHARGE_POSTED: 'CHARGE_POSTED',
  CHARGE_VOIDED: 'CHARGE_VOIDED',
  CREDIT_NOTE: 'CREDIT_NOTE',
  FOLIO_CHANGED: 'FOLIO_CHANGED',
  FOLIO_OPENED: 'FOLIO_OPENED',
  INVOICE_ISSUED: 'INVOICE_ISSUED',
  RECEIPT: 'RECEIPT',
  REFUND: 'REFUND'
} as const;

export type AccountChangeKind = typeof AccountChangeKind[keyof typeof AccountChangeKind];
/** The fields a AdditionalCharge list sorts by */
export const AdditionalChargeSort = {
  amount: 'amount',
  billedTo: 'billedTo',
  businessDate: 'businessDate',
  description: 'description',
  id: 'id'
} as const;

export type AdditionalChargeSort = typeof AdditionalChargeSort[keyof typeof AdditionalChargeSort];
/** What a recorded write did to its record */
export const AuditAction = {
  DELETE: 'DELETE',
  INSERT: 'INSERT',
  UPDATE: 'UPDATE'
} as const;

export type AuditAction = typeof AuditAction[keyof typeof AuditAction];
/** The fields a AuditLog list sorts by */
export const AuditLogSort = {
  action: 'action',
  at: 'at',
  entity: 'entity',
  id: 'id'
} as const;

export type AuditLogSort = typeof AuditLogSort[keyof typeof AuditLogSort];
/** The fields a Availability list sorts by */
export const AvailabilitySort = {
  freeRooms: 'freeRooms',
  roomTypeName: 'roomTypeName'
} as const;

export type AvailabilitySort = typeof AvailabilitySort[keyof typeof AvailabilitySort];
/** The paper a restaurant prints its bills and receipts on: a whole A4 page, or an 80 mm receipt roll */
export const BillPaper = {
  A4: 'A4',
  RECEIPT_80MM: 'RECEIPT_80MM'
} as const;

export type BillPaper = typeof BillPaper[keyof typeof BillPaper];
/** The fields a CcMail list sorts by */
export const CcMailSort = {
  email: 'email',
  id: 'id',
  mailType: 'mailType'
} as const;

export type CcMailSort = typeof CcMailSort[keyof typeof CcMailSort];
/** The fields a ChannelPrice list sorts by */
export const ChannelPriceSort = {
  channel: 'channel',
  id: 'id',
  nonResidentRate: 'nonResidentRate',
  residentRate: 'residentRate',
  roomType: 'roomType',
  stayType: 'stayType'
} as const;

export type ChannelPriceSort = typeof ChannelPriceSort[keyof typeof ChannelPriceSort];
/** The fields a Channel list sorts by */
export const ChannelSort = {
  code: 'code',
  id: 'id',
  name: 'name'
} as const;

export type ChannelSort = typeof ChannelSort[keyof typeof ChannelSort];
export const ChannelStatus = {
  ACTIVE: 'ACTIVE',
  INACTIVE: 'INACTIVE',
  NEW_PENDING: 'NEW_PENDING',
  REJECTED: 'REJECTED'
} as const;

export type ChannelStatus = typeof ChannelStatus[keyof typeof ChannelStatus];
/** OTA, travel agent, own website, direct */
export const ChannelType = {
  DIRECT: 'DIRECT',
  OTA: 'OTA',
  TA: 'TA',
  WEB: 'WEB'
} as const;

export type ChannelType = typeof ChannelType[keyof typeof ChannelType];
/** ROOM_NIGHT: a night posted by the night audit; RESTAURANT: a bill charged to the room; ADDITIONAL: additional billing (minibar, laundry, transport); EVENT: a function or banquet */
export const ChargeSource = {
  ADDITIONAL: 'ADDITIONAL',
  EVENT: 'EVENT',
  RESTAURANT: 'RESTAURANT',
  ROOM_NIGHT: 'ROOM_NIGHT'
} as const;

export type ChargeSource = typeof ChargeSource[keyof typeof ChargeSource];
/** FREE; CHILD_RATE: a percentage of the night’s room rate; ADULT: counted and charged as an adult */
export const ChildCharge = {
  ADULT: 'ADULT',
  CHILD_RATE: 'CHILD_RATE',
  FREE: 'FREE'
} as const;

export type ChildCharge = typeof ChildCharge[keyof typeof ChildCharge];
/** The fields a CurrencyRate list sorts by */
export const CurrencyRateSort = {
  currencyPrefix: 'currencyPrefix',
  id: 'id',
  rate: 'rate',
  startDate: 'startDate'
} as const;

export type CurrencyRateSort = typeof CurrencyRateSort[keyof typeof CurrencyRateSort];
/** The fields a DayPrice list sorts by */
export const DayPriceSort = {
  channel: 'channel',
  id: 'id',
  nonResidentRate: 'nonResidentRate',
  priceDate: 'priceDate',
  residentRate: 'residentRate',
  roomType: 'roomType',
  stayType: 'stayType'
} as const;

export type DayPriceSort = typeof DayPriceSort[keyof typeof DayPriceSort];
/** INVOICE or CREDIT_NOTE */
export const DocumentType = {
  CREDIT_NOTE: 'CREDIT_NOTE',
  INVOICE: 'INVOICE'
} as const;

export type DocumentType = typeof DocumentType[keyof typeof DocumentType];
/** The fields a Employee list sorts by */
export const EmployeeSort = {
  active: 'active',
  designation: 'designation',
  email: 'email',
  firstName: 'firstName',
  id: 'id',
  lastName: 'lastName'
} as const;

export type EmployeeSort = typeof EmployeeSort[keyof typeof EmployeeSort];
/** What kind of failure an error is (`extensions.code`). A refusal the user can act on also carries `extensions.reason`. */
export const ErrorCode = {
  /** Invalid input; `extensions.fieldErrors` names the fields */
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  /** The data forbids it now (already accepted, name taken, still in use) */
  CONFLICT: 'CONFLICT',
  /** Signed in, but not permitted */
  FORBIDDEN: 'FORBIDDEN',
  /** Anything else; the message is generic */
  INTERNAL: 'INTERNAL',
  /** The record does not exist (or is not visible) */
  NOT_FOUND: 'NOT_FOUND',
  /** Too many attempts; wait and try again */
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  /** Not signed in, or the session expired */
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  /** A back-end service did not answer */
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE'
} as const;

export type ErrorCode = typeof ErrorCode[keyof typeof ErrorCode];
/** A currency kept against LKR */
export const ExchangeCurrency = {
  BTC: 'BTC',
  ETH: 'ETH',
  USD: 'USD'
} as const;

export type ExchangeCurrency = typeof ExchangeCurrency[keyof typeof ExchangeCurrency];
export const FolioCurrency = {
  LKR: 'LKR',
  USD: 'USD'
} as const;

export type FolioCurrency = typeof FolioCurrency[keyof typeof FolioCurrency];
/** A charge, a receipt or a refund */
export const FolioEntryKind = {
  CHARGE: 'CHARGE',
  RECEIPT: 'RECEIPT',
  REFUND: 'REFUND'
} as const;

export type FolioEntryKind = typeof FolioEntryKind[keyof typeof FolioEntryKind];
/** PENDING (a card not yet authorised) and REJECTED receipts do not count on the balance */
export const FolioReceiptStatus = {
  AUTHORISED: 'AUTHORISED',
  PENDING: 'PENDING',
  REJECTED: 'REJECTED'
} as const;

export type FolioReceiptStatus = typeof FolioReceiptStatus[keyof typeof FolioReceiptStatus];
/** The fields a FoodItem list sorts by */
export const FoodItemSort = {
  category: 'category',
  id: 'id',
  name: 'name',
  price: 'price'
} as const;

export type FoodItemSort = typeof FoodItemSort[keyof typeof FoodItemSort];
/** The fields a Grn list sorts by */
export const GrnSort = {
  id: 'id',
  location: 'location',
  supplier: 'supplier'
} as const;

export type GrnSort = typeof GrnSort[keyof typeof GrnSort];
/** The fields a GroupProductItem list sorts by */
export const GroupProductItemSort = {
  itemName: 'itemName',
  locationName: 'locationName',
  quantity: 'quantity',
  reorderLevel: 'reorderLevel',
  storeName: 'storeName'
} as const;

export type GroupProductItemSort = typeof GroupProductItemSort[keyof typeof GroupProductItemSort];
/** The fields a GroupRole list sorts by */
export const GroupRoleSort = {
  active: 'active',
  groupId: 'groupId',
  id: 'id',
  name: 'name'
} as const;

export type GroupRoleSort = typeof GroupRoleSort[keyof typeof GroupRoleSort];
/** The fields a Group list sorts by */
export const GroupSort = {
  active: 'active',
  contactPerson: 'contactPerson',
  email: 'email',
  hotelCount: 'hotelCount',
  id: 'id',
  name: 'name'
} as const;

export type GroupSort = typeof GroupSort[keyof typeof GroupSort];
/** The fields a Guest list sorts by */
export const GuestSort = {
  city: 'city',
  email: 'email',
  firstName: 'firstName',
  id: 'id',
  idNumber: 'idNumber',
  lastName: 'lastName',
  nationality: 'nationality'
} as const;

export type GuestSort = typeof GuestSort[keyof typeof GuestSort];
/** INDIVIDUAL, CORPORATE or VIP */
export const GuestType = {
  CORPORATE: 'CORPORATE',
  INDIVIDUAL: 'INDIVIDUAL',
  VIP: 'VIP'
} as const;

export type GuestType = typeof GuestType[keyof typeof GuestType];
/** A tour guide or a driver who brings guests */
export const GuideKind = {
  DRIVER: 'DRIVER',
  GUIDE: 'GUIDE'
} as const;

export type GuideKind = typeof GuideKind[keyof typeof GuideKind];
/** The fields a Guide list sorts by */
export const GuideSort = {
  commissionPercent: 'commissionPercent',
  id: 'id',
  name: 'name'
} as const;

export type GuideSort = typeof GuideSort[keyof typeof GuideSort];
/** The fields a HotelRole list sorts by */
export const HotelRoleSort = {
  active: 'active',
  hotelName: 'hotelName',
  id: 'id',
  name: 'name'
} as const;

export type HotelRoleSort = typeof HotelRoleSort[keyof typeof HotelRoleSort];
/** The fields a HotelService list sorts by */
export const HotelServiceSort = {
  active: 'active',
  id: 'id',
  name: 'name',
  serviceType: 'serviceType'
} as const;

export type HotelServiceSort = typeof HotelServiceSort[keyof typeof HotelServiceSort];
/** The fields a Hotel list sorts by */
export const HotelSort = {
  groupTitle: 'groupTitle',
  id: 'id',
  name: 'name',
  prefix: 'prefix',
  serviceCount: 'serviceCount',
  title: 'title',
  type: 'type'
} as const;

export type HotelSort = typeof HotelSort[keyof typeof HotelSort];
/** The fields a HotelTax list sorts by */
export const HotelTaxSort = {
  id: 'id',
  name: 'name',
  rate: 'rate',
  sequence: 'sequence'
} as const;

export type HotelTaxSort = typeof HotelTaxSort[keyof typeof HotelTaxSort];
/** The kind of property; HOTEL hides the Events menu */
export const HotelType = {
  BOUTIQUE: 'BOUTIQUE',
  HOTEL: 'HOTEL',
  RESORT: 'RESORT',
  VILLA: 'VILLA'
} as const;

export type HotelType = typeof HotelType[keyof typeof HotelType];
/** The fields a HotelVatCustomer list sorts by */
export const HotelVatCustomerSort = {
  email: 'email',
  id: 'id',
  name: 'name',
  vatNumber: 'vatNumber'
} as const;

export type HotelVatCustomerSort = typeof HotelVatCustomerSort[keyof typeof HotelVatCustomerSort];
/** The fields a HouseKeepingTrolleyRequest list sorts by */
export const HouseKeepingTrolleyRequestSort = {
  id: 'id',
  status: 'status'
} as const;

export type HouseKeepingTrolleyRequestSort = typeof HouseKeepingTrolleyRequestSort[keyof typeof HouseKeepingTrolleyRequestSort];
/** The fields a Inquiry list sorts by */
export const InquirySort = {
  checkInDate: 'checkInDate',
  createdAt: 'createdAt',
  guestName: 'guestName',
  id: 'id',
  total: 'total'
} as const;

export type InquirySort = typeof InquirySort[keyof typeof InquirySort];
/** OPEN (may be booked or lost), CONVERTED (booked once), LOST (declined), EXPIRED (arrival date passed) */
export const InquiryStatus = {
  CONVERTED: 'CONVERTED',
  EXPIRED: 'EXPIRED',
  LOST: 'LOST',
  OPEN: 'OPEN'
} as const;

export type InquiryStatus = typeof InquiryStatus[keyof typeof InquiryStatus];
/** The fields a InventoryItem list sorts by */
export const InventoryItemSort = {
  category: 'category',
  id: 'id',
  name: 'name'
} as const;

export type InventoryItemSort = typeof InventoryItemSort[keyof typeof InventoryItemSort];
/** The fields a InventoryUnit list sorts by */
export const InventoryUnitSort = {
  id: 'id',
  name: 'name'
} as const;

export type InventoryUnitSort = typeof InventoryUnitSort[keyof typeof InventoryUnitSort];
/** The fields a Invoice list sorts by */
export const InvoiceSort = {
  id: 'id',
  issuedAt: 'issuedAt',
  number: 'number',
  recipientName: 'recipientName',
  total: 'total'
} as const;

export type InvoiceSort = typeof InvoiceSort[keyof typeof InvoiceSort];
/** ISSUED, PARTLY_CREDITED or CREDITED (by its credit notes); a credit note is ISSUED */
export const InvoiceStatus = {
  CREDITED: 'CREDITED',
  ISSUED: 'ISSUED',
  PARTLY_CREDITED: 'PARTLY_CREDITED'
} as const;

export type InvoiceStatus = typeof InvoiceStatus[keyof typeof InvoiceStatus];
/** FOOD and CUSTOM_DISH go on a KOT, BEVERAGE on a BOT. */
export const ItemType = {
  BEVERAGE: 'BEVERAGE',
  CUSTOM_DISH: 'CUSTOM_DISH',
  FOOD: 'FOOD'
} as const;

export type ItemType = typeof ItemType[keyof typeof ItemType];
/** A numbered document series */
export const JournalSeries = {
  CREDIT_NOTE: 'CREDIT_NOTE',
  INVOICE: 'INVOICE',
  RECEIPT: 'RECEIPT',
  REFUND: 'REFUND'
} as const;

export type JournalSeries = typeof JournalSeries[keyof typeof JournalSeries];
/** The fields a LeadType list sorts by */
export const LeadTypeSort = {
  active: 'active',
  createdAt: 'createdAt',
  id: 'id',
  name: 'name'
} as const;

export type LeadTypeSort = typeof LeadTypeSort[keyof typeof LeadTypeSort];
/** MESSAGE carries news; RESYNC means the live connection was re-established: refetch. */
export const LiveEventKind = {
  MESSAGE: 'MESSAGE',
  RESYNC: 'RESYNC'
} as const;

export type LiveEventKind = typeof LiveEventKind[keyof typeof LiveEventKind];
/** A kind of mail the hotel sends guests */
export const MailType = {
  CANCELLATION: 'CANCELLATION',
  INVOICE: 'INVOICE',
  RECEIPT: 'RECEIPT',
  REFUND: 'REFUND',
  RESERVATION: 'RESERVATION'
} as const;

export type MailType = typeof MailType[keyof typeof MailType];
/** RO room only, BB bed and breakfast, HB half board, FB full board (operations §9) */
export const MealPlan = {
  BB: 'BB',
  FB: 'FB',
  HB: 'HB',
  RO: 'RO'
} as const;

export type MealPlan = typeof MealPlan[keyof typeof MealPlan];
/** The fields a MinimumNight list sorts by */
export const MinimumNightSort = {
  endDate: 'endDate',
  id: 'id',
  numOfDays: 'numOfDays',
  startDate: 'startDate'
} as const;

export type MinimumNightSort = typeof MinimumNightSort[keyof typeof MinimumNightSort];
/** A stock movement: opening stock, goods received, a transfer half, an issue or an adjustment */
export const MovementKind = {
  ADJUSTMENT: 'ADJUSTMENT',
  GRN: 'GRN',
  ISSUE: 'ISSUE',
  OPENING: 'OPENING',
  TRANSFER_IN: 'TRANSFER_IN',
  TRANSFER_OUT: 'TRANSFER_OUT'
} as const;

export type MovementKind = typeof MovementKind[keyof typeof MovementKind];
/** The fields a NightAudit list sorts by */
export const NightAuditSort = {
  businessDate: 'businessDate',
  startedAt: 'startedAt'
} as const;

export type NightAuditSort = typeof NightAuditSort[keyof typeof NightAuditSort];
/** Who started a night audit run */
export const NightAuditTrigger = {
  MANUAL: 'MANUAL',
  SCHEDULER: 'SCHEDULER'
} as const;

export type NightAuditTrigger = typeof NightAuditTrigger[keyof typeof NightAuditTrigger];
/** What a notification says, by key: clients show its translation with `messageParams`. */
export const NotificationKey = {
  /** {{channel}} channel connected */
  CHANNEL_CONNECTED: 'CHANNEL_CONNECTED',
  /** {{channel}} requests to sell rooms of {{hotel}} */
  CHANNEL_REQUESTED: 'CHANNEL_REQUESTED',
  /** Night audit completed for yesterday */
  NIGHT_AUDIT_COMPLETED: 'NIGHT_AUDIT_COMPLETED'
} as const;

export type NotificationKey = typeof NotificationKey[keyof typeof NotificationKey];
/** The fields a OfferPrice list sorts by */
export const OfferPriceSort = {
  discountPercent: 'discountPercent',
  fromDate: 'fromDate',
  id: 'id',
  name: 'name'
} as const;

export type OfferPriceSort = typeof OfferPriceSort[keyof typeof OfferPriceSort];
/** DATES: nights in a range; STAY_LENGTH: stays of at least minNights; EARLY_BOOKING: booked minDaysBefore ahead */
export const OfferType = {
  DATES: 'DATES',
  EARLY_BOOKING: 'EARLY_BOOKING',
  STAY_LENGTH: 'STAY_LENGTH'
} as const;

export type OfferType = typeof OfferType[keyof typeof OfferType];
/** Status of an order, an ordered item or a ticket. NEW is an item awaiting the kitchen; CANCELLED only applies to items and tickets (withdrawn before acceptance). */
export const OrderStatus = {
  ACCEPTED: 'ACCEPTED',
  BEING_PREPARED: 'BEING_PREPARED',
  CANCELLED: 'CANCELLED',
  COMPLETED: 'COMPLETED',
  NEW: 'NEW',
  PLACED: 'PLACED',
  READY_TO_SERVE: 'READY_TO_SERVE',
  REJECTED: 'REJECTED',
  REQUEST_CONFIRMATION: 'REQUEST_CONFIRMATION',
  SERVED: 'SERVED'
} as const;

export type OrderStatus = typeof OrderStatus[keyof typeof OrderStatus];
/** The fields a Pax list sorts by */
export const PaxSort = {
  adults: 'adults',
  id: 'id',
  name: 'name',
  ratePercent: 'ratePercent'
} as const;

export type PaxSort = typeof PaxSort[keyof typeof PaxSort];
/** How the booking engine takes online payments (none, a card gateway, bank transfer) */
export const PaymentGateway = {
  BANK_TRANSFER: 'BANK_TRANSFER',
  CARD_GATEWAY: 'CARD_GATEWAY',
  NONE: 'NONE'
} as const;

export type PaymentGateway = typeof PaymentGateway[keyof typeof PaymentGateway];
/** OTHER means none chosen yet: ordering is blocked until CASH or ROOM_BILL is set. */
export const PaymentMethod = {
  CASH: 'CASH',
  OTHER: 'OTHER',
  ROOM_BILL: 'ROOM_BILL'
} as const;

export type PaymentMethod = typeof PaymentMethod[keyof typeof PaymentMethod];
/** The fields a PaymentTransaction list sorts by */
export const PaymentTransactionSort = {
  amount: 'amount',
  hotel: 'hotel',
  id: 'id',
  paidAt: 'paidAt'
} as const;

export type PaymentTransactionSort = typeof PaymentTransactionSort[keyof typeof PaymentTransactionSort];
/** READ (0) views; WRITE (1) adds, views, edits; MAINTAIN (2) also deletes; NO_PERMISSION (3) nothing */
export const PermissionStatus = {
  MAINTAIN: 'MAINTAIN',
  NO_PERMISSION: 'NO_PERMISSION',
  READ: 'READ',
  WRITE: 'WRITE'
} as const;

export type PermissionStatus = typeof PermissionStatus[keyof typeof PermissionStatus];
/** What set a night’s price: a day price wins over a seasonal price, which wins over the channel price */
export const PriceRule = {
  CHANNEL_PRICE: 'CHANNEL_PRICE',
  DAY_PRICE: 'DAY_PRICE',
  SEASONAL_PRICE: 'SEASONAL_PRICE'
} as const;

export type PriceRule = typeof PriceRule[keyof typeof PriceRule];
/** The fields a ProductItem list sorts by */
export const ProductItemSort = {
  itemName: 'itemName',
  locationName: 'locationName',
  quantity: 'quantity',
  reorderLevel: 'reorderLevel'
} as const;

export type ProductItemSort = typeof ProductItemSort[keyof typeof ProductItemSort];
export const PromotionDiscountType = {
  AMOUNT: 'AMOUNT',
  PERCENTAGE: 'PERCENTAGE'
} as const;

export type PromotionDiscountType = typeof PromotionDiscountType[keyof typeof PromotionDiscountType];
/** The fields a Promotion list sorts by */
export const PromotionSort = {
  code: 'code',
  discountValue: 'discountValue',
  endDate: 'endDate',
  id: 'id',
  name: 'name',
  startDate: 'startDate'
} as const;

export type PromotionSort = typeof PromotionSort[keyof typeof PromotionSort];
/** The fields a PurchaseOrder list sorts by */
export const PurchaseOrderSort = {
  expectedDate: 'expectedDate',
  id: 'id',
  status: 'status',
  supplier: 'supplier'
} as const;

export type PurchaseOrderSort = typeof PurchaseOrderSort[keyof typeof PurchaseOrderSort];
/** DRAFT → SENT → PARTLY_RECEIVED → RECEIVED, or CLOSED */
export const PurchaseOrderStatus = {
  CLOSED: 'CLOSED',
  DRAFT: 'DRAFT',
  PARTLY_RECEIVED: 'PARTLY_RECEIVED',
  RECEIVED: 'RECEIVED',
  SENT: 'SENT'
} as const;

export type PurchaseOrderStatus = typeof PurchaseOrderStatus[keyof typeof PurchaseOrderStatus];
export const RateChangeDirection = {
  LOWER: 'LOWER',
  RAISE: 'RAISE'
} as const;

export type RateChangeDirection = typeof RateChangeDirection[keyof typeof RateChangeDirection];
export const RateChangeType = {
  AMOUNT: 'AMOUNT',
  PERCENTAGE: 'PERCENTAGE'
} as const;

export type RateChangeType = typeof RateChangeType[keyof typeof RateChangeType];
/** How a receipt was paid or a refund given: CASH, CREDITCARD or BANKTRANSFER */
export const ReceiptPaymentMethod = {
  BANKTRANSFER: 'BANKTRANSFER',
  CASH: 'CASH',
  CREDITCARD: 'CREDITCARD'
} as const;

export type ReceiptPaymentMethod = typeof ReceiptPaymentMethod[keyof typeof ReceiptPaymentMethod];
/** What the receipt search id names: an invoice or a stay */
export const ReceiptRegistryType = {
  INVOICE: 'INVOICE',
  RESERVATION: 'RESERVATION'
} as const;

export type ReceiptRegistryType = typeof ReceiptRegistryType[keyof typeof ReceiptRegistryType];
/** The fields a Receipt list sorts by */
export const ReceiptSort = {
  amount: 'amount',
  createdAt: 'createdAt',
  guestName: 'guestName',
  id: 'id',
  paymentMethod: 'paymentMethod',
  receiptNumber: 'receiptNumber',
  receiptStatus: 'receiptStatus'
} as const;

export type ReceiptSort = typeof ReceiptSort[keyof typeof ReceiptSort];
/** PENDING (a card not yet authorised), AUTHORISED or REJECTED */
export const ReceiptStatus = {
  AUTHORISED: 'AUTHORISED',
  PENDING: 'PENDING',
  REJECTED: 'REJECTED'
} as const;

export type ReceiptStatus = typeof ReceiptStatus[keyof typeof ReceiptStatus];
/** The fields a Refund list sorts by */
export const RefundSort = {
  createdAt: 'createdAt',
  id: 'id',
  invoiceNumber: 'invoiceNumber',
  refundAmount: 'refundAmount',
  refundNumber: 'refundNumber'
} as const;

export type RefundSort = typeof RefundSort[keyof typeof RefundSort];
/** FULL_REFUND or PARTIAL_REFUND */
export const RefundType = {
  FULL_REFUND: 'FULL_REFUND',
  PARTIAL_REFUND: 'PARTIAL_REFUND'
} as const;

export type RefundType = typeof RefundType[keyof typeof RefundType];
/** Why a request was refused (`extensions.reason`, and `reason` of each field error): the key clients translate. Each value documents its English text, the message sent beside it; {{name}} stands for a value of `extensions.params`. */
export const RefusalReason = {
  /** Your account is disabled. Please contact your administrator. */
  ACCOUNT_DISABLED: 'ACCOUNT_DISABLED',
  /** Address is required */
  ADDRESS_REQUIRED: 'ADDRESS_REQUIRED',
  /** An adjustment cannot be 0 */
  ADJUSTMENT_NOT_ZERO: 'ADJUSTMENT_NOT_ZERO',
  /** Give the reason for the adjustment */
  ADJUSTMENT_REASON_REQUIRED: 'ADJUSTMENT_REASON_REQUIRED',
  /** A group or hotel administrator needs a group */
  ADMINISTRATOR_NEEDS_GROUP: 'ADMINISTRATOR_NEEDS_GROUP',
  /** Price is required */
  ADMIN_PRICE_REQUIRED: 'ADMIN_PRICE_REQUIRED',
  /** Adults must be a whole number from 1 to 20 */
  ADULTS_RANGE: 'ADULTS_RANGE',
  /** At least one adult is required */
  ADULTS_REQUIRED: 'ADULTS_REQUIRED',
  /** The age bands {{first}} and {{second}} overlap */
  AGE_BANDS_OVERLAP: 'AGE_BANDS_OVERLAP',
  /** Add at least one age band */
  AGE_BANDS_REQUIRED: 'AGE_BANDS_REQUIRED',
  /** The last age must not be below the first */
  AGE_BAND_ORDER: 'AGE_BAND_ORDER',
  /** Ages are whole numbers from 0 to 17 */
  AGE_RANGE: 'AGE_RANGE',
  /** Only administrators may read the audit log */
  AUDIT_LOG_ADMINISTRATORS_ONLY: 'AUDIT_LOG_ADMINISTRATORS_ONLY',
  /** No booking matches this reference number and e-mail address */
  BOOKING_NOT_FOUND: 'BOOKING_NOT_FOUND',
  /** Choose a period of at most 92 days */
  CALENDAR_TOO_LONG: 'CALENDAR_TOO_LONG',
  /** The cancellation fee is now {{fee}}; confirm it again */
  CANCELLATION_FEE_CHANGED: 'CANCELLATION_FEE_CHANGED',
  /** Two tiers start {{days}} days before arrival */
  CANCELLATION_TIERS_REPEAT: 'CANCELLATION_TIERS_REPEAT',
  /** Add at least one tier */
  CANCELLATION_TIERS_REQUIRED: 'CANCELLATION_TIERS_REQUIRED',
  /** A checked-in stay cannot be cancelled; check the guest out instead */
  CANCEL_CHECKED_IN: 'CANCEL_CHECKED_IN',
  /** This reservation is already {{status}} */
  CANCEL_NOT_ACTIVE: 'CANCEL_NOT_ACTIVE',
  /** A category cannot move to another restaurant */
  CATEGORY_MOVED_ACROSS_RESTAURANTS: 'CATEGORY_MOVED_ACROSS_RESTAURANTS',
  /** A category with this name already exists here */
  CATEGORY_NAME_TAKEN: 'CATEGORY_NAME_TAKEN',
  /** The category is not in this restaurant */
  CATEGORY_NOT_IN_RESTAURANT: 'CATEGORY_NOT_IN_RESTAURANT',
  /** The parent category belongs to another inventory service */
  CATEGORY_PARENT_OTHER_SERVICE: 'CATEGORY_PARENT_OTHER_SERVICE',
  /** A sub category cannot have categories under it */
  CATEGORY_TOO_DEEP: 'CATEGORY_TOO_DEEP',
  /** This address is already copied on this kind of mail */
  CC_MAIL_TAKEN: 'CC_MAIL_TAKEN',
  /** You cannot change rights you do not hold yourself */
  CHANGE_BEYOND_OWN_RIGHTS: 'CHANGE_BEYOND_OWN_RIGHTS',
  /** A reservation that is {{status}} cannot be changed */
  CHANGE_NOT_ALLOWED: 'CHANGE_NOT_ALLOWED',
  /** A channel with this code already exists for the hotel */
  CHANNEL_CODE_TAKEN: 'CHANNEL_CODE_TAKEN',
  /** This channel has {{count}} prices. Delete its prices first. */
  CHANNEL_HAS_PRICES: 'CHANNEL_HAS_PRICES',
  /** This channel is still in use and cannot be deleted */
  CHANNEL_IN_USE: 'CHANNEL_IN_USE',
  /** The channel does not sell this hotel */
  CHANNEL_NOT_OF_HOTEL: 'CHANNEL_NOT_OF_HOTEL',
  /** This channel request has already been answered */
  CHANNEL_REQUEST_ANSWERED: 'CHANNEL_REQUEST_ANSWERED',
  /** The charges are in more than one currency: move them to separate folios first */
  CHARGES_IN_SEVERAL_CURRENCIES: 'CHARGES_IN_SEVERAL_CURRENCIES',
  /** Choose at least one charge */
  CHARGES_REQUIRED: 'CHARGES_REQUIRED',
  /** The charges are already on that folio */
  CHARGE_ALREADY_ON_FOLIO: 'CHARGE_ALREADY_ON_FOLIO',
  /** Charge {{charge}} is on an issued invoice and cannot change: correct it with a credit note */
  CHARGE_INVOICED: 'CHARGE_INVOICED',
  /** A charge was moved or invoiced meanwhile: reload the folio and try again */
  CHARGE_MOVED_MEANWHILE: 'CHARGE_MOVED_MEANWHILE',
  /** Only charges of this stay can be moved */
  CHARGE_NOT_ON_STAY: 'CHARGE_NOT_ON_STAY',
  /** Only an additional or event charge can be voided */
  CHARGE_NOT_VOIDABLE: 'CHARGE_NOT_VOIDABLE',
  /** The charge is already voided */
  CHARGE_VOIDED: 'CHARGE_VOIDED',
  /** The guest can check in from the arrival date ({{date}}) */
  CHECK_IN_BEFORE_ARRIVAL: 'CHECK_IN_BEFORE_ARRIVAL',
  /** Check-in cannot be in the past */
  CHECK_IN_IN_PAST: 'CHECK_IN_IN_PAST',
  /** Only a reserved stay can be checked in (this one is {{status}}) */
  CHECK_IN_NOT_RESERVED: 'CHECK_IN_NOT_RESERVED',
  /** Assign a room to every booked room before check-in */
  CHECK_IN_ROOMS_UNASSIGNED: 'CHECK_IN_ROOMS_UNASSIGNED',
  /** Check-out must be after check-in */
  CHECK_OUT_NOT_AFTER_CHECK_IN: 'CHECK_OUT_NOT_AFTER_CHECK_IN',
  /** Only a checked-in stay can be checked out (this one is {{status}}) */
  CHECK_OUT_NOT_CHECKED_IN: 'CHECK_OUT_NOT_CHECKED_IN',
  /** Children must be a whole number from 0 to 20 */
  CHILDREN_RANGE: 'CHILDREN_RANGE',
  /** Give the age of each of the {{children}} children */
  CHILD_AGES_MISSING: 'CHILD_AGES_MISSING',
  /** A child is from 0 to {{max}} years old under the child policy */
  CHILD_AGE_OUTSIDE_POLICY: 'CHILD_AGE_OUTSIDE_POLICY',
  /** Commission must be from 0 to 100 percent */
  COMMISSION_RANGE: 'COMMISSION_RANGE',
  /** Another change happened at the same time; try again */
  CONCURRENT_CHANGE: 'CONCURRENT_CHANGE',
  /** This confirmation link is invalid or has already been used */
  CONFIRMATION_LINK_INVALID: 'CONFIRMATION_LINK_INVALID',
  /** Covers are from 1 to 10,000 */
  COVERS_RANGE: 'COVERS_RANGE',
  /** A credit note cannot exceed what remains of its invoice line ({{remaining}}) */
  CREDIT_ABOVE_REMAINING: 'CREDIT_ABOVE_REMAINING',
  /** The credit expiry date cannot be in the past */
  CREDIT_EXPIRY_IN_PAST: 'CREDIT_EXPIRY_IN_PAST',
  /** The line is not on the invoice being credited */
  CREDIT_LINE_NOT_ON_INVOICE: 'CREDIT_LINE_NOT_ON_INVOICE',
  /** Choose at least one line and an amount above zero to credit */
  CREDIT_NOTE_EMPTY: 'CREDIT_NOTE_EMPTY',
  /** A credit note corrects an invoice, not another credit note */
  CREDIT_NOTE_OF_CREDIT_NOTE: 'CREDIT_NOTE_OF_CREDIT_NOTE',
  /** A credit note needs a reason */
  CREDIT_NOTE_REASON_REQUIRED: 'CREDIT_NOTE_REASON_REQUIRED',
  /** Custom dishes are managed by the waiters and cannot be changed here */
  CUSTOM_DISH_LOCKED: 'CUSTOM_DISH_LOCKED',
  /** The database is not available. Please try again in a moment. */
  DATABASE_UNAVAILABLE: 'DATABASE_UNAVAILABLE',
  /** The date range cannot start before today */
  DATE_RANGE_IN_PAST: 'DATE_RANGE_IN_PAST',
  /** Please select a date range! */
  DATE_RANGE_REQUIRED: 'DATE_RANGE_REQUIRED',
  /** Date is required */
  DATE_REQUIRED: 'DATE_REQUIRED',
  /** Days before arrival are a whole number from 0 to 365 */
  DAYS_BEFORE_RANGE: 'DAYS_BEFORE_RANGE',
  /** Description required */
  DESCRIPTION_REQUIRED: 'DESCRIPTION_REQUIRED',
  /** The user already has a discount here */
  DISCOUNT_EXISTS: 'DISCOUNT_EXISTS',
  /** A discount is more than 0 and at most 100 percent */
  DISCOUNT_PERCENT_RANGE: 'DISCOUNT_PERCENT_RANGE',
  /** Discount is required */
  DISCOUNT_REQUIRED: 'DISCOUNT_REQUIRED',
  /** A record with the same value already exists */
  DUPLICATE_VALUE: 'DUPLICATE_VALUE',
  /** Please confirm your email address first (see the link we sent you). */
  EMAIL_NOT_CONFIRMED: 'EMAIL_NOT_CONFIRMED',
  /** Email or VAT number is required */
  EMAIL_OR_VAT_NUMBER_REQUIRED: 'EMAIL_OR_VAT_NUMBER_REQUIRED',
  /** Email is required */
  EMAIL_REQUIRED: 'EMAIL_REQUIRED',
  /** An employee with this email already exists in the hotel */
  EMPLOYEE_EMAIL_TAKEN: 'EMPLOYEE_EMAIL_TAKEN',
  /** This user is already linked to another employee of the hotel */
  EMPLOYEE_USER_LINKED: 'EMPLOYEE_USER_LINKED',
  /** The end date must not be before the start date */
  END_BEFORE_START: 'END_BEFORE_START',
  /** Only {{who}} administrators may {{verb}} {{what}} */
  ESTATE_LEVEL_REQUIRED: 'ESTATE_LEVEL_REQUIRED',
  /** An event needs its date */
  EVENT_DATE_REQUIRED: 'EVENT_DATE_REQUIRED',
  /** Exchange rates are kept for USD, BTC and ETH against LKR */
  EXCHANGE_CURRENCY: 'EXCHANGE_CURRENCY',
  /** An exchange rate must be more than zero */
  EXCHANGE_RATE_NOT_POSITIVE: 'EXCHANGE_RATE_NOT_POSITIVE',
  /** A rate for this currency already starts on this date */
  EXCHANGE_RATE_TAKEN: 'EXCHANGE_RATE_TAKEN',
  /** You do not have permission to do this ({{feature}} {{operation}}) */
  FEATURE_NOT_PERMITTED: 'FEATURE_NOT_PERMITTED',
  /** First name is required */
  FIRST_NAME_REQUIRED: 'FIRST_NAME_REQUIRED',
  /** Floor must be a whole number from -5 to 200 */
  FLOOR_RANGE: 'FLOOR_RANGE',
  /** The folio is kept in {{currency}}: post the charge in {{currency}} */
  FOLIO_CURRENCY: 'FOLIO_CURRENCY',
  /** Charges move only between folios of the same reservation */
  FOLIO_OF_OTHER_STAY: 'FOLIO_OF_OTHER_STAY',
  /** Choose a category without sub-categories */
  FOOD_CATEGORY_NOT_LAST_LAYER: 'FOOD_CATEGORY_NOT_LAST_LAYER',
  /** An item cannot move to another restaurant */
  FOOD_ITEM_MOVED_ACROSS_RESTAURANTS: 'FOOD_ITEM_MOVED_ACROSS_RESTAURANTS',
  /** An item with this name is already on the menu */
  FOOD_ITEM_NAME_TAKEN: 'FOOD_ITEM_NAME_TAKEN',
  /** {{name}} is on orders; deactivate it instead */
  FOOD_ITEM_ON_ORDERS: 'FOOD_ITEM_ON_ORDERS',
  /** A full refund returns the whole refundable amount ({{amount}}) */
  FULL_REFUND_NOT_WHOLE: 'FULL_REFUND_NOT_WHOLE',
  /** You cannot grant more than you hold yourself */
  GRANT_BEYOND_OWN_RIGHTS: 'GRANT_BEYOND_OWN_RIGHTS',
  /** You can only grant access within your own group, hotel or services */
  GRANT_BEYOND_OWN_SCOPE: 'GRANT_BEYOND_OWN_SCOPE',
  /** Receive at least one item */
  GRN_LINES_REQUIRED: 'GRN_LINES_REQUIRED',
  /** The group still has hotels. Delete them first. */
  GROUP_HAS_HOTELS: 'GROUP_HAS_HOTELS',
  /** Users still belong to this group. Move or remove them first. */
  GROUP_HAS_USERS: 'GROUP_HAS_USERS',
  /** The group is still in use. */
  GROUP_IN_USE: 'GROUP_IN_USE',
  /** A group with this name already exists */
  GROUP_NAME_TAKEN: 'GROUP_NAME_TAKEN',
  /** A role with this name already exists in the group */
  GROUP_ROLE_NAME_TAKEN: 'GROUP_ROLE_NAME_TAKEN',
  /** The guest has stays and cannot be deleted */
  GUEST_HAS_STAYS: 'GUEST_HAS_STAYS',
  /** The guest of this room is no longer checked in */
  GUEST_NO_LONGER_CHECKED_IN: 'GUEST_NO_LONGER_CHECKED_IN',
  /** This date is already a holiday */
  HOLIDAY_DATE_TAKEN: 'HOLIDAY_DATE_TAKEN',
  /** The hotel still has channels. Delete them first. */
  HOTEL_HAS_CHANNELS: 'HOTEL_HAS_CHANNELS',
  /** The hotel still has services. Delete them first. */
  HOTEL_HAS_SERVICES: 'HOTEL_HAS_SERVICES',
  /** Users still belong to this hotel. Move or remove them first. */
  HOTEL_HAS_USERS: 'HOTEL_HAS_USERS',
  /** The hotel is still in use. */
  HOTEL_IN_USE: 'HOTEL_IN_USE',
  /** A hotel with this name already exists in the group */
  HOTEL_NAME_TAKEN: 'HOTEL_NAME_TAKEN',
  /** The hotel is not in this group */
  HOTEL_NOT_IN_GROUP: 'HOTEL_NOT_IN_GROUP',
  /** Choose a hotel or the whole group, not both */
  HOTEL_OR_GROUP_NOT_BOTH: 'HOTEL_OR_GROUP_NOT_BOTH',
  /** Could not find a free prefix for this hotel; please give one */
  HOTEL_PREFIX_EXHAUSTED: 'HOTEL_PREFIX_EXHAUSTED',
  /** A hotel with this prefix already exists */
  HOTEL_PREFIX_TAKEN: 'HOTEL_PREFIX_TAKEN',
  /** A role with this name already exists in the hotel */
  HOTEL_ROLE_NAME_TAKEN: 'HOTEL_ROLE_NAME_TAKEN',
  /** This request key was already used for a different reservation */
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  /** Idle time must be at least 60 seconds */
  IDLE_TIME_TOO_SHORT: 'IDLE_TIME_TOO_SHORT',
  /** Only an open inquiry can be changed (this one is {{status}}) */
  INQUIRY_NOT_OPEN: 'INQUIRY_NOT_OPEN',
  /** Rooms per type are from 1 to 20 */
  INQUIRY_ROOM_COUNT: 'INQUIRY_ROOM_COUNT',
  /** Not enough {{item}} at {{location}}: {{available}} available */
  INSUFFICIENT_STOCK: 'INSUFFICIENT_STOCK',
  /** Internal server error */
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  /** Invalid client credentials */
  INVALID_CLIENT: 'INVALID_CLIENT',
  /** Invalid email */
  INVALID_EMAIL: 'INVALID_EMAIL',
  /** Invalid phone number */
  INVALID_PHONE_NUMBER: 'INVALID_PHONE_NUMBER',
  /** Invalid price */
  INVALID_PRICE: 'INVALID_PRICE',
  /** Invalid time */
  INVALID_TIME: 'INVALID_TIME',
  /** Invalid URL */
  INVALID_URL: 'INVALID_URL',
  /** Invalid value */
  INVALID_VALUE: 'INVALID_VALUE',
  /** Invalid web address */
  INVALID_WEB_ADDRESS: 'INVALID_WEB_ADDRESS',
  /** {{what}} is still in use; remove what uses it first */
  INVENTORY_IN_USE: 'INVENTORY_IN_USE',
  /** The invoice is already fully credited */
  INVOICE_FULLY_CREDITED: 'INVOICE_FULLY_CREDITED',
  /** Some items are not on this menu */
  ITEMS_NOT_ON_MENU: 'ITEMS_NOT_ON_MENU',
  /** Choose at least one item */
  ITEMS_REQUIRED: 'ITEMS_REQUIRED',
  /** This item was already accepted */
  ITEM_ALREADY_ACCEPTED: 'ITEM_ALREADY_ACCEPTED',
  /** This item is already {{label}} */
  ITEM_ALREADY_IN_STATUS: 'ITEM_ALREADY_IN_STATUS',
  /** This item was already rejected */
  ITEM_ALREADY_REJECTED: 'ITEM_ALREADY_REJECTED',
  /** This item was cancelled */
  ITEM_CANCELLED: 'ITEM_CANCELLED',
  /** {{name}} can no longer change */
  ITEM_CAN_NO_LONGER_CHANGE: 'ITEM_CAN_NO_LONGER_CHANGE',
  /** This item has stock movements and cannot be deleted */
  ITEM_HAS_MOVEMENTS: 'ITEM_HAS_MOVEMENTS',
  /** An item with this name already exists */
  ITEM_NAME_TAKEN: 'ITEM_NAME_TAKEN',
  /** {{name}} is not available */
  ITEM_NOT_AVAILABLE: 'ITEM_NOT_AVAILABLE',
  /** Not a line of this order */
  ITEM_NOT_A_LINE_OF_ORDER: 'ITEM_NOT_A_LINE_OF_ORDER',
  /** This item is not on the menu of this restaurant */
  ITEM_NOT_ON_MENU: 'ITEM_NOT_ON_MENU',
  /** Item is required */
  ITEM_REQUIRED: 'ITEM_REQUIRED',
  /** This item is {{fromLabel}} and cannot become {{toLabel}} */
  ITEM_TRANSITION_NOT_ALLOWED: 'ITEM_TRANSITION_NOT_ALLOWED',
  /** Item type is required */
  ITEM_TYPE_REQUIRED: 'ITEM_TYPE_REQUIRED',
  /** A lead type with this name already exists in the hotel */
  LEAD_TYPE_NAME_TAKEN: 'LEAD_TYPE_NAME_TAKEN',
  /** You cannot give a user a level above your own */
  LEVEL_ABOVE_OWN: 'LEVEL_ABOVE_OWN',
  /** A levy rate must be below 100 */
  LEVY_RATE_TOO_HIGH: 'LEVY_RATE_TOO_HIGH',
  /** This location holds stock; move it out first */
  LOCATION_HAS_STOCK: 'LOCATION_HAS_STOCK',
  /** A location with this name already exists */
  LOCATION_NAME_TAKEN: 'LOCATION_NAME_TAKEN',
  /** Meal plan is required */
  MEAL_PLAN_REQUIRED: 'MEAL_PLAN_REQUIRED',
  /** Items are still allocated to this category. Move them first. */
  MENU_CATEGORY_HAS_ITEMS: 'MENU_CATEGORY_HAS_ITEMS',
  /** The category still has sub-categories. Delete them first. */
  MENU_CATEGORY_HAS_SUBCATEGORIES: 'MENU_CATEGORY_HAS_SUBCATEGORIES',
  /** The parent category is not in this restaurant */
  MENU_CATEGORY_PARENT_ELSEWHERE: 'MENU_CATEGORY_PARENT_ELSEWHERE',
  /** A category with this title already exists here */
  MENU_CATEGORY_TITLE_TAKEN: 'MENU_CATEGORY_TITLE_TAKEN',
  /** A category cannot move under itself */
  MENU_CATEGORY_UNDER_ITSELF: 'MENU_CATEGORY_UNDER_ITSELF',
  /** Value must be less than or equal to {{n}} */
  MINIMUM_NIGHTS_ABOVE_RANGE: 'MINIMUM_NIGHTS_ABOVE_RANGE',
  /** Minimum Night not less than 2 */
  MINIMUM_NIGHTS_BELOW_TWO: 'MINIMUM_NIGHTS_BELOW_TWO',
  /** Please enter the minimum nights! */
  MINIMUM_NIGHTS_REQUIRED: 'MINIMUM_NIGHTS_REQUIRED',
  /** A record of one hotel cannot move to another */
  MOVED_ACROSS_HOTELS: 'MOVED_ACROSS_HOTELS',
  /** Expected a multipart body */
  MULTIPART_EXPECTED: 'MULTIPART_EXPECTED',
  /** Name is required */
  NAME_REQUIRED: 'NAME_REQUIRED',
  /** This name is already used in this hotel */
  NAME_TAKEN_IN_HOTEL: 'NAME_TAKEN_IN_HOTEL',
  /** Name must be at most 60 characters */
  NAME_TOO_LONG: 'NAME_TOO_LONG',
  /** A price must be zero or more */
  NEGATIVE_PRICE: 'NEGATIVE_PRICE',
  /** This business date is already closed; the business date is now {{date}} */
  NIGHT_AUDIT_DATE_CLOSED: 'NIGHT_AUDIT_DATE_CLOSED',
  /** The audit hour is from 0 to 23 */
  NIGHT_AUDIT_HOUR_RANGE: 'NIGHT_AUDIT_HOUR_RANGE',
  /** The business date {{date}} has not begun yet; it cannot be closed */
  NIGHT_AUDIT_TOO_EARLY: 'NIGHT_AUDIT_TOO_EARLY',
  /** The folio has no uninvoiced charges: there is nothing to invoice */
  NOTHING_TO_INVOICE: 'NOTHING_TO_INVOICE',
  /** No item with a preferred supplier is below its reorder level */
  NOTHING_TO_REPLENISH: 'NOTHING_TO_REPLENISH',
  /** This is not an inventory service */
  NOT_AN_INVENTORY_SERVICE: 'NOT_AN_INVENTORY_SERVICE',
  /** {{what}} not found */
  NOT_FOUND: 'NOT_FOUND',
  /** This choice belongs to another hotel */
  NOT_IN_HOTEL: 'NOT_IN_HOTEL',
  /** You do not have permission to do this */
  NOT_PERMITTED: 'NOT_PERMITTED',
  /** You cannot change your own level or disable yourself */
  NOT_YOURSELF: 'NOT_YOURSELF',
  /** You do not have access to this group */
  NO_ACCESS_TO_GROUP: 'NO_ACCESS_TO_GROUP',
  /** You do not have access to this hotel */
  NO_ACCESS_TO_HOTEL: 'NO_ACCESS_TO_HOTEL',
  /** You do not have access to this service */
  NO_ACCESS_TO_SERVICE: 'NO_ACCESS_TO_SERVICE',
  /** You do not have access to this user */
  NO_ACCESS_TO_USER: 'NO_ACCESS_TO_USER',
  /** No {{roomType}} room is free between {{from}} and {{to}} */
  NO_FREE_ROOM: 'NO_FREE_ROOM',
  /** No occupancy (pax) is defined for {{adults}} adults */
  NO_PAX_FOR_ADULTS: 'NO_PAX_FOR_ADULTS',
  /** No price is set for the night of {{date}} */
  NO_RATE_FOR_NIGHT: 'NO_RATE_FOR_NIGHT',
  /** There is no conversion from {{unit}} to {{itemUnit}} */
  NO_UNIT_CONVERSION: 'NO_UNIT_CONVERSION',
  /** Must be more than {{min}} */
  NUMBER_NOT_ABOVE: 'NUMBER_NOT_ABOVE',
  /** Must be less than {{max}} */
  NUMBER_NOT_BELOW: 'NUMBER_NOT_BELOW',
  /** Must be at most {{max}} */
  NUMBER_TOO_LARGE: 'NUMBER_TOO_LARGE',
  /** Must be at least {{min}} */
  NUMBER_TOO_SMALL: 'NUMBER_TOO_SMALL',
  /** A date offer needs its first and last date */
  OFFER_DATES_REQUIRED: 'OFFER_DATES_REQUIRED',
  /** An early-booking offer needs its days before arrival */
  OFFER_DAYS_REQUIRED: 'OFFER_DAYS_REQUIRED',
  /** A stay-length offer needs its minimum nights */
  OFFER_NIGHTS_REQUIRED: 'OFFER_NIGHTS_REQUIRED',
  /** The old password is incorrect */
  OLD_PASSWORD_INCORRECT: 'OLD_PASSWORD_INCORRECT',
  /** A user holds one role per service */
  ONE_ROLE_PER_SERVICE: 'ONE_ROLE_PER_SERVICE',
  /** This restaurant already has a service charge; change that one instead */
  ONE_SERVICE_CHARGE: 'ONE_SERVICE_CHARGE',
  /** Only active channels of this hotel can sell online */
  ONLINE_CHANNEL_NOT_ACTIVE: 'ONLINE_CHANNEL_NOT_ACTIVE',
  /** Opening stock of {{item}} at {{location}} is already entered */
  OPENING_STOCK_EXISTS: 'OPENING_STOCK_EXISTS',
  /** This order was already accepted */
  ORDER_ALREADY_ACCEPTED: 'ORDER_ALREADY_ACCEPTED',
  /** This order was already charged to the room */
  ORDER_ALREADY_CHARGED_TO_ROOM: 'ORDER_ALREADY_CHARGED_TO_ROOM',
  /** This order is already completed */
  ORDER_ALREADY_COMPLETED: 'ORDER_ALREADY_COMPLETED',
  /** An order is already open for this table */
  ORDER_ALREADY_OPEN: 'ORDER_ALREADY_OPEN',
  /** This order is waiting for the waiter to reconfirm it */
  ORDER_AWAITING_RECONFIRMATION: 'ORDER_AWAITING_RECONFIRMATION',
  /** This order was cancelled */
  ORDER_CANCELLED: 'ORDER_CANCELLED',
  /** The order has no items */
  ORDER_HAS_NO_ITEMS: 'ORDER_HAS_NO_ITEMS',
  /** Items of this order were already served */
  ORDER_ITEMS_SERVED: 'ORDER_ITEMS_SERVED',
  /** Add at least one item to order */
  ORDER_NEEDS_AN_ITEM: 'ORDER_NEEDS_AN_ITEM',
  /** No item of this order was rejected */
  ORDER_NOTHING_REJECTED: 'ORDER_NOTHING_REJECTED',
  /** There is nothing new to accept in this order */
  ORDER_NOTHING_TO_ACCEPT: 'ORDER_NOTHING_TO_ACCEPT',
  /** Every item must be served before the invoice */
  ORDER_NOT_ALL_SERVED: 'ORDER_NOT_ALL_SERVED',
  /** This order belongs to another hotel */
  ORDER_OF_ANOTHER_HOTEL: 'ORDER_OF_ANOTHER_HOTEL',
  /** This order belongs to another table */
  ORDER_OF_ANOTHER_TABLE: 'ORDER_OF_ANOTHER_TABLE',
  /** A reconfirmation was already requested for this order */
  ORDER_RECONFIRMATION_ALREADY_REQUESTED: 'ORDER_RECONFIRMATION_ALREADY_REQUESTED',
  /** Some items were rejected: request a reconfirmation from the waiter first */
  ORDER_REJECTION_PENDING: 'ORDER_REJECTION_PENDING',
  /** The table time can no longer change */
  ORDER_TABLE_TIME_LOCKED: 'ORDER_TABLE_TIME_LOCKED',
  /** VAT can only change while the order is placed and not yet accepted */
  ORDER_VAT_LOCKED: 'ORDER_VAT_LOCKED',
  /** Give both out-of-order dates, the last not before the first */
  OUT_OF_ORDER_DATES: 'OUT_OF_ORDER_DATES',
  /** Cannot receive more {{item}} than ordered: {{open}} open */
  OVER_RECEIPT: 'OVER_RECEIPT',
  /** You can only see the hotels you administer */
  OWN_HOTELS_ONLY: 'OWN_HOTELS_ONLY',
  /** You can only manage your own hotel */
  OWN_HOTEL_ONLY: 'OWN_HOTEL_ONLY',
  /** You may only see your own tables */
  OWN_TABLES_ONLY: 'OWN_TABLES_ONLY',
  /** {{field}}: not valid JSON */
  PART_NOT_JSON: 'PART_NOT_JSON',
  /** The passport image is larger than 2 MB */
  PASSPORT_IMAGE_TOO_LARGE: 'PASSPORT_IMAGE_TOO_LARGE',
  /** The passport image must be a PNG, JPEG or WebP picture */
  PASSPORT_IMAGE_TYPE: 'PASSPORT_IMAGE_TYPE',
  /** Passwords do not match */
  PASSWORDS_DIFFER: 'PASSWORDS_DIFFER',
  /** Password needs {{rules}} */
  PASSWORD_NEEDS: 'PASSWORD_NEEDS',
  /** The new password must differ from the previous one */
  PASSWORD_SAME_AS_PREVIOUS: 'PASSWORD_SAME_AS_PREVIOUS',
  /** An occupancy for this number of adults already exists */
  PAX_ADULTS_TAKEN: 'PAX_ADULTS_TAKEN',
  /** The rate percentage must be more than 0 and at most 1000 */
  PAX_PERCENT_RANGE: 'PAX_PERCENT_RANGE',
  /** Payment timeout must be at least 60 seconds */
  PAYMENT_TIMEOUT_TOO_SHORT: 'PAYMENT_TIMEOUT_TOO_SHORT',
  /** Percentage must be less than or equal to 100. */
  PERCENTAGE_ABOVE_100: 'PERCENTAGE_ABOVE_100',
  /** Percentage must be greater than or equal to 0 */
  PERCENTAGE_NEGATIVE: 'PERCENTAGE_NEGATIVE',
  /** A percentage is from 0 to 100 */
  PERCENT_RANGE: 'PERCENT_RANGE',
  /** This permission is listed twice */
  PERMISSION_LISTED_TWICE: 'PERMISSION_LISTED_TWICE',
  /** This permission does not apply to the service */
  PERMISSION_NOT_OF_SERVICE: 'PERMISSION_NOT_OF_SERVICE',
  /** The picture is larger than 5 MB */
  PICTURE_TOO_LARGE: 'PICTURE_TOO_LARGE',
  /** The picture must be a PNG, JPEG, WebP, GIF or SVG image */
  PICTURE_TYPE_NOT_ALLOWED: 'PICTURE_TYPE_NOT_ALLOWED',
  /** A policy for the same rooms already starts on this date */
  POLICY_DATE_TAKEN: 'POLICY_DATE_TAKEN',
  /** This combination already has a price; change that one instead */
  PRICE_ALREADY_SET: 'PRICE_ALREADY_SET',
  /** Price required */
  PRICE_REQUIRED: 'PRICE_REQUIRED',
  /** Choose a group, a hotel or a service */
  PRIVILEGE_SCOPE_REQUIRED: 'PRIVILEGE_SCOPE_REQUIRED',
  /** Code must be 2-30 letters, digits, dashes or underscores */
  PROMOTION_CODE_FORMAT: 'PROMOTION_CODE_FORMAT',
  /** A promotion with this code already exists in the hotel */
  PROMOTION_CODE_TAKEN: 'PROMOTION_CODE_TAKEN',
  /** Failed to fetch purchase items */
  PURCHASE_ITEMS_FAILED: 'PURCHASE_ITEMS_FAILED',
  /** Add at least one item to the purchase order */
  PURCHASE_ORDER_LINES_REQUIRED: 'PURCHASE_ORDER_LINES_REQUIRED',
  /** Only a draft purchase order can be changed or sent */
  PURCHASE_ORDER_NOT_DRAFT: 'PURCHASE_ORDER_NOT_DRAFT',
  /** This purchase order is not open for receiving */
  PURCHASE_ORDER_NOT_OPEN: 'PURCHASE_ORDER_NOT_OPEN',
  /** Quantity cannot be less than 1 */
  QUANTITY_BELOW_ONE: 'QUANTITY_BELOW_ONE',
  /** Quantity must be greater than 0 */
  QUANTITY_POSITIVE: 'QUANTITY_POSITIVE',
  /** Quantity is from 0.001 to 9,999 */
  QUANTITY_RANGE: 'QUANTITY_RANGE',
  /** Choose a range of at most 366 days */
  RANGE_TOO_LONG: 'RANGE_TOO_LONG',
  /** The change would make a price negative on {{date}} */
  RATE_CHANGE_BELOW_ZERO: 'RATE_CHANGE_BELOW_ZERO',
  /** No prices are set for these dates, channels and room types */
  RATE_CHANGE_NOTHING: 'RATE_CHANGE_NOTHING',
  /** Change at most {{max}} prices at once; narrow the dates or channels */
  RATE_CHANGE_TOO_LARGE: 'RATE_CHANGE_TOO_LARGE',
  /** Enter the change: a percentage, or an amount in LKR and in USD */
  RATE_CHANGE_VALUE_REQUIRED: 'RATE_CHANGE_VALUE_REQUIRED',
  /** This step was already recalled */
  RECALL_ALREADY_DONE: 'RECALL_ALREADY_DONE',
  /** Too late to recall: the time to undo has passed */
  RECALL_EXPIRED: 'RECALL_EXPIRED',
  /** There is nothing to recall */
  RECALL_NOTHING: 'RECALL_NOTHING',
  /** Too late to recall: the order has moved on since */
  RECALL_OVERTAKEN: 'RECALL_OVERTAKEN',
  /** This receipt is already rejected */
  RECEIPT_ALREADY_REJECTED: 'RECEIPT_ALREADY_REJECTED',
  /** Amount must be greater than 0 */
  RECEIPT_AMOUNT_NOT_POSITIVE: 'RECEIPT_AMOUNT_NOT_POSITIVE',
  /** This receipt has not been authorized yet */
  RECEIPT_NOT_AUTHORISED: 'RECEIPT_NOT_AUTHORISED',
  /** Only a pending receipt can be authorised (this one is {{status}}) */
  RECEIPT_NOT_PENDING: 'RECEIPT_NOT_PENDING',
  /** A receipt with refunds cannot be rejected */
  RECEIPT_REFUNDED_NOT_REJECTABLE: 'RECEIPT_REFUNDED_NOT_REJECTABLE',
  /** Give the reason for rejecting the receipt */
  RECEIPT_REJECT_REASON_REQUIRED: 'RECEIPT_REJECT_REASON_REQUIRED',
  /** The record is still in use or refers to a missing record */
  RECORD_IN_USE: 'RECORD_IN_USE',
  /** Receipt {{number}} has only {{balance}} left to refund */
  REFUND_ABOVE_RECEIPT_BALANCE: 'REFUND_ABOVE_RECEIPT_BALANCE',
  /** Amount cannot exceed {{amount}}! */
  REFUND_AMOUNT_ABOVE_REFUNDABLE: 'REFUND_AMOUNT_ABOVE_REFUNDABLE',
  /** Please enter a partial pay amount before selecting receipts. */
  REFUND_AMOUNT_BEFORE_RECEIPTS: 'REFUND_AMOUNT_BEFORE_RECEIPTS',
  /** The refund amount is fully allocated */
  REFUND_FULLY_ALLOCATED: 'REFUND_FULLY_ALLOCATED',
  /** This request key was already used for a refund of another invoice */
  REFUND_KEY_REUSED: 'REFUND_KEY_REUSED',
  /** Please select the Refund Method. */
  REFUND_METHOD_REQUIRED: 'REFUND_METHOD_REQUIRED',
  /** Please enter a partial pay amount. */
  REFUND_PARTIAL_AMOUNT_REQUIRED: 'REFUND_PARTIAL_AMOUNT_REQUIRED',
  /** Select the receipts to refund */
  REFUND_RECEIPTS_REQUIRED: 'REFUND_RECEIPTS_REQUIRED',
  /** Receipt {{number}} was not paid towards this invoice */
  REFUND_RECEIPT_NOT_OF_INVOICE: 'REFUND_RECEIPT_NOT_OF_INVOICE',
  /** Each receipt is named once in a refund */
  REFUND_RECEIPT_TWICE: 'REFUND_RECEIPT_TWICE',
  /** Please select the Refund Status. */
  REFUND_STATUS_REQUIRED: 'REFUND_STATUS_REQUIRED',
  /** Give the reason for refusing */
  REFUSAL_REASON_REQUIRED: 'REFUSAL_REASON_REQUIRED',
  /** Reason is required */
  REJECT_REASON_REQUIRED: 'REJECT_REASON_REQUIRED',
  /** Character Limit Exceeded! (Max: 60 characters) */
  REMARKS_TOO_LONG: 'REMARKS_TOO_LONG',
  /** Choose a hotel or the whole group */
  REPORT_SCOPE_REQUIRED: 'REPORT_SCOPE_REQUIRED',
  /** A service is chosen together with its hotel */
  REPORT_SERVICE_NEEDS_HOTEL: 'REPORT_SERVICE_NEEDS_HOTEL',
  /** The request is too large */
  REQUEST_TOO_LARGE: 'REQUEST_TOO_LARGE',
  /** Required field */
  REQUIRED_FIELD: 'REQUIRED_FIELD',
  /** The reservation was changed by someone else since you opened it (version {{version}}): {{changes}}. Reload it and try again. */
  RESERVATION_CHANGED: 'RESERVATION_CHANGED',
  /** The reservation belongs to another hotel */
  RESERVATION_OF_OTHER_HOTEL: 'RESERVATION_OF_OTHER_HOTEL',
  /** The reservation type belongs to another hotel */
  RESERVATION_TYPE_NOT_OF_HOTEL: 'RESERVATION_TYPE_NOT_OF_HOTEL',
  /** Please select Reservation Type! */
  RESERVATION_TYPE_REQUIRED: 'RESERVATION_TYPE_REQUIRED',
  /** The reset link has expired. Please request a new code. */
  RESET_LINK_EXPIRED: 'RESET_LINK_EXPIRED',
  /** The role is held by users. Reassign them first. */
  ROLE_HELD: 'ROLE_HELD',
  /** The role is held by employees. Reassign them first. */
  ROLE_HELD_BY_EMPLOYEES: 'ROLE_HELD_BY_EMPLOYEES',
  /** A role with this name already exists */
  ROLE_NAME_TAKEN: 'ROLE_NAME_TAKEN',
  /** This role belongs to another service */
  ROLE_OF_ANOTHER_SERVICE: 'ROLE_OF_ANOTHER_SERVICE',
  /** The service of a role cannot change */
  ROLE_SERVICE_LOCKED: 'ROLE_SERVICE_LOCKED',
  /** Add at least one room */
  ROOMS_REQUIRED: 'ROOMS_REQUIRED',
  /** The room is already blocked for some of these dates */
  ROOM_ALREADY_BLOCKED: 'ROOM_ALREADY_BLOCKED',
  /** Room {{roomNo}} is already booked between {{from}} and {{to}} */
  ROOM_ALREADY_BOOKED: 'ROOM_ALREADY_BOOKED',
  /** {{name}} is given to rooms; take it off them first */
  ROOM_ATTRIBUTE_IN_USE: 'ROOM_ATTRIBUTE_IN_USE',
  /** Rooms of a reservation that is {{status}} cannot be changed */
  ROOM_CHANGE_NOT_ALLOWED: 'ROOM_CHANGE_NOT_ALLOWED',
  /** This room has no checked-in guest */
  ROOM_HAS_NO_GUEST: 'ROOM_HAS_NO_GUEST',
  /** This room has stays on record; deactivate it instead */
  ROOM_HAS_STAYS: 'ROOM_HAS_STAYS',
  /** The room is not in this hotel */
  ROOM_NOT_IN_HOTEL: 'ROOM_NOT_IN_HOTEL',
  /** The room is not of the chosen room type */
  ROOM_NOT_OF_ROOM_TYPE: 'ROOM_NOT_OF_ROOM_TYPE',
  /** The room is not booked on this reservation */
  ROOM_NOT_ON_STAY: 'ROOM_NOT_ON_STAY',
  /** Room number is required */
  ROOM_NO_REQUIRED: 'ROOM_NO_REQUIRED',
  /** Room No is required */
  ROOM_NUMBER_REQUIRED: 'ROOM_NUMBER_REQUIRED',
  /** A room with this number already exists in this hotel */
  ROOM_NUMBER_TAKEN: 'ROOM_NUMBER_TAKEN',
  /** The room belongs to another hotel */
  ROOM_OF_OTHER_HOTEL: 'ROOM_OF_OTHER_HOTEL',
  /** Room {{roomNo}} is out of order on these dates */
  ROOM_OUT_OF_ORDER: 'ROOM_OUT_OF_ORDER',
  /** Room {{roomNo}} holds at most {{max}} guests */
  ROOM_OVER_CAPACITY: 'ROOM_OVER_CAPACITY',
  /** The previous guest of this room has not checked out yet */
  ROOM_STILL_OCCUPIED: 'ROOM_STILL_OCCUPIED',
  /** Room {{roomNo}} holds at most {{max}} adults */
  ROOM_TOO_MANY_ADULTS: 'ROOM_TOO_MANY_ADULTS',
  /** No nights of this room are left to change */
  ROOM_TYPE_CHANGE_NO_NIGHTS: 'ROOM_TYPE_CHANGE_NO_NIGHTS',
  /** This room type has prices. Delete its prices first. */
  ROOM_TYPE_HAS_PRICES: 'ROOM_TYPE_HAS_PRICES',
  /** This room type still has {{count}} rooms. Move or delete them first. */
  ROOM_TYPE_HAS_ROOMS: 'ROOM_TYPE_HAS_ROOMS',
  /** The room type is not in this hotel */
  ROOM_TYPE_NOT_IN_HOTEL: 'ROOM_TYPE_NOT_IN_HOTEL',
  /** The price difference is now {{difference}}; confirm it again */
  ROOM_TYPE_PRICE_CHANGED: 'ROOM_TYPE_PRICE_CHANGED',
  /** Room type is required */
  ROOM_TYPE_REQUIRED: 'ROOM_TYPE_REQUIRED',
  /** Choose another room type than the booked one */
  ROOM_TYPE_UNCHANGED: 'ROOM_TYPE_UNCHANGED',
  /** The dates overlap the season {{season}} ({{from}} to {{to}}) */
  SEASONS_OVERLAP: 'SEASONS_OVERLAP',
  /** The dates overlap another season of this hotel */
  SEASON_DATES_TAKEN: 'SEASON_DATES_TAKEN',
  /** This season has seasonal prices. Delete them first. */
  SEASON_HAS_PRICES: 'SEASON_HAS_PRICES',
  /** The season belongs to another hotel */
  SEASON_NOT_OF_HOTEL: 'SEASON_NOT_OF_HOTEL',
  /** Seats must be a whole number from 1 to 50 */
  SEATS_RANGE: 'SEATS_RANGE',
  /** Security code must be exactly 6 digits */
  SECURITY_CODE_FORMAT: 'SECURITY_CODE_FORMAT',
  /** OTP Verification Faild */
  SECURITY_CODE_INVALID: 'SECURITY_CODE_INVALID',
  /** Please select a hotel! */
  SELECT_A_HOTEL: 'SELECT_A_HOTEL',
  /** Please select a room */
  SELECT_A_ROOM: 'SELECT_A_ROOM',
  /** Please select a user */
  SELECT_A_USER: 'SELECT_A_USER',
  /** Please select a payment method (Cash / Room). */
  SELECT_PAYMENT_METHOD: 'SELECT_PAYMENT_METHOD',
  /** Please select a table */
  SELECT_TABLE: 'SELECT_TABLE',
  /** The server is not responding. Please try again in a moment. */
  SERVER_NOT_RESPONDING: 'SERVER_NOT_RESPONDING',
  /** The service charge is neither VAT nor a levy */
  SERVICE_CHARGE_FLAGS: 'SERVICE_CHARGE_FLAGS',
  /** The service has open orders. Complete or cancel them first. */
  SERVICE_HAS_OPEN_ORDERS: 'SERVICE_HAS_OPEN_ORDERS',
  /** The service still has records (tables, menus, past orders or stock). Deactivate it instead. */
  SERVICE_HAS_RECORDS: 'SERVICE_HAS_RECORDS',
  /** Users are still allocated to this service. Remove them first. */
  SERVICE_HAS_USERS: 'SERVICE_HAS_USERS',
  /** A service with this name already exists in the hotel */
  SERVICE_NAME_TAKEN: 'SERVICE_NAME_TAKEN',
  /** The service is not in this hotel */
  SERVICE_NOT_IN_HOTEL: 'SERVICE_NOT_IN_HOTEL',
  /** The service's roles are still held by users. Remove them first. */
  SERVICE_ROLES_HELD: 'SERVICE_ROLES_HELD',
  /** A role with this name already exists in the service */
  SERVICE_ROLE_NAME_TAKEN: 'SERVICE_ROLE_NAME_TAKEN',
  /** The type of a service that users are allocated to cannot change */
  SERVICE_TYPE_LOCKED: 'SERVICE_TYPE_LOCKED',
  /** Your session has expired. Please sign in again. */
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  /** Sign-in required */
  SIGN_IN_REQUIRED: 'SIGN_IN_REQUIRED',
  /** Charges are posted to a reservation that is checked in or reserved */
  STAY_NOT_IN_HOUSE: 'STAY_NOT_IN_HOUSE',
  /** Post the charge to a stay or to a walk-in customer, not both */
  STAY_OR_CUSTOMER: 'STAY_OR_CUSTOMER',
  /** A stay is priced for at most {{max}} nights */
  STAY_TOO_LONG: 'STAY_TOO_LONG',
  /** This stay type has prices. Delete its prices first. */
  STAY_TYPE_HAS_PRICES: 'STAY_TYPE_HAS_PRICES',
  /** This stay type is not sold at the moment */
  STAY_TYPE_INACTIVE: 'STAY_TYPE_INACTIVE',
  /** The stay type belongs to another room type */
  STAY_TYPE_OF_OTHER_ROOM_TYPE: 'STAY_TYPE_OF_OTHER_ROOM_TYPE',
  /** Enter at least one counted quantity */
  STOCK_COUNT_EMPTY: 'STOCK_COUNT_EMPTY',
  /** This stock count has already been posted */
  STOCK_COUNT_POSTED: 'STOCK_COUNT_POSTED',
  /** Stock moved since the count started ({{items}}); start a new count */
  STOCK_MOVED_SINCE_COUNT: 'STOCK_MOVED_SINCE_COUNT',
  /** This supplier is not active */
  SUPPLIER_INACTIVE: 'SUPPLIER_INACTIVE',
  /** A supplier with this name already exists */
  SUPPLIER_NAME_TAKEN: 'SUPPLIER_NAME_TAKEN',
  /** Only a system administrator may do this */
  SYSTEM_ADMINISTRATORS_ONLY: 'SYSTEM_ADMINISTRATORS_ONLY',
  /** The table does not match its allocation */
  TABLE_ALLOCATION_MISMATCH: 'TABLE_ALLOCATION_MISMATCH',
  /** This table is already free */
  TABLE_ALREADY_FREE: 'TABLE_ALREADY_FREE',
  /** This table is already allocated to you */
  TABLE_ALREADY_YOURS: 'TABLE_ALREADY_YOURS',
  /** Tables are still in this category. Move them to another category first. */
  TABLE_CATEGORY_IN_USE: 'TABLE_CATEGORY_IN_USE',
  /** A table category with this name already exists here */
  TABLE_CATEGORY_NAME_TAKEN: 'TABLE_CATEGORY_NAME_TAKEN',
  /** Table {{number}} has past orders; deactivate it instead */
  TABLE_HAS_PAST_ORDERS: 'TABLE_HAS_PAST_ORDERS',
  /** Table {{number}} is in use by a waiter; it can be deactivated or reserved once it is free */
  TABLE_IN_USE_CANNOT_CHANGE: 'TABLE_IN_USE_CANNOT_CHANGE',
  /** Table {{number}} is in use by a waiter; it can be deleted once it is free */
  TABLE_IN_USE_CANNOT_DELETE: 'TABLE_IN_USE_CANNOT_DELETE',
  /** A table cannot move to another restaurant */
  TABLE_MOVED_ACROSS_RESTAURANTS: 'TABLE_MOVED_ACROSS_RESTAURANTS',
  /** This table is not allocated */
  TABLE_NOT_ALLOCATED: 'TABLE_NOT_ALLOCATED',
  /** This table is not in this restaurant */
  TABLE_NOT_IN_RESTAURANT: 'TABLE_NOT_IN_RESTAURANT',
  /** This table is no longer allocated */
  TABLE_NO_LONGER_ALLOCATED: 'TABLE_NO_LONGER_ALLOCATED',
  /** Table number is required */
  TABLE_NUMBER_REQUIRED: 'TABLE_NUMBER_REQUIRED',
  /** A table with this number already exists here */
  TABLE_NUMBER_TAKEN: 'TABLE_NUMBER_TAKEN',
  /** This table is served by another waiter */
  TABLE_OF_ANOTHER_WAITER: 'TABLE_OF_ANOTHER_WAITER',
  /** This table is reserved */
  TABLE_RESERVED: 'TABLE_RESERVED',
  /** This table was just taken by another waiter */
  TABLE_TAKEN: 'TABLE_TAKEN',
  /** Time is required */
  TABLE_TIME_REQUIRED: 'TABLE_TIME_REQUIRED',
  /** A tax cannot move to another restaurant */
  TAX_MOVED_ACROSS_RESTAURANTS: 'TAX_MOVED_ACROSS_RESTAURANTS',
  /** A tax with this name already exists here */
  TAX_NAME_TAKEN: 'TAX_NAME_TAKEN',
  /** {{name}} is on completed bills; deactivate it instead */
  TAX_ON_COMPLETED_BILLS: 'TAX_ON_COMPLETED_BILLS',
  /** Tax rate must be zero or more */
  TAX_RATE_NEGATIVE: 'TAX_RATE_NEGATIVE',
  /** Sequence must be a whole number from 1 to 99 */
  TAX_SEQUENCE_RANGE: 'TAX_SEQUENCE_RANGE',
  /** A tax cannot be both VAT and a levy */
  TAX_VAT_AND_LEVY: 'TAX_VAT_AND_LEVY',
  /** At most {{max}} characters */
  TEXT_TOO_LONG: 'TEXT_TOO_LONG',
  /** At least {{min}} characters */
  TEXT_TOO_SHORT: 'TEXT_TOO_SHORT',
  /** This ticket was already served */
  TICKET_ALREADY_SERVED: 'TICKET_ALREADY_SERVED',
  /** This ticket was cancelled */
  TICKET_CANCELLED: 'TICKET_CANCELLED',
  /** The ticket in the body differs from the one in the path */
  TICKET_MISMATCH: 'TICKET_MISMATCH',
  /** Every item of the ticket must be ready to serve first */
  TICKET_NOT_READY: 'TICKET_NOT_READY',
  /** This ticket is not ready to serve yet */
  TICKET_NOT_RELEASED: 'TICKET_NOT_RELEASED',
  /** Title is required */
  TITLE_REQUIRED: 'TITLE_REQUIRED',
  /** At least {{min}} entries */
  TOO_FEW_ENTRIES: 'TOO_FEW_ENTRIES',
  /** This stay type takes at most {{max}} adults */
  TOO_MANY_ADULTS: 'TOO_MANY_ADULTS',
  /** Too many attempts to find a booking. Please try again later. */
  TOO_MANY_BOOKING_LOOKUPS: 'TOO_MANY_BOOKING_LOOKUPS',
  /** This stay type takes at most {{max}} children */
  TOO_MANY_CHILDREN: 'TOO_MANY_CHILDREN',
  /** Too many code requests. Please try again later. */
  TOO_MANY_CODE_REQUESTS: 'TOO_MANY_CODE_REQUESTS',
  /** At most {{max}} entries */
  TOO_MANY_ENTRIES: 'TOO_MANY_ENTRIES',
  /** Too many sign-in attempts. Please wait a few minutes and try again. */
  TOO_MANY_SIGN_IN_ATTEMPTS: 'TOO_MANY_SIGN_IN_ATTEMPTS',
  /** Too many wrong codes. Please request a new code later. */
  TOO_MANY_WRONG_CODES: 'TOO_MANY_WRONG_CODES',
  /** Choose a different location to transfer to */
  TRANSFER_SAME_LOCATION: 'TRANSFER_SAME_LOCATION',
  /** Trolley Number is required */
  TROLLEY_NUMBER_REQUIRED: 'TROLLEY_NUMBER_REQUIRED',
  /** A trolley with this number already exists */
  TROLLEY_NUMBER_TAKEN: 'TROLLEY_NUMBER_TAKEN',
  /** This trolley request has already been decided */
  TROLLEY_REQUEST_DECIDED: 'TROLLEY_REQUEST_DECIDED',
  /** Unable to deallocate table */
  UNABLE_TO_DEALLOCATE_TABLE: 'UNABLE_TO_DEALLOCATE_TABLE',
  /** The server gave an unexpected answer */
  UNEXPECTED_ANSWER: 'UNEXPECTED_ANSWER',
  /** This conversion would lead back to its own unit */
  UNIT_CONVERSION_CYCLE: 'UNIT_CONVERSION_CYCLE',
  /** A conversion between these units already exists */
  UNIT_CONVERSION_EXISTS: 'UNIT_CONVERSION_EXISTS',
  /** A unit with this name already exists */
  UNIT_NAME_TAKEN: 'UNIT_NAME_TAKEN',
  /** The unit price is more than zero and at most 99,999,999 */
  UNIT_PRICE_RANGE: 'UNIT_PRICE_RANGE',
  /** A unit type with this name already exists */
  UNIT_TYPE_NAME_TAKEN: 'UNIT_TYPE_NAME_TAKEN',
  /** A user with this email already exists */
  USER_EMAIL_TAKEN: 'USER_EMAIL_TAKEN',
  /** This user is listed twice */
  USER_LISTED_TWICE: 'USER_LISTED_TWICE',
  /** The user does not belong to this group */
  USER_NOT_IN_GROUP: 'USER_NOT_IN_GROUP',
  /** The user does not work in this hotel */
  USER_NOT_IN_HOTEL: 'USER_NOT_IN_HOTEL',
  /** The user does not work here */
  USER_NOT_WORKING_HERE: 'USER_NOT_WORKING_HERE',
  /** Value must be greater than or equal to 0 */
  VALUE_NEGATIVE: 'VALUE_NEGATIVE',
  /** A value is out of range */
  VALUE_OUT_OF_RANGE: 'VALUE_OUT_OF_RANGE',
  /** The value is too long */
  VALUE_TOO_LONG: 'VALUE_TOO_LONG',
  /** The invoice is already issued and its VAT customer cannot change: correct it with a credit note and issue a new invoice */
  VAT_CUSTOMER_AFTER_ISSUE: 'VAT_CUSTOMER_AFTER_ISSUE',
  /** A customer cannot move to another hotel */
  VAT_CUSTOMER_MOVED_ACROSS_HOTELS: 'VAT_CUSTOMER_MOVED_ACROSS_HOTELS',
  /** The VAT customer is not in this hotel's registry */
  VAT_CUSTOMER_OF_OTHER_HOTEL: 'VAT_CUSTOMER_OF_OTHER_HOTEL',
  /** This customer is named on invoices and cannot be deleted */
  VAT_CUSTOMER_ON_INVOICES: 'VAT_CUSTOMER_ON_INVOICES',
  /** Vat not applicable */
  VAT_NOT_APPLICABLE: 'VAT_NOT_APPLICABLE',
  /** VAT number is required */
  VAT_NUMBER_REQUIRED: 'VAT_NUMBER_REQUIRED',
  /** A customer with this VAT number is already registered for this hotel */
  VAT_NUMBER_TAKEN: 'VAT_NUMBER_TAKEN',
  /** Password needs at least 8 characters with an uppercase letter, a lowercase letter and a digit */
  WEAK_PASSWORD: 'WEAK_PASSWORD',
  /** Username or Password is incorrect */
  WRONG_CREDENTIALS: 'WRONG_CREDENTIALS'
} as const;

export type RefusalReason = typeof RefusalReason[keyof typeof RefusalReason];
/** What a change did to a stay */
export const ReservationChangeKind = {
  CANCELLED: 'CANCELLED',
  CHECKED_IN: 'CHECKED_IN',
  CHECKED_OUT: 'CHECKED_OUT',
  CREATED: 'CREATED',
  EXPIRED: 'EXPIRED',
  NO_SHOW: 'NO_SHOW',
  PAID: 'PAID',
  ROOMS_CHANGED: 'ROOMS_CHANGED',
  ROOM_MOVED: 'ROOM_MOVED',
  UPDATED: 'UPDATED'
} as const;

export type ReservationChangeKind = typeof ReservationChangeKind[keyof typeof ReservationChangeKind];
/** The fields a Reservation list sorts by */
export const ReservationSort = {
  checkInDate: 'checkInDate',
  checkOutDate: 'checkOutDate',
  createdAt: 'createdAt',
  guestName: 'guestName',
  id: 'id',
  refNumber: 'refNumber',
  status: 'status',
  total: 'total'
} as const;

export type ReservationSort = typeof ReservationSort[keyof typeof ReservationSort];
/** Status ids 1 RESERVED, 2 CHECKED_IN, 3 NOT_PAID, 5 EXPIRED (the active list) and 4 CHECKED_OUT, 6 CANCELLED (the history) */
export const ReservationStatus = {
  CANCELLED: 'CANCELLED',
  CHECKED_IN: 'CHECKED_IN',
  CHECKED_OUT: 'CHECKED_OUT',
  EXPIRED: 'EXPIRED',
  NOT_PAID: 'NOT_PAID',
  RESERVED: 'RESERVED'
} as const;

export type ReservationStatus = typeof ReservationStatus[keyof typeof ReservationStatus];
/** The fields a ReservationType list sorts by */
export const ReservationTypeSort = {
  id: 'id',
  name: 'name'
} as const;

export type ReservationTypeSort = typeof ReservationTypeSort[keyof typeof ReservationTypeSort];
/** BOOKED and CHECKEDIN hold the room; CHECKEDOUT and CANCELLED have let it go */
export const ReservedRoomStatus = {
  BOOKED: 'BOOKED',
  CANCELLED: 'CANCELLED',
  CHECKEDIN: 'CHECKEDIN',
  CHECKEDOUT: 'CHECKEDOUT'
} as const;

export type ReservedRoomStatus = typeof ReservedRoomStatus[keyof typeof ReservedRoomStatus];
/** The fields a RestaurantInvoice list sorts by */
export const RestaurantInvoiceSort = {
  completedAt: 'completedAt',
  id: 'id',
  tableNumber: 'tableNumber',
  totalCharge: 'totalCharge'
} as const;

export type RestaurantInvoiceSort = typeof RestaurantInvoiceSort[keyof typeof RestaurantInvoiceSort];
/** The fields a RestaurantReceipt list sorts by */
export const RestaurantReceiptSort = {
  amount: 'amount',
  createdAt: 'createdAt',
  id: 'id'
} as const;

export type RestaurantReceiptSort = typeof RestaurantReceiptSort[keyof typeof RestaurantReceiptSort];
/** The fields a RestaurantTax list sorts by */
export const RestaurantTaxSort = {
  id: 'id',
  name: 'name',
  rate: 'rate',
  sequence: 'sequence'
} as const;

export type RestaurantTaxSort = typeof RestaurantTaxSort[keyof typeof RestaurantTaxSort];
/** The fields a RoomAttribute list sorts by */
export const RoomAttributeSort = {
  id: 'id',
  name: 'name',
  roomCount: 'roomCount'
} as const;

export type RoomAttributeSort = typeof RoomAttributeSort[keyof typeof RoomAttributeSort];
/** The fields a RoomBlock list sorts by */
export const RoomBlockSort = {
  endDate: 'endDate',
  id: 'id',
  roomNumber: 'roomNumber',
  startDate: 'startDate'
} as const;

export type RoomBlockSort = typeof RoomBlockSort[keyof typeof RoomBlockSort];
/** OCCUPIED while a checked-in guest is in the room */
export const RoomOccupancy = {
  OCCUPIED: 'OCCUPIED',
  VACANT: 'VACANT'
} as const;

export type RoomOccupancy = typeof RoomOccupancy[keyof typeof RoomOccupancy];
/** The fields a Room list sorts by */
export const RoomSort = {
  floor: 'floor',
  id: 'id',
  roomNo: 'roomNo',
  roomType: 'roomType'
} as const;

export type RoomSort = typeof RoomSort[keyof typeof RoomSort];
/** The fields a RoomType list sorts by */
export const RoomTypeSort = {
  id: 'id',
  maxAdults: 'maxAdults',
  maxChildren: 'maxChildren',
  name: 'name',
  roomCount: 'roomCount'
} as const;

export type RoomTypeSort = typeof RoomTypeSort[keyof typeof RoomTypeSort];
/** The fields a Season list sorts by */
export const SeasonSort = {
  endDate: 'endDate',
  id: 'id',
  name: 'name',
  startDate: 'startDate'
} as const;

export type SeasonSort = typeof SeasonSort[keyof typeof SeasonSort];
/** The fields a SeasonalPrice list sorts by */
export const SeasonalPriceSort = {
  channel: 'channel',
  id: 'id',
  nonResidentRate: 'nonResidentRate',
  residentRate: 'residentRate',
  roomType: 'roomType',
  season: 'season',
  stayType: 'stayType'
} as const;

export type SeasonalPriceSort = typeof SeasonalPriceSort[keyof typeof SeasonalPriceSort];
/** What the self-check found wrong */
export const SelfCheckFindingCode = {
  CHAIN_BROKEN: 'CHAIN_BROKEN',
  CHARGE_NOT_ON_INVOICE: 'CHARGE_NOT_ON_INVOICE',
  CREDIT_ABOVE_LINE: 'CREDIT_ABOVE_LINE',
  DOCUMENT_NOT_SEALED: 'DOCUMENT_NOT_SEALED',
  DOCUMENT_TOTALS: 'DOCUMENT_TOTALS',
  FOLIO_BALANCE: 'FOLIO_BALANCE',
  HASH_MISMATCH: 'HASH_MISMATCH',
  RECEIPT_REFUNDED: 'RECEIPT_REFUNDED',
  REFUND_ALLOCATIONS: 'REFUND_ALLOCATIONS',
  SERIES_DUPLICATE: 'SERIES_DUPLICATE',
  SERIES_GAP: 'SERIES_GAP'
} as const;

export type SelfCheckFindingCode = typeof SelfCheckFindingCode[keyof typeof SelfCheckFindingCode];
/** The fields a ServiceRole list sorts by */
export const ServiceRoleSort = {
  active: 'active',
  hotelName: 'hotelName',
  id: 'id',
  name: 'name',
  serviceName: 'serviceName'
} as const;

export type ServiceRoleSort = typeof ServiceRoleSort[keyof typeof ServiceRoleSort];
export const ServiceType = {
  HOTEL: 'HOTEL',
  HOUSEKEEPING: 'HOUSEKEEPING',
  INVENTORY: 'INVENTORY',
  RESTAURANT: 'RESTAURANT'
} as const;

export type ServiceType = typeof ServiceType[keyof typeof ServiceType];
/** ASC ascending, DESC descending */
export const SortDirection = {
  ASC: 'ASC',
  DESC: 'DESC'
} as const;

export type SortDirection = typeof SortDirection[keyof typeof SortDirection];
/** ROOM_NIGHT: a room's night posted by the night audit; RESTAURANT: a bill charged to the room */
export const StayChargeKind = {
  RESTAURANT: 'RESTAURANT',
  ROOM_NIGHT: 'ROOM_NIGHT'
} as const;

export type StayChargeKind = typeof StayChargeKind[keyof typeof StayChargeKind];
/** The fields a StayType list sorts by */
export const StayTypeSort = {
  id: 'id',
  maxAdults: 'maxAdults',
  maxChildren: 'maxChildren',
  mealPlan: 'mealPlan',
  roomTypeName: 'roomTypeName',
  stayType: 'stayType'
} as const;

export type StayTypeSort = typeof StayTypeSort[keyof typeof StayTypeSort];
/** The fields a StockCount list sorts by */
export const StockCountSort = {
  id: 'id'
} as const;

export type StockCountSort = typeof StockCountSort[keyof typeof StockCountSort];
/** OPEN (being counted) → POSTED */
export const StockCountStatus = {
  OPEN: 'OPEN',
  POSTED: 'POSTED'
} as const;

export type StockCountStatus = typeof StockCountStatus[keyof typeof StockCountStatus];
/** The fields a StockLocation list sorts by */
export const StockLocationSort = {
  id: 'id',
  name: 'name'
} as const;

export type StockLocationSort = typeof StockLocationSort[keyof typeof StockLocationSort];
/** The fields a StockMovement list sorts by */
export const StockMovementSort = {
  id: 'id',
  item: 'item',
  location: 'location',
  quantity: 'quantity'
} as const;

export type StockMovementSort = typeof StockMovementSort[keyof typeof StockMovementSort];
/** The fields a Supplier list sorts by */
export const SupplierSort = {
  active: 'active',
  id: 'id',
  name: 'name'
} as const;

export type SupplierSort = typeof SupplierSort[keyof typeof SupplierSort];
/** The fields a SystemRole list sorts by */
export const SystemRoleSort = {
  active: 'active',
  id: 'id',
  name: 'name'
} as const;

export type SystemRoleSort = typeof SystemRoleSort[keyof typeof SystemRoleSort];
/** The fields a TableCategory list sorts by */
export const TableCategorySort = {
  id: 'id',
  name: 'name'
} as const;

export type TableCategorySort = typeof TableCategorySort[keyof typeof TableCategorySort];
/** The fields a Table list sorts by */
export const TableSort = {
  category: 'category',
  id: 'id',
  number: 'number',
  seats: 'seats'
} as const;

export type TableSort = typeof TableSort[keyof typeof TableSort];
export const TableStatus = {
  OCCUPIED: 'OCCUPIED',
  READY_TO_SERVE: 'READY_TO_SERVE',
  RESERVED: 'RESERVED',
  SERVED: 'SERVED',
  VACANT: 'VACANT',
  WAITING_FOR_ORDER: 'WAITING_FOR_ORDER'
} as const;

export type TableStatus = typeof TableStatus[keyof typeof TableStatus];
/** The fields a TermCondition list sorts by */
export const TermConditionSort = {
  id: 'id',
  sequence: 'sequence',
  termType: 'termType',
  title: 'title'
} as const;

export type TermConditionSort = typeof TermConditionSort[keyof typeof TermConditionSort];
/** Where a term is printed or shown */
export const TermType = {
  BOOKING: 'BOOKING',
  GENERAL: 'GENERAL',
  INVOICE: 'INVOICE',
  RECEIPT: 'RECEIPT'
} as const;

export type TermType = typeof TermType[keyof typeof TermType];
/** KOT: kitchen order ticket (food, custom dishes); BOT: bar order ticket (beverages). */
export const TicketType = {
  BOT: 'BOT',
  KOT: 'KOT'
} as const;

export type TicketType = typeof TicketType[keyof typeof TicketType];
/** The fields a TrolleyRequest list sorts by */
export const TrolleyRequestSort = {
  id: 'id',
  status: 'status',
  trolleyNo: 'trolleyNo'
} as const;

export type TrolleyRequestSort = typeof TrolleyRequestSort[keyof typeof TrolleyRequestSort];
/** REQUEST (waiting) → ISSUED or REFUSED */
export const TrolleyRequestStatus = {
  ISSUED: 'ISSUED',
  REFUSED: 'REFUSED',
  REQUEST: 'REQUEST'
} as const;

export type TrolleyRequestStatus = typeof TrolleyRequestStatus[keyof typeof TrolleyRequestStatus];
/** The fields a UnitConversion list sorts by */
export const UnitConversionSort = {
  fromUnit: 'fromUnit',
  id: 'id',
  toUnit: 'toUnit'
} as const;

export type UnitConversionSort = typeof UnitConversionSort[keyof typeof UnitConversionSort];
/** The fields a UnitType list sorts by */
export const UnitTypeSort = {
  id: 'id',
  name: 'name'
} as const;

export type UnitTypeSort = typeof UnitTypeSort[keyof typeof UnitTypeSort];
/** The fields a UserAccount list sorts by */
export const UserAccountSort = {
  active: 'active',
  email: 'email',
  id: 'id',
  name: 'name',
  userLevel: 'userLevel'
} as const;

export type UserAccountSort = typeof UserAccountSort[keyof typeof UserAccountSort];
/** The fields a UserDiscount list sorts by */
export const UserDiscountSort = {
  discount: 'discount',
  email: 'email',
  id: 'id',
  name: 'name'
} as const;

export type UserDiscountSort = typeof UserDiscountSort[keyof typeof UserDiscountSort];
/** Login level: decides where a user lands */
export const UserLevel = {
  ADMIN: 'ADMIN',
  GROUP: 'GROUP',
  HOTEL: 'HOTEL',
  SERVICE: 'SERVICE',
  USER: 'USER'
} as const;

export type UserLevel = typeof UserLevel[keyof typeof UserLevel];
/** The fields a VatRegistryCustomer list sorts by */
export const VatRegistryCustomerSort = {
  email: 'email',
  id: 'id',
  name: 'name',
  vatNumber: 'vatNumber'
} as const;

export type VatRegistryCustomerSort = typeof VatRegistryCustomerSort[keyof typeof VatRegistryCustomerSort];