import type { UpstreamConfig } from './config.js';
import type { Database } from './db/database.js';
import type { TopicPublisher } from './stomp/publisher.js';

/** What every module's routes are built with. */
export interface AppContext {
  db: Database;
  config: UpstreamConfig;
  publisher: TopicPublisher;
}
