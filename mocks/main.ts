import { DEMO_MEMBERS } from './db/demoData';
import { startServer } from './server';

// `npm run server`: the reference backend on PORT (default 8080), configured by the environment (mocks/config.ts).
async function main(): Promise<void> {
  const server = await startServer();
  const shownHost = server.url.replace('127.0.0.1', 'localhost');
  console.log(`参考后端已启动: ${shownHost}`);
  console.log(`演示账号: ${DEMO_MEMBERS.plain.username} / ${DEMO_MEMBERS.plain.password}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) {
      console.error(`再次收到 ${signal}，立即退出`);
      process.exit(1);
    }
    stopping = true;
    console.log(`收到 ${signal}，正在关闭…`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('关闭失败', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('参考后端启动失败:', error instanceof Error ? error.message : error);
  process.exit(1);
});
