import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_CLOSE_CODES } from '@my-account/contract/push';
import { jwtPayload, register, signIn } from '../../../test/support/oidc-browser.ts';
import { signAccessToken } from '../../../test/support/token-factory.ts';
import { startDemoServer, type TestServer } from '../../../test/support/test-server.ts';

let server: TestServer;
let demoToken: string;
let otherToken: string;

beforeAll(async () => {
  server = await startDemoServer();
  ({
    tokens: { access_token: demoToken },
  } = await signIn(server, { email: 'demo@myaccount.test', password: 'demo-password' }));
  ({
    tokens: { access_token: otherToken },
  } = await register(server, {
    firstName: 'Other',
    lastName: 'Customer',
    email: 'other-push@example.com',
    password: 'other-password',
  }));
});
afterAll(async () => {
  await server.close();
});

interface Client {
  socket: WebSocket;
  messages: string[];
  closed: Promise<number>;
  next(): Promise<string>;
}

function connect(): Promise<Client> {
  const socket = new WebSocket(`${server.baseUrl.replace('http', 'ws')}/push`);
  const messages: string[] = [];
  const waiters: ((message: string) => void)[] = [];
  socket.addEventListener('message', (event) => {
    const data: unknown = event.data;
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    const waiter = waiters.shift();
    if (waiter) {
      waiter(text);
    } else {
      messages.push(text);
    }
  });
  const closed = new Promise<number>((resolve) => {
    socket.addEventListener('close', (event) => {
      resolve(event.code);
    });
  });
  const next = () =>
    new Promise<string>((resolve) => {
      const queued = messages.shift();
      if (queued !== undefined) {
        resolve(queued);
      } else {
        waiters.push(resolve);
      }
    });
  return new Promise((resolve, reject) => {
    socket.addEventListener('open', () => {
      resolve({ socket, messages, closed, next });
    });
    socket.addEventListener('error', () => {
      reject(new Error('push socket failed to open'));
    });
  });
}

async function authenticated(token: string): Promise<Client> {
  const client = await connect();
  client.socket.send(JSON.stringify({ action: 'authenticate', token }));
  expect(await client.next()).toBe('OK');
  return client;
}

describe('push socket', () => {
  it('answers OK to a valid token and delivers the customer their own messages only', async () => {
    const demo = await authenticated(demoToken);
    const other = await authenticated(otherToken);
    const demoSub = String(jwtPayload(demoToken).sub);

    await server.ctx.push.publish(demoSub, { id: 'm1', key: 'download-finished' });
    expect(JSON.parse(await demo.next())).toEqual({ id: 'm1', key: 'download-finished' });

    // Messages reach a socket in the order they were published: a wrongly routed m1 would
    // arrive at the other socket before the marker published after it.
    const otherSub = String(jwtPayload(otherToken).sub);
    await server.ctx.push.publish(otherSub, { id: 'marker', key: 'download-started' });
    expect(JSON.parse(await other.next())).toEqual({ id: 'marker', key: 'download-started' });
    expect(other.messages).toEqual([]);

    demo.socket.close();
    other.socket.close();
  });

  it('closes a socket that sends a bad token', async () => {
    const client = await connect();
    client.socket.send(JSON.stringify({ action: 'authenticate', token: 'not-a-token' }));
    expect(await client.closed).toBe(PUSH_CLOSE_CODES.unauthenticated);
  });

  it('closes a socket whose token has expired', async () => {
    const expired = await signAccessToken(server, {
      expiresAt: Math.floor(Date.now() / 1000) - 60,
    });
    const client = await connect();
    client.socket.send(JSON.stringify({ action: 'authenticate', token: expired }));
    expect(await client.closed).toBe(PUSH_CLOSE_CODES.unauthenticated);
  });

  it('closes the socket, and stays up, when it cannot subscribe for the customer', async () => {
    const push = server.ctx.push;
    const subscribe = push.subscribe.bind(push);
    push.subscribe = () => Promise.reject(new Error('Redis is away'));
    try {
      const client = await connect();
      client.socket.send(JSON.stringify({ action: 'authenticate', token: demoToken }));
      expect(await client.closed).toBe(PUSH_CLOSE_CODES.unavailable);
    } finally {
      push.subscribe = subscribe;
    }
    const again = await authenticated(demoToken);
    again.socket.close();
  });

  it('closes a socket whose first message is not an authenticate message', async () => {
    const client = await connect();
    client.socket.send('hello');
    expect(await client.closed).toBe(PUSH_CLOSE_CODES.unauthenticated);
  });
});
