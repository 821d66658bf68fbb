import type { FastifyRequest } from 'fastify';
import { apiMessages } from '@bazaar/domain';
import type { User } from '../db/schema.js';
import { ForbiddenError, UnauthorizedError } from './errors.js';
import { verifySessionToken } from './tokens.js';

// Clients key on the no-token and 'Token expired' texts exactly (api-contract "General").
const NO_TOKEN_MESSAGE = apiMessages.noToken;
const TOKEN_EXPIRED_MESSAGE = apiMessages.tokenExpired;

/** The bearer token of a request; "null" and "undefined" are what clients send when they hold none. */
function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  const token = match?.[1]?.trim();
  if (!token || token === 'null' || token === 'undefined') return null;
  return token;
}

async function userFromToken(request: FastifyRequest, token: string): Promise<User | null> {
  const claims = await verifySessionToken(request.server.jwtSecret, token);
  if (!claims) return null;
  const user = await request.server.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', claims.userId)
    .executeTakeFirst();
  // A password reset bumps tokenVersion: every token issued before it stops working.
  return user && user.tokenVersion === claims.tokenVersion ? user : null;
}

/** The signed-in user; 401 without a token, 401 `Token expired` for any token that is not valid now. */
export async function requireUser(request: FastifyRequest): Promise<User> {
  const token = bearerToken(request);
  if (!token) throw new UnauthorizedError(NO_TOKEN_MESSAGE);
  const user = await userFromToken(request, token);
  if (!user) throw new UnauthorizedError(TOKEN_EXPIRED_MESSAGE);
  return user;
}

/** For public calls: the user when a valid token is sent, otherwise null (never an error). */
export async function optionalUser(request: FastifyRequest): Promise<User | null> {
  const token = bearerToken(request);
  return token ? userFromToken(request, token) : null;
}

export async function requireSeller(request: FastifyRequest): Promise<User> {
  const user = await requireUser(request);
  if (user.userType !== 'seller') throw new ForbiddenError(apiMessages.sellerOnly);
  return user;
}

export async function requireConsumer(request: FastifyRequest): Promise<User> {
  const user = await requireUser(request);
  if (user.userType !== 'consumer') throw new ForbiddenError(apiMessages.consumerOnly);
  return user;
}
