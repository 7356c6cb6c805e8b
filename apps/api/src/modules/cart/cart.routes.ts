import {
  addToCartRequestSchema,
  cartQuerySchema,
  cartRequirementsRequestSchema,
  cartSchema,
  removeCartItemsRequestSchema,
  updateCartDatesRequestSchema,
  updateCartRequestSchema,
} from '@marketplace/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi-responses';
import { authOf, requireUser } from '../../plugins/sessions';
import type { CartService } from './cart.service';

const tags = ['cart'];
const cartResponses = { 200: cartSchema, ...errorResponses(400, 401, 403, 404) };

/** The cart of a project (spec section 7, "Cart"); every call answers the whole cart. */
export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  app.get(
    '/api/ordering/cart/',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'The cart of a project, priced today, grouped by supplier', querystring: cartQuerySchema, response: cartResponses },
    },
    async (request) => cart.get(authOf(request), request.query.project_id),
  );

  app.post(
    '/api/ordering/cart/',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Adds an offer; an offer already in the cart gains the quantity', body: addToCartRequestSchema, response: cartResponses },
    },
    async (request) => cart.add(authOf(request), request.body),
  );

  app.put(
    '/api/ordering/cart/',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Sets the quantity (and notes) of cart items', body: updateCartRequestSchema, response: cartResponses },
    },
    async (request) => cart.update(authOf(request), request.body),
  );

  app.post(
    '/api/ordering/cart/update_dates',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Sets the requested delivery date and time of a supplier group or of items',
        body: updateCartDatesRequestSchema,
        response: cartResponses,
      },
    },
    async (request) => cart.updateDates(authOf(request), request.body),
  );

  app.post(
    '/api/ordering/cart/additional_specification_requirements',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Stores specification requirements for one supplier group; empty text removes them',
        body: cartRequirementsRequestSchema,
        response: cartResponses,
      },
    },
    async (request) => cart.saveRequirements(authOf(request), request.body),
  );

  app.delete(
    '/api/ordering/cart/items/',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Removes the items given in the body', body: removeCartItemsRequestSchema, response: cartResponses },
    },
    async (request) => cart.removeItems(authOf(request), request.body),
  );

  app.delete(
    '/api/ordering/cart/',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Empties the cart of a project', querystring: cartQuerySchema, response: cartResponses },
    },
    async (request) => cart.clear(authOf(request), request.query.project_id),
  );
};
