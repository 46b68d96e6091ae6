import '../zod-setup';
import { z } from 'zod';
import { type Endpoint, needsSignIn, staffRolesFor } from './endpoint';
import { ErrorResponse } from './error';

type JsonSchema = Record<string, unknown>;

export interface OpenApiInfo {
  title: string;
  version: string;
  description?: string;
  serverUrl: string;
}

/**
 * Builds the OpenAPI 3.1 document from the endpoint contract. OpenAPI 3.1 schemas are JSON Schema
 * 2020-12, which zod emits directly; schemas registered with `.meta({ id })` become shared components.
 */
export function buildOpenApiDocument(endpoints: readonly Endpoint[], info: OpenApiInfo): JsonSchema {
  const components: Record<string, JsonSchema> = {};

  const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
    const converted = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
    });
    // A schema with an id comes back as a reference into its own $defs: lift those into components.
    const lifted = JSON.parse(
      JSON.stringify(converted).replaceAll('"#/$defs/', '"#/components/schemas/'),
    ) as JsonSchema & {
      $defs?: Record<string, JsonSchema>;
    };
    const { $defs, $schema: _schema, ...rest } = lifted;
    Object.assign(components, $defs ?? {});
    return rest;
  };

  const errorRef = toSchema(ErrorResponse, 'output');
  const paths: Record<string, Record<string, unknown>> = {};

  for (const endpoint of endpoints) {
    const parameters: unknown[] = [];
    const addParameters = (schema: z.ZodType | undefined, location: 'path' | 'query' | 'header') => {
      if (!schema) return;
      const json = toSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
      for (const [name, property] of Object.entries(json.properties ?? {})) {
        parameters.push({
          name,
          in: location,
          required: location === 'path' || (json.required ?? []).includes(name),
          schema: property,
          ...(typeof property.description === 'string' ? { description: property.description } : {}),
        });
      }
    };
    addParameters(endpoint.request?.params, 'path');
    addParameters(endpoint.request?.query, 'query');
    addParameters(endpoint.request?.headers, 'header');

    const responses: Record<string, unknown> = {};
    for (const [status, schema] of Object.entries(endpoint.responses)) {
      const success = Number(status) < 400;
      responses[status] = {
        description: success ? 'Success' : 'See the body',
        content: {
          [success ? (endpoint.mediaType ?? 'application/json') : 'application/json']: {
            schema: toSchema(schema, 'output'),
          },
        },
      };
    }
    responses.default = {
      description: 'Error: a 4xx says what to fix; a 5xx never shows internals',
      content: { 'application/json': { schema: errorRef } },
    };

    const staffRoles = staffRolesFor(endpoint.access);
    const rolesNote =
      staffRoles.length > 0
        ? `Staff only: a member with the role ${staffRoles.join(' or ')}, two-factor on, signed in under 12 hours ago (401 signed out, 403 any other member or role).`
        : undefined;
    const description = [endpoint.description, rolesNote].filter(Boolean).join('\n\n');
    const operation: Record<string, unknown> = {
      operationId: endpoint.id,
      summary: endpoint.summary,
      tags: [endpoint.tag],
      // The site sends its session as an HttpOnly cookie, the mobile app as a Bearer token.
      ...(needsSignIn(endpoint.access) ? { security: [{ bearer: [] }, { cookie: [] }] } : {}),
      'x-access': endpoint.access,
      ...(staffRoles.length > 0 ? { 'x-staff-roles': [...staffRoles] } : {}),
      ...(description ? { description } : {}),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(endpoint.request?.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: toSchema(endpoint.request.body, 'input') } },
            },
          }
        : {}),
      responses,
    };
    paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method]: operation };
  }

  return {
    openapi: '3.1.0',
    info: { title: info.title, version: info.version, ...(info.description ? { description: info.description } : {}) },
    servers: [{ url: info.serverUrl }],
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'authToken' },
      },
    },
  };
}
