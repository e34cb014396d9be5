// The STOMP topics of the spec, shared by the upstream (publisher) and the BFF (subscriber), so no
// destination string is written twice. Topics are logical names (`/chef/3`); `brokerDestination`
// maps them onto what a given broker accepts (the embedded broker takes them as they are, RabbitMQ's
// STOMP plugin only accepts /topic, /queue, /exchange and /amq/queue prefixes).

/** Values of a hotel service's serviceType (spec: core platform, hotel service). */
export type ServiceType = 'HOTEL' | 'RESTAURANT' | 'HOUSEKEEPING' | 'INVENTORY' | 'NO_SERVICE';

/** An id segment of a topic: a non-negative integer, or a plain token (letters, digits, _ and -). */
export type TopicId = number | string;

export type ChefTopic = `/chef/${string}`;
export type WaiterQueue = `/user/${string}/queue/waiter`;
export type ReservationTopic = `/reservation/${string}`;
export type ChannelCreationTopic = `/channel-creation/${string}/${string}`;
export type Topic = ChefTopic | WaiterQueue | ReservationTopic | ChannelCreationTopic;

/** Any JSON object or array: what a topic message carries before a consumer narrows it. */
export type TopicPayload = Record<string, unknown> | unknown[];

/** A new channel request for a hotel: the notification shown as a toast (core platform, channels). */
export interface ChannelRequestMessage {
  channelName: string;
  hotelName: string;
  hotelCardLogo: string | null;
  channelId?: number;
  hotelId?: number;
}

/** A kitchen update for a service; the first field may be CANCELLED. Refined by the restaurant module. */
export type ChefMessage = TopicPayload;
/** A waiter's personal update (order ready, confirmation requested). Refined by the restaurant module. */
export type WaiterMessage = TopicPayload;
/** A reservation change for a hotel's dashboards. */
export type ReservationMessage = TopicPayload;

/** The payload carried by each kind of topic. */
export interface TopicPayloads {
  chef: ChefMessage;
  waiter: WaiterMessage;
  reservation: ReservationMessage;
  channelCreation: ChannelRequestMessage;
}

const ID_PATTERN = /^[A-Za-z0-9_-]+$/;

function segment(id: TopicId, what: string): string {
  const text = typeof id === 'number' ? (Number.isSafeInteger(id) && id >= 0 ? String(id) : '') : id;
  // A '/' or '.' inside an id would make two topics collide once mapped onto a broker's routing key.
  if (!ID_PATTERN.test(text)) throw new TypeError(`invalid ${what} for a STOMP topic: ${String(id)}`);
  return text;
}

export function chefTopic(serviceId: TopicId): ChefTopic {
  return `/chef/${segment(serviceId, 'serviceId')}`;
}

export function waiterQueue(userId: TopicId): WaiterQueue {
  return `/user/${segment(userId, 'userId')}/queue/waiter`;
}

export function reservationTopic(hotelId: TopicId): ReservationTopic {
  return `/reservation/${segment(hotelId, 'hotelId')}`;
}

/** The channel-creation topic; NO_SERVICE (no service selected) is treated as HOTEL, as the spec says. */
export function channelCreationTopic(serviceType: ServiceType, hotelId: TopicId): ChannelCreationTopic {
  const type = serviceType === 'NO_SERVICE' ? 'HOTEL' : serviceType;
  return `/channel-creation/${segment(type, 'serviceType')}/${segment(hotelId, 'hotelId')}`;
}

/** A logical topic taken apart, e.g. for a broker deciding who may subscribe to it. */
export type ParsedTopic =
  | { kind: 'chef'; serviceId: string }
  | { kind: 'waiter'; userId: string }
  | { kind: 'reservation'; hotelId: string }
  | { kind: 'channelCreation'; serviceType: string; hotelId: string };

/** Recognises a logical topic; null for anything that is not one of the spec's topics. */
export function parseTopic(destination: string): ParsedTopic | null {
  const parts = destination.split('/');
  if (parts[0] !== '' || parts.slice(1).some((p) => !ID_PATTERN.test(p))) return null;
  const [, first, second, third, fourth] = parts;
  if (parts.length === 3 && first === 'chef' && second) return { kind: 'chef', serviceId: second };
  if (parts.length === 3 && first === 'reservation' && second) return { kind: 'reservation', hotelId: second };
  if (parts.length === 5 && first === 'user' && second && third === 'queue' && fourth === 'waiter')
    return { kind: 'waiter', userId: second };
  if (parts.length === 4 && first === 'channel-creation' && second && third)
    return { kind: 'channelCreation', serviceType: second, hotelId: third };
  return null;
}

export type BrokerFlavor = 'embedded' | 'rabbitmq';

/**
 * The destination to SEND or SUBSCRIBE to for a logical topic on a broker. On RabbitMQ a
 * `/topic/<routing key>` destination goes through the amq.topic exchange, so every subscriber
 * (every BFF instance) gets its own copy: `/chef/3` → `/topic/chef.3`.
 */
export function brokerDestination(topic: string, flavor: BrokerFlavor, namespace = ''): string {
  if (flavor === 'embedded') return topic;
  const segments = topic.split('/').filter((s) => s !== '');
  if (segments.length === 0) throw new TypeError(`invalid STOMP topic: ${topic}`);
  // On a broker shared by several deployments (or test runs), the namespace keeps their topics apart.
  if (namespace && !/^[A-Za-z0-9_-]+$/.test(namespace)) throw new TypeError(`invalid STOMP namespace: ${namespace}`);
  return `/topic/${namespace ? `${namespace}.` : ''}${segments.join('.')}`;
}

/** True for a JSON object or array, the only shapes a topic message may have. */
export function isTopicPayload(value: unknown): value is TopicPayload {
  return typeof value === 'object' && value !== null;
}

/** Narrows a channel-creation message (the logo may be null). */
export function isChannelRequestMessage(value: unknown): value is ChannelRequestMessage {
  if (!isTopicPayload(value) || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  const optionalNumber = (x: unknown) => x === undefined || typeof x === 'number';
  return (
    typeof v.channelName === 'string' &&
    typeof v.hotelName === 'string' &&
    (typeof v.hotelCardLogo === 'string' || v.hotelCardLogo === null) &&
    optionalNumber(v.channelId) &&
    optionalNumber(v.hotelId)
  );
}
