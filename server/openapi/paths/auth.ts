import { envelope, errors, jsonBody, ok, schemaRef } from '../helpers';

export const authPaths = {
  '/api/auth/register': {
    post: {
      tags: ['auth'],
      operationId: 'register',
      summary: 'Create an account (the first account becomes admin)',
      description: 'Answers 403 when registration is closed (`REGISTRATION=closed`).',
      requestBody: jsonBody(schemaRef('Credentials')),
      responses: { 201: ok('Signed up and signed in.', schemaRef('Session')), ...errors(400, 403, 409, 413) },
    },
  },
  '/api/auth/login': {
    post: {
      tags: ['auth'],
      operationId: 'login',
      summary: 'Sign in',
      description: 'A wrong email or password both answer 401 "Invalid email or password". Rate limited per client.',
      requestBody: jsonBody(schemaRef('Credentials')),
      responses: { 200: ok('Signed in.', schemaRef('Session')), ...errors(400, 401, 429) },
    },
  },
  '/api/auth/me': {
    get: {
      tags: ['auth'],
      operationId: 'me',
      summary: 'The signed-in user',
      security: [{ bearerAuth: [] }],
      responses: { 200: ok('The user.', envelope('user', schemaRef('User'))), ...errors(401) },
    },
  },
  '/api/auth/refresh': {
    post: {
      tags: ['auth'],
      operationId: 'refresh',
      summary: 'Rotate a refresh token',
      description: 'The old refresh token stops working; presenting an already-used one revokes that whole login.',
      requestBody: jsonBody(schemaRef('RefreshRequest')),
      responses: { 200: ok('New tokens.', schemaRef('Tokens')), ...errors(400, 401) },
    },
  },
  '/api/auth/logout': {
    post: {
      tags: ['auth'],
      operationId: 'logout',
      summary: 'End the login a refresh token belongs to',
      requestBody: jsonBody(schemaRef('RefreshRequest')),
      responses: { 204: { description: 'Signed out (also for an unknown token).' }, ...errors(400) },
    },
  },
};
