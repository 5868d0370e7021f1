import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { teamMemberFormSchema, teamMemberViewSchema, teamViewSchema } from '@shared/schemas/provider';
import type { AppDeps } from '../app';
import { actorOf } from '../http/access';
import { addTeamMember, listOwnTeam, removeTeamMember, updateTeamMember } from './team-service';

const memberParams = z.object({ memberId: z.string().max(100) });

/** The signed-in provider's own team (/provider/team); no route names a provider. Billing: billing/routes.ts. */
export const providerTeamRoutes =
  ({ db }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/provider/team',
      { config: { access: 'provider' }, schema: { tags: ['providers'], response: { 200: teamViewSchema } } },
      async (request) => listOwnTeam({ db, actor: actorOf(request) }),
    );

    app.post(
      '/api/provider/team',
      {
        config: { access: 'provider' },
        schema: { tags: ['providers'], body: teamMemberFormSchema, response: { 201: teamMemberViewSchema } },
      },
      async (request, reply) =>
        reply.code(201).send(await addTeamMember({ db, actor: actorOf(request), member: request.body })),
    );

    app.put(
      '/api/provider/team/:memberId',
      {
        config: { access: 'provider' },
        schema: {
          tags: ['providers'],
          params: memberParams,
          body: teamMemberFormSchema,
          response: { 200: teamMemberViewSchema },
        },
      },
      async (request) =>
        updateTeamMember({ db, actor: actorOf(request), memberId: request.params.memberId, member: request.body }),
    );

    app.delete(
      '/api/provider/team/:memberId',
      { config: { access: 'provider' }, schema: { tags: ['providers'], params: memberParams } },
      async (request, reply) => {
        await removeTeamMember({ db, actor: actorOf(request), memberId: request.params.memberId });
        return reply.code(204).send();
      },
    );
  };
