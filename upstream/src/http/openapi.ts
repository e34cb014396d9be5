// OpenAPI 3.1 generated from the contract, so the document cannot drift from what is served.
import { z } from 'zod';
import { AREA_PREFIX, type AnyEndpoint } from '@hotel/schema';

const json = (schema: z.ZodType, io: 'input' | 'output') => {
  try {
    return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  } catch {
    return {};
  }
};

export function openApiDocument(endpoints: readonly AnyEndpoint[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of endpoints) {
    const path = `${AREA_PREFIX[e.area]}/${e.path}`;
    const params = e.params instanceof z.ZodObject ? Object.keys(e.params.shape) : [];
    const query = e.query instanceof z.ZodObject ? Object.keys(e.query.shape) : [];
    const resultSchema = json(e.result, 'output');
    paths[path] ??= {};
    paths[path][e.method.toLowerCase()] = {
      operationId: e.id,
      summary: e.summary,
      ...(e.designed ? { description: 'Not shown in the product spec; designed in the same style.' } : {}),
      security: e.access === 'bearer' ? [{ bearer: [] }] : e.access === 'client' ? [{ client: [] }] : [],
      parameters: [
        ...params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
        ...query.map((name) => ({ name, in: 'query', required: false, schema: { type: 'string' } })),
      ],
      ...(e.bodyKind === 'none'
        ? {}
        : {
            requestBody: {
              required: true,
              content: {
                [e.bodyKind === 'form'
                  ? 'application/x-www-form-urlencoded'
                  : e.bodyKind === 'multipart'
                    ? 'multipart/form-data'
                    : 'application/json']: { schema: json(e.body, 'input') },
              },
            },
          }),
      responses: {
        '200': {
          description: 'Success (statusCode 20000)',
          content: e.binary
            ? { 'application/octet-stream': {} }
            : {
                'application/json': {
                  schema: e.envelope
                    ? {
                        type: 'object',
                        properties: {
                          statusCode: { type: 'string' },
                          message: { type: 'string' },
                          result: resultSchema,
                          ...(e.paged ? { pagination: { type: 'object' } } : {}),
                        },
                      }
                    : resultSchema,
                },
              },
        },
        default: { description: 'Failure: the envelope with a non-20000 statusCode, a message and field errors' },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Hotel back-office reference services', version: '1.0.0' },
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        client: { type: 'http', scheme: 'basic' },
      },
    },
    paths,
  };
}
