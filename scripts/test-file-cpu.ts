import { afterAll, expect } from 'vitest';
import { appendFileCpu, readProcessCpu, totalSeconds } from './cpu-accounting.ts';

// Runs before each test file's own modules load (a setup file), so the file's imports count too.
const atStart = readProcessCpu('self');

// Registered first, so it runs after the file's own afterAll hooks: the browsers and servers they
// stop are counted with the file that started them.
afterAll(() => {
  const atEnd = readProcessCpu('self');
  const { testPath } = expect.getState();
  if (!atStart || !atEnd || !testPath) return;
  appendFileCpu({
    file: testPath,
    workerPid: atEnd.pid,
    seconds: totalSeconds(atEnd) - totalSeconds(atStart),
  });
});
