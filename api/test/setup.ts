/**
 * Runs before every test file of the `api` project (vitest.config.ts). The files of one worker
 * share their modules (`isolate: false`: the API is imported once per worker, not once per file),
 * so what must be fresh for each file is made fresh here.
 */
import { restartTestClock } from './clock';

restartTestClock();
