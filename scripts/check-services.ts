// Fails (never skips) when the PostgreSQL or Redis that CI's scale-out suites need is unreachable.
import { connect } from 'node:net';

function reachable(url: string): Promise<void> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port), timeout: 5000 });
    socket.once('connect', () => {
      socket.end();
      resolve();
    });
    socket.once('timeout', () => {
      socket.destroy();
      reject(new Error(`${url} timed out`));
    });
    socket.once('error', reject);
  });
}

const urls = [process.env.TEST_DATABASE_URL, process.env.TEST_REDIS_URL].filter(
  (url): url is string => Boolean(url),
);
try {
  await Promise.all(urls.map(reachable));
  console.log(`services reachable: ${urls.map((url) => new URL(url).host).join(', ')}`);
} catch (error) {
  console.error(`A service CI needs is unreachable: ${String(error)}`);
  process.exit(1);
}
