// What can go wrong talking to an upstream service, as one typed error the GraphQL layer maps once.
import type { FieldError, StatusCode } from '@hotel/schema';

export type UpstreamFailure =
  | {
      kind: 'status';
      code: StatusCode | string;
      message: string;
      /** The envelope's refusal key and the values its text names (an upstream may send neither). */
      reason?: string;
      params?: Record<string, string | number>;
      errors?: FieldError[];
    }
  | { kind: 'unavailable'; message: string }
  | { kind: 'protocol'; message: string };

export class UpstreamError extends Error {
  constructor(
    readonly failure: UpstreamFailure,
    readonly endpointId: string,
  ) {
    super(failure.message);
  }
}
