import http from 'node:http';
import { SENSOR_PATH } from '@scm/contract';
import type { FastifyInstance } from 'fastify';

/**
 * The sensor calls on a second port (SENSOR_PORT, the spec's sensor host on 4000), answered by the same app, so
 * access rules, tokens and logs are one. Only /sensor/* is served there; anything else is a 404.
 */
export function listenForSensors(app: FastifyInstance, port: number, host: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.url?.startsWith(`${SENSOR_PATH}/`)) return app.routing(req, res);
    res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ errorCode: 'ROUTE_NOT_FOUND', errorMessage: '요청한 주소를 찾을 수 없습니다.' }));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
