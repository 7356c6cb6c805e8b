import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy…` and `waitFor` give up after one second by default. CI runs several packages' suites
// at once on two cores, where a lazy page plus a mocked request can take longer; a failing
// assertion still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
