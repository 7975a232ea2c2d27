// Bytes sent as they are (fetch would normalize them), for requests Node's parser refuses.
import { connect } from 'node:net';

/** Sends requestText to the port and returns the raw answer, up to the server's close. */
export function rawRequest(port: number, requestText: string): Promise<string> {
  return new Promise((done, fail) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(requestText));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => done(answer));
    socket.on('error', fail);
  });
}
