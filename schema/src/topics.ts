// The live topics: one registry of STOMP destinations and the payload each carries, shared by the
// upstream (publisher) and the BFF (bridge), so no destination string or message shape is written
// twice. A topic is a logical name (`/chef/3`) typed by its kind; `brokerDestination` maps it onto
// what a given broker accepts (the embedded broker takes it as it is, RabbitMQ's STOMP plugin only
// accepts /topic, /queue, /exchange and /amq/queue prefixes).
//
// Adding a topic is one entry in TOPICS: its destination template and the zod schema of its payload
// (beside the area's other shapes). The publisher then accepts exactly that payload for it, the
// bridge hands out parsed messages of that type, and the embedded broker lets the BFF subscribe.
import { z } from 'zod';
import { channelTopicServiceType, type ServiceType } from '@hotel/domain';
import { channelRequestMessage } from './entities.js';
import { accountChangeMessage } from './folio-entities.js';
import { inventoryStockMessage } from './inventory-live.js';
import { reservationChangeMessage } from './reservation-entities.js';
import { chefOrderMessage, waiterMessage } from './restaurant-entities.js';

/** An id segment of a topic: a non-negative integer, or a plain token (letters, digits, _ and -). */
export type TopicId = number | string;

/** The ids a destination template names in braces: `/user/{userId}/queue/waiter` → 'userId'. */
type TemplateParams<T extends string> = T extends `${string}{${infer P}}${infer Rest}`
  ? P | TemplateParams<Rest>
  : never;

declare const topicKind: unique symbol;
/** A destination built by the registry, carrying its kind so its payload type follows from it. */
export type Topic<K extends string = TopicKind> = string & { readonly [topicKind]: K };

interface TopicSpec<T extends string, S extends z.ZodType> {
  /** The logical destination, ids in braces: `/chef/{serviceId}`. */
  template: T;
  /** The schema of every message on the topic; publishers send its output, subscribers parse with it. */
  payload: S;
  /** What the topic is for, and where the spec describes it. */
  summary: string;
  /** True where the spec names the topic but not its messages, and the payload is ours. */
  designed?: boolean;
}

export interface TopicDefinition<K extends string, T extends string, S extends z.ZodType> {
  readonly kind: K;
  readonly template: T;
  readonly payload: S;
  readonly summary: string;
  readonly designed: boolean;
  /** The topic for these ids; an id that is not a plain token or non-negative integer throws. */
  at(params: Readonly<Record<TemplateParams<T>, TopicId>>): Topic<K>;
}

type Definitions<D extends Record<string, TopicSpec<string, z.ZodType>>> = {
  readonly [K in keyof D & string]: TopicDefinition<K, D[K]['template'], D[K]['payload']>;
};

const ID_PATTERN = /^[A-Za-z0-9_-]+$/;

function segment(id: TopicId, what: string): string {
  const text = typeof id === 'number' ? (Number.isSafeInteger(id) && id >= 0 ? String(id) : '') : id;
  // A '/' or '.' inside an id would make two topics collide once mapped onto a broker's routing key.
  if (!ID_PATTERN.test(text)) throw new TypeError(`invalid ${what} for a STOMP topic: ${String(id)}`);
  return text;
}

/** A template's segments, each a literal or the name of an id: `/chef/{serviceId}` → ['chef', {serviceId}]. */
function templateSegments(template: string): (string | { param: string })[] {
  return template
    .split('/')
    .slice(1)
    .map((part) => {
      const match = /^\{([A-Za-z]+)\}$/.exec(part);
      return match?.[1] ? { param: match[1] } : part;
    });
}

function defineTopics<const D extends Record<string, TopicSpec<string, z.ZodType>>>(specs: D): Definitions<D> {
  const entries = Object.entries(specs).map(([kind, spec]) => {
    const segments = templateSegments(spec.template);
    const at = (params: Readonly<Record<string, TopicId>>): string =>
      `/${segments.map((s) => (typeof s === 'string' ? s : segment(params[s.param] ?? '', s.param))).join('/')}`;
    return [kind, { kind, designed: false, ...spec, at }] as const;
  });
  return Object.fromEntries(entries) as unknown as Definitions<D>;
}

/** Every live topic of the product. */
export const TOPICS = defineTopics({
  chef: {
    template: '/chef/{serviceId}',
    payload: chefOrderMessage,
    summary:
      "A restaurant service's kitchen changes (operations §4 Chef and waiter, §7): the chef screen refetches, " +
      'and returns its carousel to the first slide when the first field is CANCELLED.',
  },
  waiter: {
    template: '/user/{userId}/queue/waiter',
    payload: waiterMessage,
    summary:
      "A waiter's own updates (operations §4 Restaurant order, §7): an order change, or an array of rejected items.",
  },
  channelCreation: {
    template: '/channel-creation/{serviceType}/{hotelId}',
    payload: channelRequestMessage,
    summary: "A new channel request for a hotel (core §7 Notifications and channels): a toast, and the bell's reload.",
  },
  reservation: {
    template: '/reservation/{hotelId}',
    payload: reservationChangeMessage,
    designed: true,
    summary:
      "Every committed change of a hotel's stays (operations §7 Dashboards): calendars, lists, dashboards " +
      'and housekeeping boards refresh what it touched.',
  },
  folio: {
    template: '/folio/{hotelId}',
    payload: accountChangeMessage,
    designed: true,
    summary:
      "Every committed change of a hotel's stay accounts (docs/folio.md, Live): a charge posted, moved or voided, " +
      'a folio opened, a receipt, a refund, an invoice or credit note issued; an open account of the stay reads ' +
      'itself again.',
  },
  inventoryStock: {
    template: '/inventory/{serviceId}',
    payload: inventoryStockMessage,
    designed: true,
    summary:
      'Every committed stock movement of a store (issue 14, live): the inventory dashboard and the trolley ' +
      'requests list refetch.',
  },
});

