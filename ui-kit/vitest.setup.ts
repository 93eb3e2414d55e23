import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import './jsdom-shims';

// The suite runs beside the browser tests on two cores: a timer-driven change (a toast leaving) may take seconds.
configure({ asyncUtilTimeout: 10_000 });

afterEach(cleanup);
