// The yardstick of bench:api: a bare Node http.Server answering a constant JSON body.
import { createServer } from 'node:http';

const body = JSON.stringify({ message: 'Hallo' });
createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  response.end(body);
}).listen(Number(process.env.PORT), process.env.HOST);