export type Topics = typeof TOPICS;
export type TopicKind = keyof Topics;
/** The message a topic of this kind carries, as published and as parsed. */
export type TopicMessage<K extends TopicKind> = z.output<Topics[K]['payload']>;

/**
 * K when it is a single kind, never for a union: a payload must match the one topic it is sent to,
 * not any of several (`publish(flag ? chefTopic(1) : waiterQueue(2), …)` does not compile).
 */
export type SingleKind<K extends TopicKind> = [K] extends [UnionToIntersection<K>] ? K : never;
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

export function chefTopic(serviceId: TopicId): Topic<'chef'> {
  return TOPICS.chef.at({ serviceId });
}

export function waiterQueue(userId: TopicId): Topic<'waiter'> {
  return TOPICS.waiter.at({ userId });
}

export function reservationTopic(hotelId: TopicId): Topic<'reservation'> {
  return TOPICS.reservation.at({ hotelId });
}

export function folioTopic(hotelId: TopicId): Topic<'folio'> {
  return TOPICS.folio.at({ hotelId });
}

export function inventoryStockTopic(serviceId: TopicId): Topic<'inventoryStock'> {
  return TOPICS.inventoryStock.at({ serviceId });
}

/** The channel-creation topic; NO_SERVICE (no service selected) is treated as HOTEL, as the spec says. */
export function channelCreationTopic(serviceType: ServiceType, hotelId: TopicId): Topic<'channelCreation'> {
  return TOPICS.channelCreation.at({ serviceType: channelTopicServiceType(serviceType), hotelId });
}

/** A logical topic taken apart: its kind and its ids, e.g. for a broker deciding who may subscribe. */
export type ParsedTopic = {
  [K in TopicKind]: {
    kind: K;
    topic: Topic<K>;
    params: Readonly<Record<TemplateParams<Topics[K]['template']>, string>>;
  };
}[TopicKind];

const MATCHERS = Object.values(TOPICS).map((definition) => ({
  kind: definition.kind,
  segments: templateSegments(definition.template),
}));

/** Recognises a logical topic; null for anything that is not one of the registry's topics. */
export function parseTopic(destination: string): ParsedTopic | null {
  const parts = destination.split('/');
  if (parts[0] !== '' || parts.slice(1).some((p) => !ID_PATTERN.test(p))) return null;
  const values = parts.slice(1);
  for (const { kind, segments } of MATCHERS) {
    if (segments.length !== values.length) continue;
    const params: Record<string, string> = {};
    const matches = segments.every((s, i) => {
      const value = values[i] ?? '';
      if (typeof s === 'string') return s === value;
      params[s.param] = value;
      return true;
    });
    // The params were read off this kind's own template, so they are exactly its ids.
    if (matches) return { kind, topic: destination, params } as ParsedTopic;
  }
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

function definitionOf<K extends TopicKind>(topic: Topic<K>): Topics[K] {
  const parsed = parseTopic(topic);
  if (!parsed) throw new TypeError(`not a live topic: ${topic}`);
  return TOPICS[parsed.kind as K];
}

/**
 * The text to send for a message: its payload schema's output, so fields go out in the declared
 * order (the chef's CANCELLED first) and nothing undeclared leaks. A message that does not match its
 * schema (only possible by getting around the types) throws a ZodError.
 */
export function encodeTopicMessage<K extends TopicKind>(topic: Topic<K>, message: TopicMessage<SingleKind<K>>): string {
  return JSON.stringify(definitionOf(topic).payload.parse(message));
}

export type DecodedMessage<K extends TopicKind> =
  { ok: true; message: TopicMessage<K> } | { ok: false; reason: string };

/**
 * Parses a received message body with its topic's schema. Never throws: a body that is not JSON or
 * not the topic's payload comes back as `ok: false` with the reason, for the caller to log and drop.
 * Fields the schema does not know are stripped, so a newer publisher's additions reach nobody unasked.
 */
export function decodeTopicMessage<K extends TopicKind>(topic: Topic<K>, body: string): DecodedMessage<K> {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  const result = definitionOf(topic).payload.safeParse(json);
  if (!result.success) return { ok: false, reason: z.prettifyError(result.error) };
  return { ok: true, message: result.data as TopicMessage<K> };
}
