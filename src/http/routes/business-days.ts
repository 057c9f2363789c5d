import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { BusinessDayAddition, BusinessDayCount, BusinessDaysParameter, DateParameter, RollParameter, StateParameter } from 'malaysia-calendar/model';
import { withInputs } from 'malaysia-calendar';
import { Query } from '../schemas/query.js';
import { Envelope } from '../schemas/envelope.js';
import type { ServiceContext } from './service-context.js';

/** GET /business-days and /business-days/add, answered from the state's day index. */
export async function businessDayRoutes(app: FastifyInstance, { context }: { context: ServiceContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(
    '/business-days',
    {
      schema: {
        operationId: 'countBusinessDays',
        summary: 'Count business days in a range',
        description:
          "Both ends included. totalDays = businessDays + holidays + weekendDays; a holiday on a weekend counts once, as a holiday. Uses the state's weekend and holidays in force on each day.",
        tags: ['business days'],
        querystring: Query({ start: DateParameter('First day'), end: DateParameter('Last day'), state: StateParameter }),
        response: { 200: Envelope(BusinessDayCount, { start: Type.String(), end: Type.String(), state: Type.String() }) },
      },
    },
    async (request) => {
      const { start, end, state } = request.query;
      const { data, inputs } = withInputs(context.calendarFor(request.query)).businessDays(start, end, state);
      return { data, meta: { start, end, state: inputs.state, ...context.estimated(start, end, inputs.state), dataVersion: context.dataVersion } };
    },
  );

  api.get(
    '/business-days/add',
    {
      schema: {
        operationId: 'addBusinessDays',
        summary: 'Add or subtract business days',
        description:
          'Counting starts on the next (or, for negative days, the previous) day and the result is always a business day. days = 0 returns the date unchanged, ' +
          'or with `roll` the business day it rolls to: following, preceding, modified_following or modified_preceding (the modified ones stay within the month).',
        tags: ['business days'],
        querystring: Query({ date: DateParameter('Start date'), days: BusinessDaysParameter, state: StateParameter, roll: Type.Optional(RollParameter) }),
        response: {
          200: Envelope(BusinessDayAddition, { date: Type.String(), days: Type.Integer(), state: Type.String(), roll: Type.Optional(Type.String({ description: 'The convention asked for, when one was' })) }),
        },
      },
    },
    async (request) => {
      const { date, days, state, roll } = request.query;
      const { data, inputs } = withInputs(context.calendarFor(request.query)).addBusinessDays(date, days, state, { roll });
      const [first, last] = [date, data.resultDate].sort();
      return {
        data,
        meta: { date, days, state: inputs.state, ...(roll === undefined ? {} : { roll }), ...context.estimated(first!, last!, inputs.state), dataVersion: context.dataVersion },
      };
    },
  );
}
