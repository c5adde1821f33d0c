import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { refusingNul } from '@core/contracts/refusing-nul';

/**
 * The route validator: fastify-type-provider-zod's, with every route schema (body, query, params)
 * wrapped by core's refusingNul, so a U+0000 anywhere in a request is a 400 VALIDATION naming where.
 */
export const refusingNulValidator: FastifySchemaCompiler<z.core.$ZodType> = (route) => {
  const schema = route.schema instanceof z.core.$ZodType ? refusingNul(route.schema) : route.schema;
  return validatorCompiler({ ...route, schema });
};
