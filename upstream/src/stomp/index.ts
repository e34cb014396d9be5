// The upstream's STOMP side: the embedded broker and the publishers the services send through.
export {
  connectToken,
  createStompBroker,
  type StompBroker,
  type StompBrokerOptions,
  type StompLogger,
  type StompPrincipal,
} from './broker.js';
export {
  createPublisher,
  embeddedPublisher,
  relayPublisher,
  type PublisherConfig,
  type RelayPublisher,
  type RelayPublisherOptions,
  type TopicPublisher,
} from './publisher.js';
export { StompFrameError, StompFrameParser, parseFrame, serializeFrame, type StompFrame } from './frame.js';
