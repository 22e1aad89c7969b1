import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One structured line per request (issue 29 item 5), written when the answer has gone: the request id (`reqId`,
 * also answered as `x-request-id`), method, the route's pattern, status, milliseconds, and the user and cooperative
 * when the request carried a valid session. Never the raw URL, a header or a body: a query string or a header can
 * carry a token, a body a password. Fastify's own two lines (incoming / completed, with the raw URL) are replaced.
 *
 * An `x-request-id` sent by the client is not adopted as the id (any client could send one, and the id of a 500 must
 * name one request): behind a trusted proxy (TRUST_PROXY) it is logged beside ours as `id_proxy`, so nginx's
 * `$request_id` and this line can be matched.
 */
export class RegistroPeticiones extends LogController {
  constructor(private readonly detrasDeProxy: boolean) {
    super();
  }

  override incomingRequest(): void {
    // the completed line says everything; two lines per request would double the log
  }

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(req)) return;
    const entrante = req.headers['x-request-id'];
    const linea = {
      metodo: req.method,
      ruta: req.routeOptions.url ?? null,
      estado: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      usuario: req.usuario?.id ?? null,
      cooperativa: req.usuario?.id_cooperativa ?? null,
      ...(this.detrasDeProxy && typeof entrante === 'string' && /^[\w.:-]{1,100}$/.test(entrante) ? { id_proxy: entrante } : {}),
    };
    // A stream that broke mid-answer is an error; a handled 500 was already logged by the error handler.
    if (error) reply.log.error({ ...linea, err: error }, 'petición interrumpida');
    else reply.log.info(linea, 'petición');
  }
}
