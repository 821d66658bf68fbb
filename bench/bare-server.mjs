// The ceiling of bench/catalog.ts, in a process of its own (so its CPU time is its own): a bare node:http
// server answering every request with the bytes of the file named on the command line.
//   node bench/bare-server.mjs <port> <body file>
import fs from 'node:fs';
import http from 'node:http';

const [port, file] = process.argv.slice(2);
const body = fs.readFileSync(file);
http
  .createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': body.length,
    });
    response.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('listening'));
