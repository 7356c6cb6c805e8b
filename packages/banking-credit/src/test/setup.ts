import { configure } from '@testing-library/react';

// Pages load lazily, and the first load of each transforms its modules on the spot: on a busy
// two-core machine that takes longer than Testing Library's default one-second wait.
configure({ asyncUtilTimeout: 5_000 });
