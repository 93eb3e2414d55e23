import type { Middleware } from 'koa';
import type { ProblemBody } from '../problem.contract.ts';
import { AppError } from '../errors/index.ts';
import type { Logger } from '../logger.ts';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

function toProblem(error: AppError, requestId: string | undefined): ProblemBody {
  return {
    type: `/api/docs#problem-${error.code}`,
    title: error.title,
    status: error.status,
    detail: error.detail,
    code: error.code,
    ...(error.errors ? { errors: error.errors } : {}),
    ...error.extensions,
    ...(requestId ? { requestId } : {}),
  };
}

const httpErrorCodes: Record<number, { code: string; title: string }> = {
  400: { code: 'bad_request', title: 'Bad Request' },
  413: { code: 'payload_too_large', title: 'Content Too Large' },
  415: { code: 'unsupported_media_type', title: 'Unsupported Media Type' },
};

/** Errors of Koa and its body parser (a malformed or oversized body) carry a status and an expose flag. */
function fromHttpError(error: unknown): AppError | undefined {
  if (!(error instanceof Error)) return undefined;
  const { status, expose } = error as Error & { status?: number; expose?: boolean };
  if (typeof status !== 'number' || status >= 500 || expose === false) return undefined;
  if (error instanceof SyntaxError) {
    return new AppError({
      status: 400,
      code: 'malformed_json',
      title: 'Bad Request',
      detail: `The body is not valid JSON: ${error.message}.`,
    });
  }
  const known = httpErrorCodes[status] ?? { code: 'bad_request', title: 'Bad Request' };
  return new AppError({ status, ...known, detail: error.message });
}

const internalError = new AppError({
  status: 500,
  code: 'internal_error',
  title: 'Internal Server Error',
  detail: 'Something went wrong on our side. Try again; if it keeps happening, contact support.',
});

/** The one place errors become answers: RFC 9457 problem+json with a stable code. */
export function errorHandler(
  logger: Logger,
  mapDatabaseError: (error: unknown) => AppError | undefined,
): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const known = error instanceof AppError ? error : (mapDatabaseError(error) ?? fromHttpError(error));
      if (!known) {
        logger.error(
          { err: error, req: { method: ctx.method, url: ctx.url, headers: ctx.headers } },
          'unhandled error',
        );
      }
      const answer = known ?? internalError;
      ctx.status = answer.status;
      ctx.set(answer.headers);
      ctx.type = PROBLEM_CONTENT_TYPE;
      ctx.body = toProblem(answer, ctx.state.requestId as string | undefined);
    }
  };
}
