import { errorCodes } from '@marketplace/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

/** 401 of the operator console: a builder's or a supplier's session is no operator session either. */
function operatorSignInNeeded(): AppError {
  return new AppError(401, errorCodes.unauthenticated, 'Sign in to the operator console to continue.', undefined, 'Operator authentication credentials were not provided.');
}

/**
 * Route hook (onRequest) of every operator route: 401 unless an operator is signed in. Only the
 * operator session counts; a company user's session, whatever its role, does not.
 */
export async function requireOperator(request: FastifyRequest): Promise<void> {
  if (!request.operatorAuth) throw operatorSignInNeeded();
}

/** The signed-in operator of a route guarded by {@link requireOperator}. */
export function operatorOf(request: FastifyRequest): { operatorId: string; email: string; name: string } {
  const auth = request.operatorAuth;
  if (!auth) throw operatorSignInNeeded();
  return { operatorId: auth.operator.id, email: auth.operator.email, name: auth.operator.name };
}
